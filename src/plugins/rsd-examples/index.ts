import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {platforms as allPlatforms, type Platform} from '../../data/platforms';
import {syntaxTokens} from '../syntax-tokens/tokenize';
import {rsdPresetOptions, styleOptions} from '../../playground/compiler/presetOptions';
import {compileFiles} from '../../playground/compiler/compile';
import {installNodeFs} from '../../playground/compiler/nodeFs';
import {assetUrlSlot, previewFile, previewModule} from '../../playground/compiler/previewEntry';
import type {CompiledRun} from '../../playground/host/previewHost';

/** Name under which Docusaurus reports this plugin; also its folder in `.docusaurus/`. */
export const pluginName = 'rsd-examples';

/** Where example components live, relative to the site. */
export const examplesFolder = 'src/examples';

/** One example found in the examples folder. */
export interface ExampleInfo {
  /** File name without extension, also the exported component's name: `HoverButton`. */
  name: string;
  /** Absolute path of the `.tsx` file. */
  filePath: string;
  /** Path for messages: `src/examples/api/css/create/HoverButton.tsx`. */
  sitePath: string;
  platforms: Platform[];
  /** The component takes a `colorScheme` prop, so the preview passes the site's colour mode. */
  themed: boolean;
  /** Files beside it that it imports, directly or through each other (see findSiblings). */
  siblings: Sibling[];
}

/** A file an example imports from its own folder: code the editor shows as a tab, or an asset. */
export interface Sibling {
  /** Name in the editor: `tokens.css.ts`; an asset's stand-in module is `hills.png.ts`. */
  name: string;
  filePath: string;
  kind: 'code' | 'asset';
}

/**
 * Which emitted files hold the examples' code, written after each client build
 * to `.docusaurus/rsd-examples/chunks.json` for scripts/bench/examples.mjs.
 */
export interface ExampleChunks {
  /** Example name → JS files holding its compiled code. */
  examples: Record<string, string[]>;
  /** The library's runtime, shared by all previews. */
  runtime: string[];
  /** The examples' stylesheet. */
  css: string[];
}

const require = createRequire(import.meta.url);

/**
 * Babel options for the examples: React Strict DOM's preset only, with TS and
 * JSX parsed but left for the site's own compiler. One object for babel-loader
 * and the PostCSS plugin, so class names in the HTML match the CSS. The preset
 * options are shared with the in-browser compiler (src/playground/compiler).
 */
export const babelOptions = {
  babelrc: false,
  configFile: false,
  parserOpts: {plugins: ['jsx', 'typescript']},
  presets: [[require.resolve('react-strict-dom/babel-preset'), rsdPresetOptions]],
};

/** Extensions a relative import may leave out, in the order bundlers try them. */
const codeExtensions = ['.ts', '.tsx', '.js', '.jsx'];
const relativeImport = /^\s*import\s[^'"]*?from\s+['"](\.\/[^'"]+)['"]/gm;

/**
 * The files beside an example that it imports (`./tokens.css` → tokens.css.ts,
 * `./hills.png`), following imports between them, so the editor can compile
 * the example with them. Imports of other folders are not followed: the
 * in-browser compiler only knows the example's own folder.
 */
export function findSiblings(filePath: string): Sibling[] {
  const dir = path.dirname(filePath);
  const found = new Map<string, Sibling>();
  const visit = (file: string) => {
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(relativeImport)) {
      const base = path.join(dir, specifier!);
      if (path.dirname(base) !== dir) continue;
      const code = ['', ...codeExtensions]
        .map((ext) => base + ext)
        .find((f) => codeExtensions.includes(path.extname(f)) && fs.existsSync(f));
      const sibling: Sibling | undefined = code
        ? {name: path.basename(code), filePath: code, kind: 'code'}
        : fs.existsSync(base)
          ? {name: `${path.basename(base)}.ts`, filePath: base, kind: 'asset'}
          : undefined;
      if (!sibling || sibling.filePath === filePath || found.has(sibling.filePath)) continue;
      found.set(sibling.filePath, sibling);
      if (sibling.kind === 'code') visit(sibling.filePath);
    }
  };
  visit(filePath);
  return [...found.values()];
}

