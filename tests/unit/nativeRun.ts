import {createRequire} from 'node:module';
import React, {act} from 'react';
import {vi} from 'vitest';
import {resolveSibling} from '@site/src/playground/compiler/files';
import {loadNativeBuild, runCommonJS, type HostElement, type NativeOS} from './nativeBuild';

/**
 * Runs a component on a fresh copy of react-strict-dom's native build, as the native
 * preview does, and collects the lines the library prints (`[warn] React Strict DOM: …`).
 * For tests in a jsdom environment (`// @vitest-environment jsdom`): react-dom mounts the
 * component in `act`, so its effects run, and the re-renders they cause.
 */

const require = createRequire(import.meta.url);
const babel = require('@babel/core') as typeof import('@babel/core');
const {createRoot} = require('react-dom/client') as {
  createRoot(container: Element): {render(node: React.ReactNode): void; unmount(): void};
};

/** A line the library printed: `[warn] React Strict DOM: …`, split into its level and text. */
export interface Printed {
  level: 'warn' | 'error';
  text: string;
}

const libraryLine = /^\[(warn|error)\] React Strict DOM: ([\s\S]*)$/;

/**
 * Catches the library's lines on console.warn and console.error from now on, into the
 * array it returns (until vi.restoreAllMocks()); anything else printed is dropped.
 */
export function listen(): Printed[] {
  const printed: Printed[] = [];
  for (const level of ['warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const found = typeof args[0] === 'string' ? libraryLine.exec(args[0]) : null;
      if (found) printed.push({level: found[1] as Printed['level'], text: found[2]!});
    });
  }
  return printed;
}

/** A `.tsx` file as CommonJS, TypeScript and JSX compiled away, as the native preview compiles it. */
export function compileSnippet(code: string): string {
  return babel.transformSync(code, {
    filename: 'Snippet.tsx',
    babelrc: false,
    configFile: false,
    presets: [[require.resolve('@babel/preset-typescript'), {isTSX: true, allExtensions: true}]],
    plugins: [
      [require.resolve('@babel/plugin-transform-react-jsx'), {runtime: 'automatic'}],
      require.resolve('@babel/plugin-transform-modules-commonjs'),
    ],
  })!.code!;
}

/** Marks the environment as React's test environment, which `act` needs; call once per file. */
export function enableAct(): void {
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
}

/** Runs the first of `files`, whose imports of its siblings (`./tokens.css`) load them. */
function runFiles(files: Record<string, string>, rsd: unknown): Record<string, unknown> {
  const names = Object.keys(files);
  const loaded = new Map<string, Record<string, unknown>>();
  const load = (name: string): Record<string, unknown> => {
    if (!loaded.has(name)) {
      // Siblings load when required (getters), not before: two files may import each other.
      const modules: Record<string, unknown> = {'react-strict-dom': rsd};
      for (const other of names) {
        const specifier = `./${other.replace(/\.tsx?$/, '')}`;
        if (other !== name && resolveSibling(names, name, specifier) === other)
          Object.defineProperty(modules, specifier, {get: () => load(other), enumerable: true});
      }
      loaded.set(name, {});
      loaded.set(name, runCommonJS(name, modules, [], compileSnippet(files[name]!)));
    }
    return loaded.get(name)!;
  };
  return load(names[0]!);
}

/**
 * Runs a snippet (a `.tsx` file whose default export is a component, or files whose
 * first is that file and imports the others) on a fresh copy of
 * the native build (its memos and counters are per copy), for iOS unless `os` says
 * otherwise, then presses the first element
 * with an `onPress` when asked. Returns what the library printed and the host elements.
 */
export async function runSnippet(
  code: string | Record<string, string>,
  {dev = true, then, os}: {dev?: boolean; then?: 'press'; os?: NativeOS} = {},
): Promise<{printed: Printed[]; hosts: HostElement[]}> {
  const {rsd, rendered} = loadNativeBuild(undefined, os);
  (globalThis as {__DEV__?: boolean}).__DEV__ = dev;
  const printed = listen();
  const container = document.createElement('div');
  const root = createRoot(container);
  try {
    await act(async () => {
      const exports = runFiles(typeof code === 'string' ? {'Snippet.tsx': code} : code, rsd);
      root.render(React.createElement(exports.default as React.ComponentType));
    });
    if (then === 'press') {
      const pressable = rendered.find((host) => typeof host.props.onPress === 'function');
      if (!pressable) throw new Error('nothing to press');
      await act(async () => (pressable.props.onPress as () => void)());
    }
    return {printed: [...printed], hosts: [...rendered]};
  } finally {
    await act(async () => root.unmount());
    vi.restoreAllMocks();
    (globalThis as {__DEV__?: boolean}).__DEV__ = true;
  }
}
