/**
 * The web preview frame's one script (built by src/plugins/preview-frame into
 * a hashed file of the site's assets). It runs in an `<iframe sandbox="allow-scripts">`
 * with an opaque origin and a CSP that blocks every request, so the reader's
 * code it runs can reach neither the docs page, nor its storage, nor the
 * network. It talks to the page only over the MessagePort of bridge.ts.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as rsd from 'react-strict-dom';
import * as rsdRuntime from 'react-strict-dom/runtime';
import {asModule, startFrame} from './start';

/** The library's default element CSS, compiled when the runtime is built. */
declare const __PREVIEW_BASE_CSS__: string;

/** The packages the compiled code may require (the compiler allows no others). */
const packages = {
  react: asModule(React),
  'react/jsx-runtime': asModule(jsxRuntime),
  'react-strict-dom': asModule(rsd),
  'react-strict-dom/runtime': asModule(rsdRuntime),
};

startFrame({baseCss: __PREVIEW_BASE_CSS__, packages: async () => packages});
