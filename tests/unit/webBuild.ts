import {createRequire} from 'node:module';
import path from 'node:path';
import React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import {vi} from 'vitest';
import {compileFiles} from '@site/src/playground/compiler/compile';
import {installNodeFs} from '@site/src/playground/compiler/nodeFs';
import {runEntry, type ModuleExports} from '@site/src/playground/frame/moduleRunner';
import {runCommonJS} from './nativeBuild';

/**
 * Runs code on react-strict-dom's web build in Node, as a bundler with the library's
 * Babel preset would build it: the package's own web files compiled by the preset
 * (or not, to show what goes wrong), a program's files compiled as the playground
 * compiles them, rendered to HTML with react-dom/server, what it printed recorded.
 */

const require = createRequire(import.meta.url);
const rsdDir = path.dirname(require.resolve('react-strict-dom/package.json'));
const presetPath = require.resolve('react-strict-dom/babel-preset');
const presetOptions = {debug: false, dev: false, platform: 'web'};
// The site has no @types/react-dom; this is the one function used.
const {renderToString} = require('react-dom/server') as {
  renderToString(element: React.ReactElement): string;
};

/** What a render printed to the console, and its HTML (empty when it threw). */
export interface Run {
  html: string;
  messages: string[];
}

/** Renders with console.warn and console.error recorded; a throw becomes a message. */
export function recorded(render: () => string): Run {
  const messages: string[] = [];
  const record = (...args: unknown[]) => void messages.push(args.map(String).join(' '));
  const warn = vi.spyOn(console, 'warn').mockImplementation(record);
  const error = vi.spyOn(console, 'error').mockImplementation(record);
  try {
    return {html: render(), messages};
  } catch (thrown) {
    return {html: '', messages: [...messages, (thrown as Error).message]};
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
}

const common = {react: React, 'react/jsx-runtime': jsxRuntime} as Record<string, ModuleExports>;

/** The package's web files, compiled as the bundler would: with the preset, or without. */
export function webPackage(compile: (file: string) => boolean): Record<string, ModuleExports> {
  installNodeFs();
  const load = (file: string) => {
    const filePath = path.join(rsdDir, 'dist/web', file);
    return runCommonJS(filePath, {}, compile(filePath) ? [[presetPath, presetOptions]] : []);
  };
  return {
    ...common,
    'react-strict-dom': load('index.js'),
    'react-strict-dom/runtime': load('runtime.js'),
  };
}

let compiledPackage: Record<string, ModuleExports> | undefined;

/** The package's web build as an app gets it, compiled once per test file. */
export const webBuild = () => (compiledPackage ??= webPackage(() => true));

/**
 * Compiles `files` for the web and renders each of `exportNames` of `entry` with
 * `packages` (the compiled web build unless given): the HTML, what it printed, and
 * the CSS the preset made of the files' styles.
 */
export function renderWeb(
  files: Record<string, string>,
  {
    entry = Object.keys(files)[0]!,
    exportNames = ['default'],
    packages = webBuild(),
  }: {entry?: string; exportNames?: string[]; packages?: Record<string, ModuleExports>} = {},
): Run & {css: string} {
  installNodeFs();
  // A web bundler never reads the `.native` twin of a module.
  const web = Object.fromEntries(
    Object.entries(files).filter(([name]) => !/\.native\./.test(name)),
  );
  const compiled = compileFiles(web, entry, 'web');
  if (!compiled.ok) throw new Error(`does not compile: ${compiled.error.message}`);
  const run = recorded(() =>
    exportNames
      .map((name) => renderToString(React.createElement(runEntry(compiled, entry, packages, name))))
      .join(''),
  );
  return {...run, css: compiled.css};
}
