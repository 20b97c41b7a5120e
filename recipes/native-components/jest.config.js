// @ts-check
const preset = require('jest-expo/jest-preset');

// jest-expo's own patterns, with react-strict-dom added to the packages Babel
// compiles: its native build is an ES module, like the Expo packages.
const [packages, ...others] = preset.transformIgnorePatterns;

/** @type {import('jest').Config} */
module.exports = {
  preset: 'jest-expo',
  // Web tests run in Vitest.
  testMatch: ['**/*.native.test.[jt]s?(x)'],
  transformIgnorePatterns: [packages.replace('(?!(', '(?!(react-strict-dom|'), ...others],
};
