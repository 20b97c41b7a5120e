/**
 * What `react-native` resolves to in the native preview: react-native-web,
 * with the shims of this folder in place of the exports it lacks or that
 * behave differently. The preview's bundler fails when the library imports an
 * export that neither provides (see src/plugins/preview-frame).
 */
import './globals';

export * from 'react-native-web';
export {default as Platform} from './Platform';
export {default as Animated} from './Animated';
export {default as Image} from './Image';
export {default as experimental_LayoutConformance} from './experimental_LayoutConformance';
