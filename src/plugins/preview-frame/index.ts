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
import {reactNativeSources} from './reactNativeSources';

/** Name under which Docusaurus reports this plugin; also its folder in `.docusaurus/`. */
export const pluginName = 'preview-frame';

/** The frame runtimes' entries, relative to the site: the web preview's and the native one's. */
export const runtimeEntries = {
  web: 'src/playground/frame/runtime.ts',
  native: 'src/playground/frame/nativeRuntime.ts',
} as const;

export type RuntimeKind = keyof typeof runtimeEntries;

/** The files' names: `assets/js/preview-frame.<hash>.js`, `…/preview-frame-native.<hash>.js`. */
const fileStems: Record<RuntimeKind, string> = {web: pluginName, native: `${pluginName}-native`};

/** The built runtime: its path under the site's output and its code. */
export interface FrameRuntime {
  /** `assets/js/preview-frame.<hash>.js`, relative to the base URL. */
  file: string;
  code: string;
}

/** Both runtimes, as loadContent gives them to configureWebpack. */
type FrameRuntimes = Record<RuntimeKind, FrameRuntime>;

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
 * The syntax the runtimes are written in, for the bundler and for the
 * compiler of our own files alike: without it swc lowers those to ES5, with a
 * generator and spread helper in each module (4 KB gzip of the native
 * runtime) that reach for globals reader code may replace (`Promise`,
 * `Symbol`, `Object.keys`) where native syntax uses the realm's own.
 */
const syntaxTarget = 'es2020';

const swcRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      target: syntaxTarget,
      parser: {syntax: 'typescript', tsx: true},
      transform: {react: {runtime: 'automatic'}},
    },
  },
};

/** The web runtime's own settings: the library's web build, compiled by its preset. */
function webConfig() {
  const rsdDir = fs.realpathSync(path.dirname(require.resolve('react-strict-dom/package.json')));
  return {
    rules: [
      {
        // The library's web build ships css.create calls for its preset to compile.
        test: /\.[cm]?js$/,
        include: rsdDir,
        loader: require.resolve('babel-loader'),
        options: babelOptions,
      },
    ],
    alias: {},
    define: {__PREVIEW_BASE_CSS__: JSON.stringify(defaultElementCss())},
  };
}

/**
 * How the native runtime resolves what the library's native build imports:
 * `react-strict-dom` is its `dist/native` entry (the export condition
 * `react-native` of its package.json), `react-native` is react-native-web
 * plus our shims (src/playground/frame/shims), and the two deep imports of
 * React Native files go to their shims. Exported for the unit test.
 */
export function nativeAliases(siteDir: string): Record<string, string> {
  const shims = path.join(siteDir, 'src/playground/frame/shims');
  const rsdDir = path.dirname(require.resolve('react-strict-dom/package.json'));
  return {
    'react-strict-dom$': path.join(rsdDir, 'dist/native/index.js'),
    'react-native$': path.join(shims, 'reactNative.ts'),
    'react-native/Libraries/Text/TextAncestor$': path.join(shims, 'TextAncestor.ts'),
    'react-native/Libraries/Components/View/ViewNativeComponent$': path.join(
      shims,
      'ViewNativeComponent.ts',
    ),
  };
}

/** The react-native-web modules that get React Native's rule, each from its file in shims/rules. */
const reactNativeRules = {
  'dist/exports/createElement/index.js': 'createElement.ts',
  'dist/exports/View/index.js': 'View.ts',
  'dist/exports/Text/index.js': 'Text.ts',
} as const;

/**
 * React Native's own files (Flow) as the bundler reads them: parsed by
 * Hermes's parser (Babel's own Flow parser lacks syntax they use, such as
 * `as` casts), the types stripped.
 */
const flowOptions = {
  babelrc: false,
  configFile: false,
  plugins: [
    require.resolve('babel-plugin-syntax-hermes-parser'),
    require.resolve('@babel/plugin-transform-flow-strip-types'),
  ],
};

/**
 * The native runtime's own settings: the aliases above; in the library's
 * native build, strict refs made from a facade and a console of its own;
 * React Native's rules on react-native-web's host elements, with React
 * Native's own style processors (`react-native-sources/…`, fetched by
 * reactNativeSources), which print to the same console.
 */
