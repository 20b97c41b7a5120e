import {Animated as WebAnimated} from 'react-native-web';
import Image from './Image';

/**
 * React Native's `Animated` with the JS driver only: the library asks for the
 * native driver on opacity and transform, which react-native-web lacks and
 * warns about on every animation. Its `Image` is the mapped one of ./Image.
 */
type Config = {useNativeDriver?: boolean};

const onJsDriver =
  <C extends Config, R>(start: (value: never, config: C) => R) =>
  (value: never, config: C): R =>
    start(value, {...config, useNativeDriver: false});

const Animated = {
  ...WebAnimated,
  timing: onJsDriver(WebAnimated.timing as never),
  spring: onJsDriver(WebAnimated.spring as never),
  Image: WebAnimated.createAnimatedComponent(Image),
} as typeof WebAnimated;

export default Animated;