/** Example files are PascalCase `.tsx` files; lower-case files (tokens.css.ts, helpers) are not. */
const exampleFile = /^[A-Z][A-Za-z0-9]*\.tsx$/;
const rawQuery = /[?&]raw$/;
const cssChunkName = 'rsd-examples';
const runtimeChunkName = 'rsd-runtime';
/** Chunks named so (webpackChunkName) hold the live editor; see the rsdRuntime group. */
export const editorChunkPrefix = 'live-editor';

function fail(file: string, message: string): never {
  throw new Error(`[${pluginName}] ${file}: ${message}`);
}

/** Reads and checks every example, so a malformed one fails the build with its file name. */
export function findExamples(siteDir: string): ExampleInfo[] {
  const root = path.join(siteDir, examplesFolder);
  if (!fs.existsSync(root)) return [];
  const files = fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => exampleFile.test(path.basename(file)))
    .sort();
  const seen = new Map<string, string>();
  return files.map((file) => {
    const filePath = path.join(root, file);
    const sitePath = path.posix.join(examplesFolder, file.split(path.sep).join('/'));
    const name = path.basename(file, '.tsx');
    const source = fs.readFileSync(filePath, 'utf8');
    const other = seen.get(name);
    if (other)
      fail(sitePath, `an example named ${name} already exists (${other}); names must be unique.`);
    seen.set(name, sitePath);
    if (!new RegExp(`export (?:function|const) ${name}\\b`).test(source)) {
      fail(
        sitePath,
        `export a component named ${name} (the file's name), e.g. \`export function ${name}()\`.`,
      );
    }
    const tag = /@platforms\s+([^\n*]+)/.exec(source);
    if (!tag)
      fail(
        sitePath,
        `add a \`@platforms\` tag to its leading comment, e.g. \`@platforms web android ios\`.`,
      );
    const platforms = tag[1].trim().split(/[\s,]+/);
    for (const platform of platforms) {
      if (!(allPlatforms as readonly string[]).includes(platform)) {
        fail(
          sitePath,
          `unknown platform "${platform}" in @platforms; use ${allPlatforms.join(', ')}.`,
        );
      }
    }
    return {
      name,
      filePath,
      sitePath,
      platforms: platforms as Platform[],
      themed: /\bcolorScheme\b/.test(source),
      siblings: findSiblings(filePath),
    };
  });
}

/**
 * The module a page imports as `@example/<Name>`: the file's text for the code
 * block, its component, and the examples' stylesheet. It is imported by the
 * pages that show the example, so all of it rides with those pages' chunks,
 * never the main bundle; the split-chunk groups below then move the compiled
 * code and CSS out into files of their own.
 *
 * A static import, not React.lazy: the preview must be rendered when the page
 * hydrates. Left behind a Suspense boundary it hydrates later, and updates
 * that reach such boundaries during hydration (the site's colour mode, set in
 * an effect) were lost in testing. A static import also keeps the async-module
 * and chunk-name code out of the webpack runtime every page loads.
 *
 * The sibling files' sources are needed only once a reader edits the example,
 * so they come from a module of their own, imported on demand.
 */
