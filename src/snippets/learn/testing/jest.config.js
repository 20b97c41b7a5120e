// @ts-check

/** @type {import('@jest/types').Config.InitialOptions} */
module.exports = {
  // React Native 0.85 and later; older versions use preset: 'react-native'.
  preset: '@react-native/jest-preset',
  // Web tests run in Vitest.
  testMatch: ['**/*.native.test.[jt]s?(x)'],
  // react-strict-dom ships ES modules, so Babel must compile it like React Native's own packages.
  transformIgnorePatterns: [
    'node_modules/(?!((jest-)?react-native|@react-native(-community)?|react-strict-dom)/)',
  ],
};
