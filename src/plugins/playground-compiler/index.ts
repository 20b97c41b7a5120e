import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

/** Name under which Docusaurus reports this plugin. */
export const pluginName = 'playground-compiler';

/**
 * The worker's chunk name (client.ts names its Worker so); its code is in
 * `assets/js/<workerChunk>.*.js` and `<workerChunk>-lib.*.js`.
 */
export const workerChunk = 'rsd-playground-compiler';

/** The compiler and the packages it bundles: the modules whose imports get the stand-ins. */
const compilerModules =
  /[\\/](src[\\/]playground[\\/]compiler|node_modules[\\/](@babel|@stylexjs|@dual-bundle|react-strict-dom[\\/]babel))[\\/]/;

/**
 * What the compiler's dependencies import that a browser lacks, or that does
 * nothing in a browser compile, and the small module that stands in for it
 * (src/playground/compiler/standIns). Node built-ins are `fallback`s: they
 * apply only where nothing else resolves.
 */
export function standIns(siteDir: string) {
  const standIn = (file: string) => path.join(siteDir, 'src/playground/compiler/standIns', file);
  const noSourceMaps = standIn('noSourceMaps.ts');
  // The TypeScript plugin uses one function of this package (~170 KB): load only its file.
  const fromTypeScriptPlugin = createRequire(require.resolve('@babel/plugin-transform-typescript'));
  const classFeatures = path.join(
    path.dirname(fromTypeScriptPlugin.resolve('@babel/helper-create-class-features-plugin')),
    'misc.js',
  );
  return {
    fallback: {
      fs: standIn('fs.ts'),
      path: require.resolve('path-browserify'),
      url: standIn('url.ts'),
      assert: standIn('assert.cjs'),
    },
    alias: {
      // StyleX's theme-file lookup: answers from the example's own files.
      '@dual-bundle/import-meta-resolve$': standIn('importMetaResolve.ts'),
      '@babel/helper-compilation-targets$': standIn('compilationTargets.ts'),
      '@babel/helpers$': standIn('babelHelpers.ts'),
      '@babel/helper-create-class-features-plugin$': classFeatures,
      debug$: standIn('debug.cjs'),
      semver$: standIn('semver.ts'),
      '@jridgewell/gen-mapping$': noSourceMaps,
      '@jridgewell/trace-mapping$': noSourceMaps,
      '@jridgewell/remapping$': noSourceMaps,
      'convert-source-map$': noSourceMaps,
    },
  };
}

/**
 * Lets the site's bundler build the in-browser compiler's Web Worker
 * (src/playground/compiler/worker.ts: @babel/core and React Strict DOM's
 * preset) from npm's Node-flavoured packages, with stand-ins for `fs`, `path`,
 * `url`, `assert`, and for parts that do nothing in a browser compile
 * (browser-target data, Babel helpers, source maps, debug logging). The worker chunk loads only when
 * a page first calls `compile`.
 */
export default function playgroundCompilerPlugin(context: LoadContext): Plugin {
  const clientFile = path.join(context.siteDir, 'src/playground/compiler/client.ts');
  return {
    name: pluginName,
    configureWebpack(_config, isServer) {
      if (isServer) {
        // Pages render on the server without ever starting the worker: don't bundle it there.
        return {module: {rules: [{test: clientFile, parser: {worker: false, url: false}}]}};
      }
      return {
        module: {
          rules: [
            // Only the compiler's own code and what it imports sees the stand-ins.
            {test: compilerModules, resolve: standIns(context.siteDir)},
          ],
        },
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Everything the worker runs in one file of its own: otherwise the site's
              // groups would move React Strict DOM's Babel files into the preview
              // runtime every example page loads, and the rest into shared chunks.
              [workerChunk]: {
                name: `${workerChunk}-lib`,
                chunks: (chunk: {name?: string | null}) => chunk.name === workerChunk,
                enforce: true,
                priority: 100,
              },
            },
          },
        },
      };
    },
  };
}
