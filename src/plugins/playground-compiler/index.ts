import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

/** Name under which Docusaurus reports this plugin. */
export const pluginName = 'playground-compiler';

/**
 * What the compiler's dependencies import that a browser lacks, or that does
 * nothing in a browser compile, and the small module that stands in for it
 * (src/playground/compiler/standIns). Node built-ins are `fallback`s: they
 * apply only where nothing else resolves, so no other code is affected.
 */
export function standIns(siteDir: string) {
  const standIn = (file: string) => path.join(siteDir, 'src/playground/compiler/standIns', file);
  return {
    fallback: {
      fs: standIn('fs.ts'),
      path: require.resolve('path-browserify'),
      url: standIn('url.ts'),
      assert: standIn('assert.ts'),
    },
    alias: {
      // StyleX's theme-file lookup: answers from the example's own files.
      '@dual-bundle/import-meta-resolve$': standIn('importMetaResolve.ts'),
      browserslist$: standIn('browserslist.ts'),
    },
  };
}

/**
 * Lets the site's bundler build the in-browser compiler's Web Worker
 * (src/playground/compiler/worker.ts: @babel/core and React Strict DOM's
 * preset) from npm's Node-flavoured packages, with stand-ins for `fs`, `path`,
 * `url`, `assert` and browser-target data. The worker chunk loads only when
 * a page first calls `compile`.
 */
export default function playgroundCompilerPlugin(context: LoadContext): Plugin {
  return {
    name: pluginName,
    configureWebpack(_config, isServer) {
      // The server build never starts the worker; Node has the real modules.
      if (isServer) return {};
      const {fallback, alias} = standIns(context.siteDir);
      return {resolve: {fallback, alias}};
    },
  };
}
