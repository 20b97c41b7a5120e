// @ts-check
// React Native 0.85 and later; older versions use preset: 'react-native'.
const preset = require('@react-native/jest-preset');

// The preset's own pattern, with react-strict-dom added to the packages Babel
// compiles: its native build is an ES module, like React Native's own files.
const [packages, ...others] = preset.transformIgnorePatterns;

/** @type {import('jest').Config} */
module.exports = {
  preset: '@react-native/jest-preset',
  // Web tests run in Vitest.
  testMatch: ['**/*.native.test.[jt]s?(x)'],
  transformIgnorePatterns: [packages.replace('(?!(', '(?!(react-strict-dom|'), ...others],
};
