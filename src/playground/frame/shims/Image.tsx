import React, {forwardRef, type ComponentProps, type Ref} from 'react';
import {Image as WebImage, StyleSheet} from 'react-native-web';

type WebImageProps = ComponentProps<typeof WebImage>;

/** The props React Native 0.71+ takes beside `source`, which the library passes. */
interface NativeImageProps extends Omit<WebImageProps, 'source'> {
  source?: WebImageProps['source'];
  src?: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

/**
 * React Native's `Image` takes `src`, `width` and `height`; react-native-web
 * only `source`, so without this the library's `html.img` draws nothing. Its
 * picture is an absolutely positioned child: a static wrapper let it cover
 * the page, so the wrapper is made relative unless the code positions it.
 */
function Image(
  {source, src, srcSet, width, height, style, ...props}: NativeImageProps,
  ref: Ref<unknown>,
) {
  const uri = src ?? srcSet?.split(/[ ,]/)[0];
  const mapped = source ?? (uri === undefined ? undefined : {uri, width, height});
  const flat = StyleSheet.flatten(style) as {position?: string} | undefined;
  const positioned =
    flat?.position === undefined || flat.position === 'static'
      ? [style, {position: 'relative' as const}]
      : style;
  return <WebImage ref={ref as never} {...props} source={mapped} style={positioned} />;
}

export default forwardRef(Image);
