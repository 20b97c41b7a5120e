import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Name under which Docusaurus reports this plugin; also its folder in `.docusaurus/`. */
export const pluginName = 'rsd-examples';

/** Where example components live, relative to the site. */
export const examplesFolder = 'src/examples';

/** Platforms an example may claim to run on (its `@platforms` tag). */
export const platformNames = ['web', 'android', 'ios'] as const;
export type PlatformName = (typeof platformNames)[number];

/** One example found in the examples folder (the plugin's loaded content). */
export interface ExampleInfo {
  /** File name without extension, also the exported component's name: `HoverButton`. */
  name: string;
  /** Absolute path of the `.tsx` file. */
  filePath: string;
  /** Path shown to readers: `src/examples/api/css/create/HoverButton.tsx`. */
  sitePath: string;
  platforms: PlatformName[];
  /** The component takes a `colorScheme` prop, so the preview passes the site's colour mode. */
  themed: boolean;
}

const require = createRequire(import.meta.url);

/**
 * Babel options for the examples: React Strict DOM's preset only, with TS and
 * JSX parsed but left for the site's own compiler. One object for babel-loader
 * and the PostCSS plugin, so class names in the HTML match the CSS. The
 * preset's own defaults are debug and dev `true` (dev class names,
 * `data-element-src` attributes); the site ships production output.
 */
export const babelOptions = {
  babelrc: false,
  configFile: false,
  parserOpts: {plugins: ['jsx', 'typescript']},
  presets: [[require.resolve('react-strict-dom/babel-preset'), {debug: false, dev: false, platform: 'web'}]],
};

/** Prefix of each preview's chunk name; the Example component reports it during SSR. */
export const chunkPrefix = 'rsd-example-';

/** Example files are PascalCase `.tsx` files; lower-case files (tokens.css.ts, helpers) are not. */
const exampleFile = /^[A-Z][A-Za-z0-9]*\.tsx$/;
const rawQuery = /[?&]raw$/;

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
    if (other) fail(sitePath, `an example named ${name} already exists (${other}); names must be unique.`);
    seen.set(name, sitePath);
    if (!new RegExp(`export (?:function|const) ${name}\\b`).test(source)) {
      fail(sitePath, `export a component named ${name} (the file's name), e.g. \`export function ${name}()\`.`);
    }
    const tag = /@platforms\s+([^\n*]+)/.exec(source);
    if (!tag) fail(sitePath, `add a \`@platforms\` tag to its leading comment, e.g. \`@platforms web android ios\`.`);
    const platforms = tag[1].trim().split(/[\s,]+/);
    for (const platform of platforms) {
      if (!(platformNames as readonly string[]).includes(platform)) {
        fail(sitePath, `unknown platform "${platform}" in @platforms; use ${platformNames.join(', ')}.`);
      }
    }
    return {
      name,
      filePath,
      sitePath,
      platforms: platforms as PlatformName[],
      themed: /\bcolorScheme\b/.test(source),
    };
  });
}

/**
 * The module a page imports as `@example/<Name>`: the file's text for the code
 * block, and the component from a separate chunk, so its code (and the
 * examples' CSS, a sibling chunk) loads only on pages that show it.
 *
 * The top-level await makes the page's own chunk wait for the preview's, so
 * the page hydrates with the preview already there. A preview left behind a
 * Suspense boundary would hydrate later, and updates reaching such boundaries
 * during hydration (the site's colour mode, set in an effect) were lost in
 * testing. A chunk that fails to load gives `Component: null`, so the page
 * still renders and the preview offers a retry.
 *
 * `.mjs` keeps the site's SWC loader, which drops comments, off the
 * webpackChunkName hint.
 */
function exampleModule(example: ExampleInfo): string {
  const chunk = chunkPrefix + example.name;
  const meta = {
    name: example.name,
    file: path.basename(example.filePath),
    platforms: example.platforms,
    themed: example.themed,
    chunk,
  };
  return `import source from ${JSON.stringify(`${example.filePath}?raw`)};
const load = () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ './${example.name}.preview.mjs');
const Component = await load().then((module) => module.default, () => null);
export default {
  ...${JSON.stringify(meta)},
  source,
  Component,
  load,
};
`;
}

/** The lazily loaded entry: the examples' stylesheet plus the component as default export. */
function previewModule(example: ExampleInfo, strictCss: string): string {
  return `import ${JSON.stringify(strictCss)};
export {${example.name} as default} from ${JSON.stringify(example.filePath)};
`;
}

/**
 * Compiles the React Strict DOM examples in `src/examples/` with the library's
 * own web setup: its Babel preset (a `pre` rule, so the site's SWC still strips
 * types and JSX afterwards) and its PostCSS plugin, which fills
 * `src/css/strict.css` with the extracted atomic CSS. The rest of the site
 * keeps its own compiler. Each example becomes an importable module
 * `@example/<Name>` with its source text and its component from an async
 * chunk; the preview's CSS goes to its own stylesheet, not the site-wide one.
 */
export default function rsdExamplesPlugin(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir} = context;
  const examplesDir = path.join(siteDir, examplesFolder);
  const strictCss = path.join(siteDir, 'src/css/strict.css');
  const generatedDir = path.join(generatedFilesDir, pluginName, 'default');
  // Real paths: webpack resolves the symlinked node_modules to them.
  const rsdDir = fs.realpathSync(path.dirname(require.resolve('react-strict-dom/package.json')));
  return {
    name: pluginName,

    getPathsToWatch() {
      return [`${examplesDir}/**/*.tsx`];
    },

    // Runs again when a watched file changes, so new examples appear in `docusaurus start`.
    async contentLoaded({actions}) {
      for (const example of findExamples(siteDir)) {
        await actions.createData(`${example.name}.mjs`, exampleModule(example));
        await actions.createData(`${example.name}.preview.mjs`, previewModule(example, strictCss));
      }
    },

    configureWebpack(config, isServer) {
      const notRaw = {not: [rawQuery]};
      return {
        resolve: {alias: {'@example': generatedDir}},
        module: {
          rules: [
            {
              // RSD's own dist/web ships uncompiled css.create calls, so it goes through too.
              test: /\.[cm]?[jt]sx?$/,
              include: [examplesDir, rsdDir],
              enforce: 'pre',
              resourceQuery: notRaw,
              use: [{loader: require.resolve('babel-loader'), options: babelOptions}],
            },
          ],
        },
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  // Above Docusaurus's `styles` group (priority 50), which would put this
                  // CSS in the stylesheet every page loads.
                  rsdExamplesCss: {
                    name: 'rsd-examples',
                    type: 'css/mini-extract',
                    test: (module: {nameForCondition?: () => string | null}) =>
                      module.nameForCondition?.() === strictCss,
                    chunks: 'async',
                    enforce: true,
                    priority: 60,
                  },
                  // The library's runtime, shared by every preview on a page.
                  rsdRuntime: {
                    name: 'rsd-runtime',
                    test: /[\\/]node_modules[\\/](react-strict-dom|styleq|@stylexjs)[\\/]/,
                    chunks: 'async',
                    enforce: true,
                    priority: 45,
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
          // Infima's unlayered element rules would beat layered ones.
          useCSSLayers: false,
          babelConfig: babelOptions,
        }),
      );
      return options;
    },
  };
}
