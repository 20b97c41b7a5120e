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
      'js-tokens$': standIn('jsTokens.cjs'),
      semver$: standIn('semver.ts'),
      '@jridgewell/gen-mapping$': noSourceMaps,
      '@jridgewell/trace-mapping$': noSourceMaps,
      '@jridgewell/remapping$': noSourceMaps,
      'convert-source-map$': noSourceMaps,
    },
  };
}

/** Exact text edits to one package file (see trimLoader.cjs), with the reason. */
export interface Trim {
  /** The file, relative to node_modules. */
  file: string;
  why: string;
  /** `find` replaced, or the text from `from` up to (not including) `to`. */
  edits: ({find: string; replace: string} | {from: string; to: string; replace: string})[];
}

/** The node printers a file of @babel/generator's `generators/` exports, read from the installed one. */
function printerNames(kind: string): string[] {
  // The package first: its files require each other in a cycle that must start at its entry.
  const entry = require.resolve('@babel/generator');
  require(entry);
  const generators = path.join(path.dirname(entry), 'generators');
  return Object.keys(require(path.join(generators, `${kind}.js`)) as object).filter(
    (name) => !name.startsWith('_'),
  );
}

/**
 * Parts of bundled packages the playground compile never reaches, cut out of
 * files that cannot be swapped whole, or a file's import pointed at a smaller
 * stand-in. Each edit leaves code the minifier then drops as unused.
 */
