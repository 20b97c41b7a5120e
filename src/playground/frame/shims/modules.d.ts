// react-native-web ships no types; the shims use few of its exports, and the
// bundler (not tsc) checks that every export they name exists.
declare module 'react-native-web';
declare module 'react-native-web/dist/exports/Text/TextAncestorContext';
declare module 'react-native-web/dist/vendor/react-native/Animated/AnimatedImplementation';
declare module 'react-native-web/dist/vendor/react-native/Animated/components/AnimatedText';
declare module 'react-native-web/dist/vendor/react-native/Animated/components/AnimatedView';

// React Native's own files, fetched from its release by the build
// (src/plugins/preview-frame/reactNativeSources.ts): Flow, typed here by hand.
declare module 'react-native-sources/Libraries/StyleSheet/*' {
  const processor: (value: never) => unknown;
  export default processor;
}
