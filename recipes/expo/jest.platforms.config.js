const universal = require('jest-expo/universal/jest-preset');

// jest-expo/universal runs each test in four projects: iOS, Android, web and Node.js.
// A project does not take transformIgnorePatterns from the top level, so each one
// gets react-strict-dom added to its own patterns.
/** @type {import('jest').Config} */
module.exports = {
  projects: universal.projects.map((project) => {
    const [packages, ...others] = project.transformIgnorePatterns;
    return {
      ...project,
      // Web tests run in Vitest.
      testMatch: ['**/*.native.test.[jt]s?(x)'],
      transformIgnorePatterns: [packages.replace('(?!(', '(?!(react-strict-dom|'), ...others],
    };
  }),
};