export function trims(siteDir: string): Trim[] {
  const standIn = (file: string) =>
    JSON.stringify(path.join(siteDir, 'src/playground/compiler/standIns', file));
  return [
    {
      file: '@babel/parser/lib/index.js',
      why:
        'The parser runs with the jsx and typescript plugins only: its Flow and ESTree mixins ' +
        '(about a fifth of the file) are never applied, nor are v8intrinsic and placeholders ' +
        '(@babel/template asks for placeholders, but no template the worker runs has a %%name%%).',
      edits: [
        {find: '  estree,\n  jsx,\n  flow,\n  typescript,', replace: '  jsx,\n  typescript,'},
        {find: '  v8intrinsic,\n  placeholders\n', replace: ''},
      ],
    },
    {
      file: '@babel/parser/lib/index.js',
      why:
        'The Flow and placeholders mixins the edit above leaves unused, with their error ' +
        'messages and helpers: the messages are made by a call the minifier must keep.',
      edits: [
        {from: 'const reservedTypes = new Set([', to: 'const entities = {', replace: ''},
        {
          from: 'const PlaceholderErrors = ParseErrorEnum`placeholders`({',
          to: 'var v8intrinsic = superClass =>',
          replace: '',
        },
      ],
    },
    {
      file: '@babel/parser/lib/index.js',
      why:
        'The parser inlines its own copy of @babel/helper-validator-identifier (Unicode ' +
        'identifier tables and reserved words), which @babel/types bundles too: one copy.',
      edits: [
        {
          from: 'let nonASCIIidentifierStartChars = ',
          to: 'function isIteratorStart(',
          replace:
            'const {isIdentifierStart, isIdentifierChar, isReservedWord, isStrictReservedWord, ' +
            'isStrictBindOnlyReservedWord, isStrictBindReservedWord, isKeyword} = ' +
            'require("@babel/helper-validator-identifier");\n',
        },
      ],
    },
    {
      file: '@stylexjs/babel-plugin/lib/index.js',
      why:
        'The plugin inlines its own copy of @babel/helper-module-imports, which the worker ' +
        "bundles anyway for React Strict DOM's plugin: one copy.",
      edits: [
        {
          find: 'var libExports$2 = requireLib$2();',
          replace: 'var libExports$2 = require("@babel/helper-module-imports");',
        },
      ],
    },
    {
      file: '@stylexjs/babel-plugin/lib/index.js',
      why:
        "React Strict DOM's preset leaves `enableMediaQueryOrder` off, the only use of the " +
        'CSS value parser the plugin bundles (its media-query reordering): that parser goes.',
      edits: [
        {find: 'var libExports = requireLib();', replace: ''},
        {
          find: 'options.enableMediaQueryOrder ? libExports.lastMediaQueryWinsTransform(style) : style',
          replace: 'style',
        },
      ],
    },
    {
      file: '@stylexjs/babel-plugin/lib/index.js',
      why:
        "React Strict DOM's preset sets `styleResolution: 'property-specificity'`: the " +
        'shorthand expansions of the two other resolutions (and the value parser only ' +
        'the legacy one splits values with) go.',
      edits: [
        // Their tables refer to themselves, which keeps the minifier from dropping them. The
        // value parser between them stays: the value normalizers use it.
        {from: 'const shorthands$2 = {', to: 'var parse;', replace: ''},
        {from: 'function printNode(node) {', to: 'const shorthands = {', replace: ''},
        {
          find: "  'application-order': expansions$3,\n  'property-specificity': expansions$1,\n  'legacy-expand-shorthands': expansions$2\n",
          replace: "  'property-specificity': expansions$1\n",
        },
      ],
    },
    {
      file: '@babel/core/lib/parser/index.js',
      why:
        "The message for syntax behind a parser plugin (decorators, say): Babel's advice on " +
        'which plugin to add to a Babel config is no help in the playground.',
      edits: [
        {
          find: 'require("./util/missing-plugin-helper.js")',
          replace: `require(${standIn('missingPlugin.cjs')})`,
        },
      ],
    },
    {
      file: '@babel/core/lib/index.js',
      why: 'buildExternalHelpers, an API for writing out Babel helpers, which the worker never calls.',
      edits: [{find: 'require("./tools/build-external-helpers.js")', replace: '{}'}],
    },
    {
      file: '@babel/core/lib/config/config-chain.js',
      why: 'The config printer behind BABEL_SHOW_CONFIG_FOR: the worker has no environment.',
      edits: [
        {find: 'require("./printer.js")', replace: `require(${standIn('configPrinter.cjs')})`},
      ],
    },
    {
      file: '@babel/core/lib/errors/rewrite-stack-trace.js',
      why:
        "Babel's rewriting of error stacks to hide its own frames (on where the engine allows " +
        'it): the playground shows an error’s message and place, never its stack.',
      edits: [
        {
          from: 'const SUPPORTED = ',
          to: 'const START_HIDING',
          replace: 'const SUPPORTED = false;\n',
        },
      ],
    },
    {
      file: '@babel/core/lib/config/validation/options.js',
      why:
        "Babel's option validation (an assertion per option, messages for removed ones): the " +
        "worker passes one fixed set of options (compile.ts) and React Strict DOM's preset, " +
        'which the unit tests run through the real validation in Node.',
      edits: [
        {
          from: 'var _removed = require("./removed.js");',
          to: '0 && 0;',
          replace:
            'exports.assumptionsNames = new Set();\n' +
            'function validate(type, opts) {\n  return opts;\n}\n' +
            'function checkNoUnwrappedItemOptionPairs() {}\n',
        },
      ],
    },
    {
      file: '@babel/types/lib/index.js',
      why: 'Its written-out assertX functions: the stand-in makes the same ones from the isX validators.',
      edits: [
        {
          find: 'require("./asserts/generated/index.js")',
          replace: `require(${standIn('babelTypesAsserts.cjs')})`,
        },
      ],
    },
    {
      file: '@babel/types/lib/builders/generated/index.js',
      why:
        'Its deprecated upper-case builder aliases (t.Identifier() for t.identifier()): ' +
        'no package the worker bundles calls one.',
      edits: [{find: 'require("./uppercase.js")', replace: '{}'}],
    },
    {
      file: '@babel/generator/lib/generators/index.js',
      why: 'Flow and TypeScript printers: by the time code is printed, no type is left (see the stand-in).',
      edits: ['flow', 'typescript'].map((kind) => ({
        find: `require("./${kind}.js")`,
        replace: `require(${standIn('generatorTypeSyntax.cjs')})(${JSON.stringify(printerNames(kind))})`,
      })),
    },
    {
      file: '@babel/generator/lib/generators/classes.js',
      why: 'The two helpers class members print with, from the same stand-in.',
      edits: ['flow', 'typescript'].map((kind) => ({
        find: `require("./${kind}.js")`,
        replace: `require(${standIn('generatorTypeSyntax.cjs')})([])`,
      })),
    },
  ];
}

/** The module rules that build the compiler for the browser: stand-ins, then trims. */
export function compilerRules(siteDir: string): object[] {
  return [
    // Only the compiler's own code and what it imports sees the stand-ins.
    {test: compilerModules, resolve: standIns(siteDir)},
    ...trims(siteDir).map(({file, edits}) => ({
      test: (resource: string) =>
        resource.split(path.sep).join('/').endsWith(`/node_modules/${file}`),
      loader: path.join(siteDir, 'src/plugins/playground-compiler/trimLoader.cjs'),
      options: {edits},
    })),
  ];
}

/**
 * Lets the site's bundler build the in-browser compiler's Web Worker
 * (src/playground/compiler/worker.ts: @babel/core and React Strict DOM's
 * preset) from npm's Node-flavoured packages, with stand-ins for `fs`, `path`,
 * `url`, `assert`, and for parts that do nothing in a browser compile
 * (browser-target data, Babel helpers, source maps, debug logging), and with
 * the `trims` above. The worker chunk loads only when a page first calls
 * `compile`.
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
        module: {rules: compilerRules(context.siteDir)},
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
