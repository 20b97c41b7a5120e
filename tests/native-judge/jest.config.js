// @ts-check
// Two runs of the judge, one per system: React Native's Jest preset resolves
// `Platform.ios.js` or `Platform.android.js` by its haste default platform, as
// Metro does for each bundle.
const preset = require('@react-native/jest-preset');

// The preset's pattern of packages Babel compiles, with react-strict-dom added
// (its native build is an ES module, as React Native's own files are).
const [packages, ...others] = preset.transformIgnorePatterns;
const transformIgnorePatterns = [
  packages.replace('(?!(', '(?!(react-strict-dom|test-renderer|yoga-layout|'),
  ...others,
];

/** @param {'ios' | 'android'} platform @returns {import('jest').Config} */
const project = (platform) => ({
  displayName: platform,
  preset: '@react-native/jest-preset',
  rootDir: __dirname,
  haste: {...preset.haste, defaultPlatform: platform},
  testMatch: ['<rootDir>/src/judge.test.js'],
  setupFiles: ['<rootDir>/src/phone.js'],
  transform: {
    // The renderer of React Native Testing Library, with the two things a phone's
    // renderer does that it leaves out (src/phoneRenderer.js).
    'test-renderer/dist/index\\.cjs$': '<rootDir>/src/phoneRenderer.js',
    // React Native's layout engine, loaded in Jest (src/yogaBinary.js).
    'yoga-layout/dist/binaries/.*\\.js$': '<rootDir>/src/yogaBinary.js',
    ...preset.transform,
  },
  transformIgnorePatterns,
});

/** @type {import('jest').Config} */
module.exports = {projects: [project('ios'), project('android')]};