export function exampleModule(
  example: ExampleInfo,
  strictCss: string,
  codeOfModule: string,
  siblingsModule: string,
  nativeFile?: string,
  webFile?: string,
): string {
  const meta = {
    name: example.name,
    file: path.basename(example.filePath),
    platforms: example.platforms,
    themed: example.themed,
  };
  // The source arrives highlighted (syntax tokens); its plain text is derived from them.
  const tokens = syntaxTokens(fs.readFileSync(example.filePath, 'utf8'), 'tsx');
  const siblings = example.siblings.length
    ? `() => import(${JSON.stringify(siblingsModule)})`
    : 'undefined';
  // A file's URL, not a chunk: no entry in the webpack runtime every page loads. Its assets'
  // URLs come from the bundler, which the example's own code already asks for them.
  const assets = example.siblings.filter((sibling) => sibling.kind === 'asset');
  const assetUrls = `[${assets.map((_, i) => `a${i}`).join(', ')}]`;
  const native = nativeFile ? `{url: nativeUrl, assets: ${assetUrls}}` : 'undefined';
  const web = webFile ? `{url: webUrl, assets: ${assetUrls}}` : 'undefined';
  const nativeImports = [
    ...(nativeFile
      ? [`import nativeUrl from ${JSON.stringify(`${nativeFile}?${nativeQuery}`)};`]
      : []),
    ...(webFile ? [`import webUrl from ${JSON.stringify(`${webFile}?${webQuery}`)};`] : []),
    ...(nativeFile || webFile
      ? assets.map((asset, i) => `import a${i} from ${JSON.stringify(asset.filePath)};`)
      : []),
  ];
  return `import ${JSON.stringify(strictCss)};
import {codeOf} from ${JSON.stringify(codeOfModule)};
import {${example.name} as Component} from ${JSON.stringify(example.filePath)};
${nativeImports.map((line) => `${line}\n`).join('')}
const tokens = ${JSON.stringify(tokens)};
export default {...${JSON.stringify(meta)}, tokens, source: codeOf(tokens), Component, siblings: ${siblings}, native: ${native}, web: ${web}};
`;
}

/** What a bundler makes of an asset (`./hills.png`): a module whose default export is its URL. */
function assetStandIn(filePath: string, url: string): string {
  return `// What a bundler makes of ./${path.basename(filePath)}: the file's URL.\nexport default ${url};\n`;
}

/** The queries that make an example's native and web builds files of their own (asset/resource). */
const nativeQuery = 'native-preview';
const webQuery = 'web-preview';

/** Stands for an asset's URL in the source the editor shows, where it is not yet quoted. */
const urlSlot = '__rsd_example_asset_url__';

/**
 * `@example/<Name>.native.json` and `@example/<Name>.web.json`: the example compiled for
 * the native and the web preview at build time, as the editor's compiler would in the
 * browser (the same preset, the same preview entry), so an unedited example's Native view
 * and its first Edit need no compiler (the compiler loads when the reader changes the
 * code). Each is emitted as a file the view fetches; its assets' URLs, known only to the
 * bundler, are slots the view fills (assetUrlSlot). A compile error fails the build.
 */
export function previewBuild(example: ExampleInfo, platform: 'web' | 'native'): CompiledRun {
  const file = path.basename(example.filePath);
  const assets = example.siblings.filter((sibling) => sibling.kind === 'asset');
  const files: Record<string, string> = {[file]: fs.readFileSync(example.filePath, 'utf8')};
  for (const sibling of example.siblings) {
    files[sibling.name] =
      sibling.kind === 'code'
        ? fs.readFileSync(sibling.filePath, 'utf8')
        : assetStandIn(sibling.filePath, JSON.stringify(assetUrlSlot(assets.indexOf(sibling))));
  }
  // StyleX reads theme files (`tokens.css.ts`) with fs: it answers from the compile's files.
  installNodeFs();
  const result = compileFiles(
    {...files, [previewFile]: previewModule(file)},
    previewFile,
    platform,
  );
  if (!result.ok)
    fail(example.sitePath, `does not compile for ${platform}: ${result.error.message}`);
  // The native preview takes no stylesheet: its styles are the native build's own.
  return {entry: previewFile, css: platform === 'web' ? result.css : '', modules: result.modules};
}

/** The example compiled for the native preview (see previewBuild). */
export const nativeBuild = (example: ExampleInfo): CompiledRun => previewBuild(example, 'native');

/**
 * `import('@example/<Name>.siblings')`: file name → source of each sibling.
 * An asset becomes the module a bundler makes of it, a default export of its URL.
 */
