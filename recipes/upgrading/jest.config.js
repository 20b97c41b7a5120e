// @ts-check
const preset = require('@react-native/jest-preset');

// React Native's own pattern, with react-strict-dom added: each release folder has
// its own copy of the package, an ES module in every release.
const [packages, ...others] = preset.transformIgnorePatterns;

/** @type {import('jest').Config} */
module.exports = {
  preset: '@react-native/jest-preset',
  testMatch: ['<rootDir>/releases/**/*.test.tsx'],
  transformIgnorePatterns: [packages.replace('(?!(', '(?!(react-strict-dom|'), ...others],
};
