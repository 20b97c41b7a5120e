import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import React, {type ReactNode} from 'react';

/**
 * Runs react-strict-dom's native build in Node, with a small React Native stand-in
 * (react-native itself is not installed): each host component records the props it
 * receives, so a test can read the style and handlers an element hands to React Native.
 */

const require = createRequire(import.meta.url);
const rsdDir = path.dirname(require.resolve('react-strict-dom/package.json'));
const babel = require('@babel/core') as {
  transformSync(code: string, options: object): {code: string} | null;
};
// The site has no @types/react-dom; this is the one function used.
const {renderToString} = require('react-dom/server') as {
  renderToString(element: React.ReactElement): string;
};

export interface HostElement {
  name: string;
  props: Record<string, unknown> & {style?: Record<string, unknown>};
}

export interface NativeBuild {
  css: {
    create<T extends object>(styles: T): T;
    defineVars<T extends object>(vars: T): {[K in keyof T]: string};
  };
  html: Record<string, React.ComponentType<Record<string, unknown>>>;
}

/** The window the stand-in reports: tests change it to check scaling by width. */
export interface WindowSize {
  width: number;
  height: number;
}

/** The system a run stands for: the library's `Platform.OS` branches. */
export type NativeOS = 'ios' | 'android';

function reactNativeStub(
  rendered: HostElement[],
  window: WindowSize,
  os: NativeOS,
): Record<string, unknown> {
  const record = (name: string) =>
    function Recorded(props: HostElement['props'] & {children?: ReactNode}) {
      rendered.push({name, props});
      return React.createElement(React.Fragment, null, props.children);
    };
  return {
    'react-native': {
      Platform: {
        OS: os,
        constants: {reactNativeVersion: {major: 0, minor: 81, patch: 0}},
        select: (o: {ios?: unknown; android?: unknown; default?: unknown}) => o[os] ?? o.default,
      },
      AccessibilityInfo: {
        isReduceMotionEnabled: () => Promise.resolve(false),
        addEventListener: () => ({remove() {}}),
      },
      Animated: {
        View: record('View'),
        Text: record('Text'),
        Image: record('Image'),
        createAnimatedComponent: (c: unknown) => c,
        // Enough of Animated for the library's transitions to start and stop.
        Value: class {
          interpolate() {
            return this;
          }
        },
        timing: () => ({start() {}, stop() {}}),
        spring: () => ({start() {}, stop() {}}),
      },
      Easing: {},
      useWindowDimensions: () => ({...window, fontScale: 1, scale: 2}),
      useColorScheme: () => 'light',
      Text: record('Text'),
      Pressable: record('Pressable'),
      Image: record('Image'),
      TextInput: record('TextInput'),
      experimental_LayoutConformance: record('LayoutConformance'),
    },
    'react-native/Libraries/Text/TextAncestor': React.createContext(false),
    'react-native/Libraries/Components/View/ViewNativeComponent': record('View'),
  };
}

/**
 * Compiles `file` to CommonJS and runs it; `modules` stand in for some of its imports.
 * `presets` compile a source file (TypeScript, JSX); the package's build needs none.
 */
export function runCommonJS(
  file: string,
  modules: Record<string, unknown>,
  presets: unknown[] = [],
  code = compile(file, presets),
): Record<string, unknown> {
  const module = {exports: {} as Record<string, unknown>};
  const run = new Function('require', 'module', 'exports', code) as (
    req: (id: string) => unknown,
    mod: typeof module,
    exp: typeof module.exports,
  ) => void;
  run((id) => (id in modules ? modules[id] : require(id)), module, module.exports);
  return module.exports;
}

function compile(file: string, presets: unknown[]): string {
  return babel.transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    babelrc: false,
    configFile: false,
    presets,
    plugins: [require.resolve('@babel/plugin-transform-modules-commonjs')],
  })!.code;
}

const nativeEntry = path.join(rsdDir, 'dist/native/index.js');
let compiled: string | undefined;

/**
 * Loads a fresh copy of the native build (each call has its own module state, as two
 * installed copies of the package would), and a `render` that returns the host elements.
 * `window` is read at each render: change its fields to resize the screen.
 */
export function loadNativeBuild<Build extends NativeBuild = NativeBuild>(
  window: WindowSize = {width: 390, height: 800},
  os: NativeOS = 'ios',
): {
  rsd: Build;
  render(element: React.ReactElement): HostElement[];
  /** Every host element rendered since the last `render` (or since loading). */
  rendered: HostElement[];
} {
  (globalThis as {__DEV__?: boolean}).__DEV__ = true;
  const rendered: HostElement[] = [];
  // Compiled once per test file: the build is large.
  compiled ??= compile(nativeEntry, []);
  const rsd = runCommonJS(nativeEntry, reactNativeStub(rendered, window, os), [], compiled);
  return {
    rsd: rsd as unknown as Build,
    rendered,
    render(element) {
      rendered.length = 0;
      renderToString(element);
      return [...rendered];
    },
  };
}