export function siblingsModule(example: ExampleInfo): string {
  const imports = example.siblings.map(
    (sibling, i) =>
      `import s${i} from ${JSON.stringify(sibling.kind === 'code' ? `${sibling.filePath}?raw` : sibling.filePath)};`,
  );
  const entries = example.siblings.map((sibling, i) => {
    const text =
      sibling.kind === 'code'
        ? `s${i}`
        : `${JSON.stringify(assetStandIn(sibling.filePath, urlSlot))}.replace(${JSON.stringify(urlSlot)}, JSON.stringify(s${i}))`;
    return `  ${JSON.stringify(sibling.name)}: ${text},`;
  });
  return `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
}

interface ModuleLike {
  resource?: string;
  /** A scope-hoisted module's parts. */
  modules?: ModuleLike[];
}

/** The files behind a module, looking inside scope-hoisted (concatenated) ones. */
function resources(module: ModuleLike): string[] {
  return module.modules
    ? module.modules.flatMap(resources)
    : module.resource
      ? [module.resource]
      : [];
}

/** Records which emitted files hold which example (see ExampleChunks). */
function chunkReporter(examplesDir: string, rsdDir: string, outFile: string) {
  return {
    // Typed with webpack's API; Rspack's compiler offers the same hooks and calls.
    apply(compiler: Compiler) {
      compiler.hooks.afterEmit.tap(pluginName, (compilation) => {
        const report: ExampleChunks = {examples: {}, runtime: [], css: []};
        for (const chunk of compilation.chunks) {
          const files = [...chunk.files];
          for (const resource of compilation.chunkGraph
            .getChunkModules(chunk)
            .flatMap((module) => resources(module as ModuleLike))) {
            if (
              resource.startsWith(examplesDir) &&
              !rawQuery.test(resource) &&
              exampleFile.test(path.basename(resource))
            ) {
              const name = path.basename(resource, '.tsx');
              report.examples[name] = [
                ...new Set([
                  ...(report.examples[name] ?? []),
                  ...files.filter((f) => f.endsWith('.js')),
                ]),
              ];
            } else if (resource.startsWith(rsdDir)) {
              report.runtime = [
                ...new Set([...report.runtime, ...files.filter((f) => f.endsWith('.js'))]),
              ];
            }
          }
          report.css.push(
            ...files.filter(
              (f) => path.basename(f).startsWith(`${cssChunkName}.`) && f.endsWith('.css'),
            ),
          );
        }
        fs.mkdirSync(path.dirname(outFile), {recursive: true});
        fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
      });
    },
  };
}

/**
 * Compiles the React Strict DOM examples in `src/examples/` with the library's
 * own web setup: its Babel preset (a `pre` rule, so the site's SWC still strips
 * types and JSX afterwards) and its PostCSS plugin, which fills
 * `src/css/strict.css` with the extracted atomic CSS. The rest of the site
 * keeps its own compiler. Each example becomes an importable module
 * `@example/<Name>` (source text plus component). The compiled examples, the
 * library's runtime and the CSS go to files that only pages showing examples
 * load; the CSS is linked from those pages' HTML, so previews are styled
 * before any script runs.
 */
export default function rsdExamplesPlugin(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir} = context;
  const examplesDir = path.join(siteDir, examplesFolder);
  const strictCss = path.join(siteDir, 'src/css/strict.css');
  const codeOfModule = path.join(siteDir, 'src/plugins/syntax-tokens/codeOf.ts');
  const generatedDir = path.join(generatedFilesDir, pluginName, 'default');
  // Real paths: webpack resolves the symlinked node_modules to them.
  const rsdDir = fs.realpathSync(path.dirname(require.resolve('react-strict-dom/package.json')));
  const inExamples = (module: {nameForCondition?: () => string | null}) =>
    module.nameForCondition?.()?.startsWith(examplesDir + path.sep) ?? false;

  return {
    name: pluginName,

    getPathsToWatch() {
      return [`${examplesDir}/**/*.{ts,tsx}`];
    },

    // Runs again when a watched file changes, so new examples appear in `docusaurus start`.
    async contentLoaded({actions}) {
      for (const example of findExamples(siteDir)) {
        const siblings = await actions.createData(
          `${example.name}.siblings.js`,
          siblingsModule(example),
        );
        const native = example.platforms.some((p) => p === 'android' || p === 'ios')
          ? await actions.createData(
              `${example.name}.native.json`,
              JSON.stringify(nativeBuild(example)),
            )
          : undefined;
        const web = await actions.createData(
          `${example.name}.web.json`,
          JSON.stringify(previewBuild(example, 'web')),
        );
        await actions.createData(
          `${example.name}.js`,
          exampleModule(example, strictCss, codeOfModule, siblings, native, web),
        );
      }
    },

    configureWebpack(_config, isServer) {
      return {
        resolve: {alias: {'@example': generatedDir}},
        module: {
          rules: [
            {
              // An example's native build: a file the Native view fetches (see previewBuild).
              test: /\.native\.json$/,
              resourceQuery: new RegExp(`^\\?${nativeQuery}$`),
              type: 'asset/resource',
              generator: {
                filename: 'assets/native-examples/[name].[contenthash:8][ext]',
                emit: !isServer,
              },
            },
            {
              // Its web build: a file the first Edit fetches (see previewBuild).
              test: /\.web\.json$/,
              resourceQuery: new RegExp(`^\\?${webQuery}$`),
              type: 'asset/resource',
              generator: {
                filename: 'assets/web-examples/[name].[contenthash:8][ext]',
                emit: !isServer,
              },
            },
            {
              // RSD's own dist/web ships uncompiled css.create calls, so it goes through too.
              test: /\.[cm]?[jt]sx?$/,
              include: [examplesDir, rsdDir],
              enforce: 'pre',
              resourceQuery: {not: [rawQuery]},
              use: [{loader: require.resolve('babel-loader'), options: babelOptions}],
            },
          ],
        },
        plugins:
          isServer || process.env.NODE_ENV !== 'production'
            ? []
            : [
                chunkReporter(
                  examplesDir,
                  rsdDir,
                  path.join(generatedFilesDir, pluginName, 'chunks.json'),
                ),
              ],
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  // Above Docusaurus's `styles` group (priority 50), which would put this
                  // CSS in the stylesheet every page loads.
                  rsdExamplesCss: {
                    name: cssChunkName,
                    type: 'css/mini-extract',
                    test: (module: {nameForCondition?: () => string | null}) =>
                      module.nameForCondition?.() === strictCss,
                    chunks: 'async',
                    enforce: true,
                    priority: 60,
                  },
                  // The library's runtime, one file shared by every page with previews.
                  // Not the editor's chunks: they use all of the library, and would
                  // make this file, which every page with a preview loads, grow.
                  rsdRuntime: {
                    name: runtimeChunkName,
                    // The web runtime only: the playground compiler's worker uses the
                    // library's Babel preset and StyleX's Babel plugin, which must stay there.
                    test: /[\\/]node_modules[\\/](react-strict-dom[\\/]dist|styleq|@stylexjs[\\/]stylex)[\\/]/,
                    chunks: (chunk: {name?: string | null; canBeInitial(): boolean}) =>
                      !chunk.canBeInitial() && !chunk.name?.startsWith(editorChunkPrefix),
                    enforce: true,
                    priority: 45,
                  },
                  // Compiled examples, out of the pages' chunks (prefetching a page
                  // fetches only its own chunk). Unnamed: grouped by the pages using them.
                  rsdExamples: {
                    test: (module: {nameForCondition?: () => string | null; type?: string}) =>
                      inExamples(module) &&
                      module.type !== 'asset/source' &&
                      !module.type?.startsWith('css'),
                    chunks: 'async',
                    enforce: true,
                    priority: 44,
                  },
                },
              },
            },
      };
    },

    configurePostCss(options) {
      options.plugins.unshift(
        require('react-strict-dom/postcss-plugin')({
          // Globs resolve against cwd: without it, a build run from another
          // folder succeeds with no example CSS at all.
          cwd: siteDir,
          include: [`${examplesFolder}/**/*.{ts,tsx}`],
          useCSSLayers: styleOptions.useLayers,
          babelConfig: babelOptions,
        }),
      );
      return options;
    },
  };
}
