import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {transformFileSync, type TransformOptions} from '@babel/core';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import rsdPreset, {type StyleRule} from 'react-strict-dom/babel-preset';
import {babelOptions} from '../rsd-examples';
import {styleOptions} from '../../playground/compiler/presetOptions';

/** Name under which Docusaurus reports this plugin; also its folder in `.docusaurus/`. */
export const pluginName = 'preview-frame';

/** The frame runtime's entry (src/playground/frame/runtime.ts), relative to the site. */
export const runtimeEntry = 'src/playground/frame/runtime.ts';

/** The built runtime: its path under the site's output and its code. */
export interface FrameRuntime {
  /** `assets/js/preview-frame.<hash>.js`, relative to the base URL. */
  file: string;
  code: string;
}

const require = createRequire(import.meta.url);

/**
 * Rspack, the bundler Docusaurus Faster brings (and pins): the runtime is
 * built with the same one as the site, not a second bundler of our own.
 */
function loadRspack(): typeof import('@rspack/core') {
  const fromFaster = createRequire(require.resolve('@docusaurus/faster/package.json'));
  return fromFaster('@rspack/core');
}

/**
 * The library's default element CSS: the atomic CSS of its own web build and
 * runtime, compiled with the examples' Babel options, as its PostCSS plugin
 * would put it in an app's stylesheet.
 */
export function defaultElementCss(): string {
  const files = [require.resolve('react-strict-dom'), require.resolve('react-strict-dom/runtime')];
  const rules = files.flatMap((file) => {
    const result = transformFileSync(file, {...(babelOptions as TransformOptions), code: false});
    return (result?.metadata as {stylex?: StyleRule[]} | undefined)?.stylex ?? [];
  });
  return rsdPreset.generateStyles(rules, styleOptions);
}

/**
 * Bundles the frame runtime into one classic script: React, ReactDOM, the
 * library's web build and runtime, its default element CSS and the bridge.
 * An opaque-origin frame cannot load ES modules or chunks without CORS, so
 * nothing is split off.
 */
export async function bundleRuntime(siteDir: string, outDir: string): Promise<FrameRuntime> {
  const rspack = loadRspack();
  const rsdDir = fs.realpathSync(path.dirname(require.resolve('react-strict-dom/package.json')));
  const compiler = rspack.rspack({
    mode: 'production',
    target: ['web', 'es2020'],
    context: siteDir,
    entry: path.join(siteDir, runtimeEntry),
    devtool: false,
    output: {path: outDir, filename: 'runtime.js', iife: true, publicPath: ''},
    resolve: {extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs']},
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: {syntax: 'typescript', tsx: true},
              transform: {react: {runtime: 'automatic'}},
            },
          },
        },
        {
          // The library's web build ships css.create calls for its preset to compile.
          test: /\.[cm]?js$/,
          include: rsdDir,
          loader: require.resolve('babel-loader'),
          options: babelOptions,
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        __PREVIEW_BASE_CSS__: JSON.stringify(defaultElementCss()),
      }),
    ],
    optimization: {splitChunks: false, runtimeChunk: false, minimize: true},
    performance: false,
  });
  const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) {
    const [first] = stats.toJson({errors: true}).errors ?? [];
    throw new Error(`[${pluginName}] the preview frame's runtime did not build: ${first?.message}`);
  }
  const code = fs.readFileSync(path.join(outDir, 'runtime.js'), 'utf8');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  return {file: `assets/js/${pluginName}.${hash}.js`, code};
}

/** Adds the runtime to the client build's assets, already minified. */
function emitRuntime(runtime: FrameRuntime) {
  return {
    // Typed with webpack's API; Rspack's compiler offers the same hooks and calls.
    apply(compiler: Compiler) {
      const {Compilation, sources} = compiler.webpack;
      compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
        compilation.hooks.processAssets.tap(
          {name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
          () =>
            compilation.emitAsset(runtime.file, new sources.RawSource(runtime.code), {
              minimized: true,
            }),
        );
      });
    },
  };
}

/**
 * Builds the preview frame's runtime (src/playground/frame) into one hashed
 * file of the site's assets, loaded only by a preview frame, and gives its
 * path to the page's code as `__PREVIEW_FRAME_RUNTIME__`. The same file
 * serves `docusaurus start` and `docusaurus build`.
 */
export default function previewFramePlugin(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir} = context;
  return {
    name: pluginName,

    getPathsToWatch() {
      return [path.join(siteDir, 'src/playground/frame/**/*.{ts,tsx}')];
    },

    loadContent() {
      return bundleRuntime(siteDir, path.join(generatedFilesDir, pluginName));
    },

    configureWebpack(_config, isServer, {currentBundler}, content) {
      const runtime = content as FrameRuntime;
      const define = new currentBundler.instance.DefinePlugin({
        __PREVIEW_FRAME_RUNTIME__: JSON.stringify(runtime.file),
      });
      return {plugins: isServer ? [define] : [define, emitRuntime(runtime)]};
    },
  };
}
