/**
 * What React Native itself prints in the native preview, apart from the
 * library's lines: its renderer's text rule, and what its own style
 * processors print (src/plugins/preview-frame binds `console` in their files
 * to the library's console, as for the library's build). Written to the
 * library's console, which reader code cannot reach, so the page can show
 * them as native messages and no reader line passes for one.
 */
import {libraryConsole} from '../../libraryConsole';

/**
 * React Native's development renderer for a string whose nearest host is not
 * a text (`createTextInstance` in Libraries/Renderer/implementations/ReactFabric-dev.js).
 */
export const textRuleMessage = 'Text strings must be rendered within a <Text> component.';

/** The lines React Native's code in the preview prints: each starts one of these ways. */
const reactNativeLines = [
  textRuleMessage,
  // processTransform, for a matrix beside other transforms.
  'When using a matrix transform, you must specify exactly one transform object.',
];

/** Whether a line of the library's console is React Native's own. */
export function isReactNativeLine(text: string): boolean {
  return reactNativeLines.some((start) => text.startsWith(start));
}

/** Prints an error as React Native's development build does (`console.error`). */
export function reactNativeError(text: string): void {
  libraryConsole.error(text);
}
