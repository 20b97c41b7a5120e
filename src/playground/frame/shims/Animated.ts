import AnimatedImplementation from 'react-native-web/dist/vendor/react-native/Animated/AnimatedImplementation';
import AnimatedText from 'react-native-web/dist/vendor/react-native/Animated/components/AnimatedText';
import AnimatedView from 'react-native-web/dist/vendor/react-native/Animated/components/AnimatedView';
import Image from './Image';

/**
 * React Native's `Animated` with the JS driver only: the library asks for the
 * native driver on opacity and transform, which react-native-web lacks and
 * warns about on every animation. Built from react-native-web's parts with
 * the components the library animates (View, Text, and the mapped Image of
 * ./Image): its lists and scroll views, which the library never animates,
 * would add about a tenth to the runtime.
 */
type Config = {useNativeDriver?: boolean};

const onJsDriver =
  <C extends Config, R>(start: (value: never, config: C) => R) =>
  (value: never, config: C): R =>
    start(value, {...config, useNativeDriver: false});

const Animated = {
  ...AnimatedImplementation,
  timing: onJsDriver(AnimatedImplementation.timing),
  spring: onJsDriver(AnimatedImplementation.spring),
  View: AnimatedView,
  Text: AnimatedText,
  Image: AnimatedImplementation.createAnimatedComponent(Image),
};

export default Animated;
