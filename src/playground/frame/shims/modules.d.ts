// react-native-web ships no types; the shims use few of its exports, and the
// bundler (not tsc) checks that every export they name exists.
declare module 'react-native-web';
declare module 'react-native-web/dist/exports/Text/TextAncestorContext';
declare module 'react-native-web/dist/vendor/react-native/Animated/AnimatedImplementation';
declare module 'react-native-web/dist/vendor/react-native/Animated/components/AnimatedText';
declare module 'react-native-web/dist/vendor/react-native/Animated/components/AnimatedView';
