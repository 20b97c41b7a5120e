import {checkStyle} from './style';

type CreateElement = (component: unknown, props: {style?: unknown}, options?: unknown) => unknown;

/**
 * react-native-web's `createElement`, which makes every host element (View,
 * Text, TextInput, Image), with React Native's style processors first: what
 * throws on a phone's development build throws here, while rendering.
 */
export default function withStyleProcessors(createElement: CreateElement): CreateElement {
  return (component, props, options) => {
    checkStyle(props?.style);
    return createElement(component, props, options);
  };
}
