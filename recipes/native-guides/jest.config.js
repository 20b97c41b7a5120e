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
  moduleNameMapper: {
    // expo-asset imports this entry of react-native's `exports`, which
    // @react-native/jest-preset 0.88.0-rc.1 (the newest the registry has) does not
    // map: its catch-all would look for a folder of that name.
    '^react-native/unstable-internals-do-not-use$':
      '<rootDir>/node_modules/react-native/src/unstable-internals-do-not-use.js',
  },
};
