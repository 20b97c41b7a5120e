// react-native-web ships no types; the shims use few of its exports, and the
// bundler (not tsc) checks that every export they name exists.
declare module 'react-native-web';
declare module 'react-native-web/dist/exports/Text/TextAncestorContext';
