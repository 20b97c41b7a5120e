/**
 * React Native's `Platform` for the native preview. react-native-web's says
 * `OS: 'web'` and has no `constants`; the library reads
 * `constants.reactNativeVersion` when it loads and branches on `OS`
 * (`ios`/`android`). `OS` is set from the run message, before the library loads.
 */
import {previewReactNative} from '../../../data/previewReactNative';

export type NativeOS = 'ios' | 'android';

const [major, minor, patch] = previewReactNative.version.split('.').map(Number);

/** The React Native release the preview stands for: the one whose own rules it applies. */
const reactNativeVersion = {major, minor, patch, prerelease: null};

const Platform = {
  OS: 'ios' as NativeOS,
  Version: '0.0.0',
  isTesting: false,
  constants: {reactNativeVersion},
  select<T>(choices: {ios?: T; android?: T; native?: T; default?: T}): T | undefined {
    const own = choices[Platform.OS];
    if (own !== undefined) return own;
    return 'native' in choices ? choices.native : choices.default;
  },
};

export default Platform;
