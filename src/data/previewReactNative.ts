/**
 * The React Native release whose own JavaScript the Native preview runs where
 * React Native is stricter than react-native-web (its style processors:
 * src/playground/frame/shims/hostRules.ts), and which its `Platform.constants`
 * reports. The same release as the native judge's. The build takes the files
 * from this exact tarball of the npm registry, checked against `integrity`
 * (src/plugins/preview-frame/reactNativeSources.ts): a lock entry for a few
 * files, without React Native's 81 dependencies.
 */
export const previewReactNative = {
  version: '0.88.1',
  /** The registry's `dist.integrity` of react-native@0.88.1. */
  integrity:
    'sha512-wajWcLZ93GCN7k4Uwh4CS4L2Ah8ohcvkOXnvIYmh4Yvuqho5j3APZ9qozK+nQrHWSgauq4h8D3HN5DKK84SrHA==',
} as const;
