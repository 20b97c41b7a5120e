// @ts-check
// React Native 0.79 to 0.84: the preset ships inside react-native.
const preset = require('react-native/jest-preset');

// The preset's own pattern, with react-strict-dom added to the packages Babel
// compiles: its native build is an ES module, like React Native's own files.
const [packages, ...others] = preset.transformIgnorePatterns;

/** @type {import('jest').Config} */
module.exports = {
  preset: 'react-native',
  // Web tests run in Vitest.
  testMatch: ['**/*.native.test.[jt]s?(x)'],
  transformIgnorePatterns: [packages.replace('(?!(', '(?!(react-strict-dom|'), ...others],
};