export async function nativeConfig(siteDir: string) {
  const frameDir = path.join(siteDir, 'src/playground/frame');
  const libraryConsole = {
    loader: require.resolve('./libraryConsoleLoader.cjs'),
    options: {console: path.join(frameDir, 'libraryConsole.ts')},
  };
  const sources = fs.realpathSync(await reactNativeSources(siteDir));
  const rnwDir = fs.realpathSync(path.dirname(require.resolve('react-native-web/package.json')));
  const ruleLoaders = Object.entries(reactNativeRules).map(([file, wrapper]) => ({
    test: path.join(rnwDir, file),
    loader: require.resolve('./wrapDefaultExportLoader.cjs'),
    options: {wrapper: path.join(frameDir, 'shims/rules', wrapper)},
  }));
  return {
    rules: [
      {
        test: nativeAliases(siteDir)['react-strict-dom$'],
        use: [
          {
            loader: require.resolve('./strictRefLoader.cjs'),
            options: {facade: path.join(frameDir, 'shims/strictRefFacade.ts')},
          },
          libraryConsole,
        ],
      },
      {
        test: /\.js$/,
        include: sources,
        use: [libraryConsole, {loader: require.resolve('babel-loader'), options: flowOptions}],
      },
      ...ruleLoaders,
    ],
    alias: {
      ...nativeAliases(siteDir),
      'react-native-sources': sources,
      // React Native's own dependency, at the version its release asks for.
      invariant$: require.resolve('invariant'),
    },
    // As in a development build: React Native's checks and the library's messages.
    define: {__DEV__: 'true'},
  };
}

/**
 * Bundles `entry` with Rspack into `outDir/runtime.js`: one minified classic
 * script, nothing split off. An import of an export its module lacks fails
 * the build (`exportsPresence: 'error'`): a library release that needs a
 * React Native export our shims lack stops the site's build, with the
 * export's name, instead of breaking a reader's preview. Rejects with the
 * first error.
 */
export async function bundle(
  siteDir: string,
  outDir: string,
  entry: string,
  settings: {rules: object[]; alias: Record<string, string>; define: Record<string, string>},
): Promise<string> {
  const rspack = loadRspack();
  const compiler = rspack.rspack({
    mode: 'production',
    target: ['web', syntaxTarget],
    context: siteDir,
    entry: path.resolve(siteDir, entry),
    devtool: false,
    output: {path: outDir, filename: 'runtime.js', iife: true, publicPath: ''},
    resolve: {extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'], alias: settings.alias},
    module: {
      parser: {javascript: {exportsPresence: 'error'}},
      rules: [swcRule, ...settings.rules],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        ...settings.define,
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
    throw new Error(`[${pluginName}] ${entry} did not build: ${first?.message}`);
  }
  return fs.readFileSync(path.join(outDir, 'runtime.js'), 'utf8');
}

/**
 * Bundles one frame runtime into one classic script. The web one: React,
 * ReactDOM, the library's web build and runtime, its default element CSS and
 * the bridge; the native one: React, ReactDOM, react-native-web, the library's
 * native build and the shims. An opaque-origin frame cannot load ES modules
 * or chunks without CORS, so nothing is split off.
 */
export async function bundleRuntime(
  siteDir: string,
  outDir: string,
  kind: RuntimeKind = 'web',
): Promise<FrameRuntime> {
  const settings = kind === 'web' ? webConfig() : await nativeConfig(siteDir);
  const code = await bundle(siteDir, path.join(outDir, kind), runtimeEntries[kind], settings);
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  return {file: `assets/js/${fileStems[kind]}.${hash}.js`, code};
}

/** Adds the runtimes to the client build's assets, already minified. */
function emitRuntimes(runtimes: FrameRuntime[]) {
  return {
    // Typed with webpack's API; Rspack's compiler offers the same hooks and calls.
    apply(compiler: Compiler) {
      const {Compilation, sources} = compiler.webpack;
      compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
        compilation.hooks.processAssets.tap(
          {name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
          () => {
            for (const runtime of runtimes) {
              compilation.emitAsset(runtime.file, new sources.RawSource(runtime.code), {
                minimized: true,
              });
            }
          },
        );
      });
    },
  };
}

/**
 * Builds the preview frames' runtimes (src/playground/frame) into two hashed
 * files of the site's assets, each loaded only by a preview frame, and gives
 * their paths to the page's code as `__PREVIEW_FRAME_RUNTIME__` and
 * `__PREVIEW_NATIVE_RUNTIME__`. The same file
 * serves `docusaurus start` and `docusaurus build`.
 */
export default function previewFramePlugin(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir} = context;
  return {
    name: pluginName,

    getPathsToWatch() {
      return [path.join(siteDir, 'src/playground/frame/**/*.{ts,tsx}')];
    },

    async loadContent(): Promise<FrameRuntimes> {
      const outDir = path.join(generatedFilesDir, pluginName);
      // One after the other: two Rspack builds at once only compete for the same cores.
      const web = await bundleRuntime(siteDir, outDir, 'web');
      const native = await bundleRuntime(siteDir, outDir, 'native');
      return {web, native};
    },

    configureWebpack(_config, isServer, {currentBundler}, content) {
      const {web, native} = content as FrameRuntimes;
      const define = new currentBundler.instance.DefinePlugin({
        __PREVIEW_FRAME_RUNTIME__: JSON.stringify(web.file),
        __PREVIEW_NATIVE_RUNTIME__: JSON.stringify(native.file),
      });
      return {plugins: isServer ? [define] : [define, emitRuntimes([web, native])]};
    },
  };
}
