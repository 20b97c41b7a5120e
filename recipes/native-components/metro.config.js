const {getDefaultConfig} = require('expo/metro-config');

const config = getDefaultConfig(__dirname);

// `import Logo from './logo.svg'` gives a react-native-svg component: .svg files are
// compiled as source by react-native-svg-transformer instead of copied as images.
config.transformer.babelTransformerPath = require.resolve('react-native-svg-transformer/expo');
config.resolver.assetExts = config.resolver.assetExts.filter((ext) => ext !== 'svg');
config.resolver.sourceExts = [...config.resolver.sourceExts, 'svg'];

module.exports = config;
