import type {ComponentType} from 'react';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as rsd from 'react-strict-dom';
import * as rsdRuntime from 'react-strict-dom/runtime';
import {runEntry, type ModuleExports} from './moduleRunner';
import type {CompiledFiles} from './types';
// The library's default element styles, compiled at build time by the
// PostCSS plugin into the examples' stylesheet (see src/plugins/rsd-examples).
// Importing it here puts that stylesheet in every page that runs edited code.
import '../../css/strict.css';

/** An ES module namespace as CommonJS code compiled with `importInterop: 'none'` reads it. */
function asModule(namespace: object): ModuleExports {
  const value = namespace as ModuleExports;
  return {...value, default: value.default ?? value, __esModule: true};
}

/** The packages the compiled code may require: the page's own copies, so React is shared. */
const packages: Record<string, ModuleExports> = {
  react: asModule(React),
  'react/jsx-runtime': asModule(jsxRuntime),
  'react-strict-dom': asModule(rsd),
  'react-strict-dom/runtime': asModule(rsdRuntime),
};

/**
 * Runs compiled files and returns the component the entry exports (its
 * default export unless `exportName` says otherwise), with the page's own
 * React and React Strict DOM. Throws an Error with a reader-facing message
 * when a module throws or the export is missing or not a component. Put the
 * result's CSS in the page with applyCss.
 */
export function evaluate(
  result: CompiledFiles,
  entry: string,
  exportName = 'default',
): ComponentType {
  return runEntry(result, entry, packages, exportName);
}

/**
 * Puts the compiled CSS in `target` (a document, or a shadow root), replacing
 * what an earlier call with the same `id` put there. Use one id per preview.
 * For a preview in an iframe, pass the iframe's document; the library's default
 * element styles live in the page's `rsd-examples` stylesheet, which that
 * document must link too.
 */
export function applyCss(css: string, id: string, target: Document | ShadowRoot = document): void {
  const ownerDocument = 'createElement' in target ? target : target.ownerDocument;
  const selector = `style[data-playground-css="${CSS.escape(id)}"]`;
  let style = target.querySelector<HTMLStyleElement>(selector);
  if (!style) {
    style = ownerDocument.createElement('style');
    style.dataset.playgroundCss = id;
    ('head' in target ? target.head : target).append(style);
  }
  style.textContent = css;
}

/** Removes the CSS applyCss added for `id` (when a preview unmounts). */
export function removeCss(id: string, target: Document | ShadowRoot = document): void {
  target.querySelector(`style[data-playground-css="${CSS.escape(id)}"]`)?.remove();
}
