// The Babel setup of a React Native app that uses React Strict DOM in a development
// build, as Metro would run it: React Native's preset, then the library's with
// `platform: 'native'` (the assistant rule `preset-options`).
module.exports = {
  presets: [
    'module:@react-native/babel-preset',
    ['react-strict-dom/babel-preset', {debug: true, dev: true, platform: 'native'}],
  ],
};
