/**
 * React Native's own style rules, which react-native-web does not apply:
 * the development checks of its style processors (its own code, bundled from
 * the release in src/data/previewReactNative.ts), and what a text nested in
 * another keeps of its style.
 */
import processAspectRatio from 'react-native-sources/Libraries/StyleSheet/processAspectRatio';
import processTransform from 'react-native-sources/Libraries/StyleSheet/processTransform';
import processTransformOrigin from 'react-native-sources/Libraries/StyleSheet/processTransformOrigin';

export type Style = Record<string, unknown>;

/**
 * A style prop as one object, the last value of a key winning, as React
 * Native's `flattenStyle` does. react-native-web's compiled styles (class
 * names, `$$css`) are its own defaults, never the reader's: left out.
 */
export function flattenStyle(style: unknown, into: Style = {}): Style {
  if (Array.isArray(style)) {
    for (const item of style) flattenStyle(item, into);
  } else if (style && typeof style === 'object' && !('$$css' in style)) {
    Object.assign(into, style);
  }
  return into;
}

/**
 * The style keys whose processor can throw in a development build, with that
 * processor, as React Native's view config pairs them
 * (Libraries/Components/View/ReactNativeStyleAttributes.js; the other
 * processors never throw on a value the library passes:
 * tests/unit/native-rules.test.ts reads the file and checks both).
 */
export const throwingProcessors: Record<string, (value: never) => unknown> = {
  transform: processTransform,
  transformOrigin: processTransformOrigin,
  aspectRatio: processAspectRatio,
};

/**
 * Runs a host element's style through React Native's processors, as its
 * renderer does when it creates or updates the element: an invalid transform,
 * transform origin or aspect ratio throws here as on a phone.
 */
export function checkStyle(style: unknown): void {
  if (style == null) return;
  const flat = flattenStyle(style);
  for (const key in throwingProcessors) {
    if (flat[key] != null) throwingProcessors[key]!(flat[key] as never);
  }
}

/**
 * The style keys a text inside another text keeps: React Native builds it
 * into its parent's paragraph as text attributes only
 * (ReactCommon/react/renderer/components/text/BaseTextProps.cpp, C++), so its
 * layout (position, size, margin, padding, flex), borders and transforms do
 * nothing.
 */
export const nestedTextKeys = new Set([
  'backgroundColor',
  'color',
  'fontFamily',
  'fontSize',
  'fontStyle',
  'fontVariant',
  'fontWeight',
  'letterSpacing',
  'lineHeight',
  'opacity',
  'textAlign',
  'textDecorationColor',
  'textDecorationLine',
  'textDecorationStyle',
  'textShadowColor',
  'textShadowOffset',
  'textShadowRadius',
  'textTransform',
  'writingDirection',
]);

/** What a nested text's style keeps on a phone. */
export function nestedTextStyle(style: unknown): Style {
  const flat = flattenStyle(style);
  return Object.fromEntries(Object.entries(flat).filter(([key]) => nestedTextKeys.has(key)));
}
