/**
 * The native preview frame's one script: React, react-native-web, the
 * library's native build (`dist/native`, what an iOS or Android app runs) and
 * the shims of ./shims, in the same sandboxed frame as the web preview (see
 * runtime.ts). The library writes to a console of its own (libraryConsole.ts):
 * its `[warn]`/`[error] React Strict DOM:` lines go to the page as native
 * messages, apart from the reader's console.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import type {ConsoleLevel, FrameMessage} from '../protocol';
import type {ConsoleSource} from './console';
import Platform from './shims/Platform';
import {isReactNativeLine} from './shims/rules/messages';
import {asModule, startFrame} from './start';

/** How the library starts each of its messages (dist/native: `warnMsg`, `errorMsg`). */
const libraryMessage = /^\[(warn|error)\] React Strict DOM: /;

/**
 * iOS's `code` font is Menlo (the library's default style), which browsers
 * outside macOS lack: without this a code element falls back to a serif face.
 * `local()` faces load nothing, so the frame's `font-src` does not apply.
 */
const menloFaces = ['Menlo', 'DejaVu Sans Mono', 'Liberation Mono', 'Consolas', 'Courier New'];
const menlo = `@font-face{font-family:Menlo;src:${menloFaces.map((face) => `local("${face}")`).join()}}`;

/** What react-native-web and React print on their own: not the reader's, not the library's. */
const chatter = [/^Running application /, /^Download the React DevTools/];

/**
 * Only a line the library or React Native's code in the runtime wrote to the
 * library's console is a native message, however a reader's reads.
 */
function consoleMessage(
  level: ConsoleLevel,
  text: string,
  source: ConsoleSource,
): FrameMessage | null {
  const own = source === 'library' && libraryMessage.exec(text);
  if (own) return {type: 'native', level: own[1] as 'warn' | 'error', text};
  if (source === 'library' && (level === 'warn' || level === 'error') && isReactNativeLine(text))
    return {type: 'native', level, text};
  if (chatter.some((pattern) => pattern.test(text))) return null;
  return {type: 'console', level, text};
}

startFrame({
  consoleMessage,
  packages: async ({device}) => {
    // Before the library loads: it reads `Platform.OS` at load time too (its `code` font).
    Platform.OS = device?.os ?? 'ios';
    // What a phone shows behind a component with no background of its own.
    document.documentElement.style.background = device?.colorScheme === 'dark' ? '#000' : '#fff';
    document.head.append(Object.assign(document.createElement('style'), {textContent: menlo}));
    // Eager: bundled into this one file, loaded only once `OS` is set.
    const rsd = await import(/* webpackMode: "eager" */ 'react-strict-dom');
    return {
      react: asModule(React),
      'react/jsx-runtime': asModule(jsxRuntime),
      'react-strict-dom': asModule(rsd),
    };
  },
});
