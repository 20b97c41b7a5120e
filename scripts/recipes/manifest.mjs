// The apps under recipes/: how `npm run check:recipes` builds, serves and checks each
// one, which of their tools the docs pages' "Checked with" lines name, and the
// variants that leave one setup step out to record the message a reader then sees.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {checkNativeBundles, reportedProblems} from './bundles.mjs';
import {replace} from './copies.mjs';

/**
 * @typedef {import('./browser.mjs').PageCheck} PageCheck
 * @typedef {{
 *   label: string,
 *   run?: string[],
 *   serve?: {folder: string} | {command: string[]},
 *   page?: PageCheck,
 *   expectOutput?: RegExp,
 *   verify?: (dir: string, output: string) => string[],
 *     `dir` is the folder the step ran in
 *   fails?: {id?: string, pattern: RegExp},
 *   in?: string,
 *   install?: true,
 *   change?: string,
 * }} Step
 *   `change`: for a step of the recipe itself (not a variant) that records a message,
 *   what it runs, for the caption
 *   `install`: `npm ci` in the folder `in`, which has a lock file of its own (skipped,
 *   like the recipe's, when its node_modules already matches the lock)
 *   `in`: a workspace folder to run in, relative to the recipe
 *   `fails`: the step must fail, with output that `pattern` matches; with `id`, the
 *   match (its first group, if any) is recorded in src/data/recipes/messages.json
 * @typedef {{
 *   name: string,
 *   change: string,
 *   files: Record<string, import('./copies.mjs').FileChange>,
 *   steps: Step[],
 * }} Variant
 *   a copy of the recipe with `files` changed; `change` says how, for the pages
 * @typedef {{
 *   name: string,
 *   node: 'system' | '24',
 *   tools: Array<[label: string, packageName: string, where?: {lock?: string, all?: boolean}]>,
 *   steps: Step[],
 *   variants?: Variant[],
 * }} Recipe
 *   `node`: this machine's Node.js, or 24 where the recipe's tools need 22.13 or later
 */

/** The App.tsx of the Expo and Vite recipes, as a reader sees it. */
const appPage = {
  text: 'Hello from React Strict DOM',
  elements: [
    {
      selector: '[data-layoutconformance="strict"]',
      styles: {
        'background-color': 'rgb(255, 255, 255)',
        color: 'rgb(27, 29, 33)',
        'padding-top': '16px',
      },
      dark: {'background-color': 'rgb(27, 29, 33)', color: 'rgb(230, 231, 233)'},
    },
    // Banner.web.tsx, not Banner.native.tsx: the web extensions come first.
    {
      selector: '[role="status"]',
      styles: {position: 'sticky', 'background-color': 'rgb(255, 244, 206)'},
    },
  ],
};

/** The Next.js recipe's page.tsx. */
const nextPage = {
  text: 'Hello from React Strict DOM',
  elements: [
    {
      selector: 'main',
      styles: {color: 'rgb(27, 29, 33)', 'max-width': '720px', 'padding-top': '24px'},
      dark: {color: 'rgb(230, 231, 233)'},
    },
    {
      selector: '[role="status"]',
      styles: {position: 'sticky', 'background-color': 'rgb(255, 244, 206)'},
    },
  ],
};

/** What the Android and iOS bundles of the Expo recipe must hold. */
const expoNative = {
  text: 'Hello from React Strict DOM',
  native: /position:['"]relative['"],backgroundColor:['"]#fff4ce['"]/,
  web: /position:['"]sticky['"],top:0,backgroundColor:['"]#fff4ce['"]/,
};

// `--no-bytecode` keeps the bundles readable; Expo warns that it is for debugging.
const noBytecodeNotice = /disabling bytecode is highly discouraged/;

const exportAndroid = [
  ...['npx', 'expo', 'export', '--platform', 'android'],
  ...['--no-bytecode', '--output-dir', 'dist'],
];

const exportWeb = ['npx', 'expo', 'export', '--platform', 'web', '--output-dir', 'dist'];

// Runs the server build's render() in Node.js, as a server would, and prints the HTML.
const renderOnServer = [
  'node',
  '--input-type=module',
  '-e',
  "const {render} = await import('./dist-ssr/entry-server.js'); console.log(render());",
];
const buildSsr = ['npx', 'vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'];
const vitePreview = ['npx', 'vite', 'preview', '--strictPort', '--port', '{port}'];

/**
 * A file the app never imports, with a syntax error, inside the PostCSS plugin's
 * include. The plugin compiles only files whose text names the package, so the
 * comment is what makes it fail the CSS file (the `unmarked` copy passes).
 */
const brokenFile = `// Uses react-strict-dom? Only this comment says so.
export const broken = {a: 1 b: 2};
`;
const unmarkedBrokenFile = brokenFile.replace(/^\/\/.*\n/, '');

/** A theme file named the way releases before 0.0.52 named them, and its import. */
const stylexTheme = {
  'src/tokens.stylex.ts': `import {css} from 'react-strict-dom';

export const colors = css.defineVars({accent: '#0b5cad'});
`,
  'src/App.tsx': (text) =>
    text
      .replace("import {Banner} from './Banner';", "$&\nimport {colors} from './tokens.stylex';")
      .replace('    padding: 16,', '$&\n    borderColor: colors.accent,'),
};

/** The sharing-packages web app: its own style and the package's Button, both on its variables. */
const sharedPage = {
  text: 'Shared tokens and components',
  elements: [
    {selector: 'main', styles: {'border-top-color': 'rgb(11, 92, 173)', 'border-top-width': '2px'}},
    {
      selector: 'button',
      styles: {
        'background-color': 'rgb(11, 92, 173)',
        color: 'rgb(255, 255, 255)',
        'border-top-left-radius': '6px',
      },
    },
  ],
};

/** Its Android bundle: the package's theme file runs as written, for the native runtime. */
const sharedNative = {
  text: 'Shared tokens and components',
  native: /css\.defineVars\(\{accent:['"]#0b5cad['"],onAccent:['"]#ffffff['"]\}\)/,
  // A variable name the web compiler gives colors.accent.
  web: /--x14l14in/,
};

const webBuild = {label: 'vite build', run: ['npx', 'vite', 'build'], in: 'apps/web'};
const webPreview = {label: 'vite preview', serve: {command: vitePreview}, in: 'apps/web', page: sharedPage};

const stylexAtRuntime =
  /Error: Unexpected 'stylex\.create' call at runtime\. Styles must be compiled by '@stylexjs\/babel-plugin'\./;

const vitestPassed = /Tests +\d+ passed/;
const withoutBabelConfig = replace(/\n {6}babelConfig: \{[\s\S]*?\n {6}\},/, '');

// The upgrading recipe's check-css.mjs: one release's PostCSS configuration on a CSS file.
const checkCss = (folder, css = 'src/strict.css') => ['node', 'check-css.mjs', folder, css];
// Badge.tsx's rules and its theme variable, whatever the release names them.
const badgeCss = /--x[a-z0-9]+:#d93025[\s\S]*\.x[a-z0-9]+\{background-color:var\(--x[a-z0-9]+\)\}/;

/** The two switches of learn/native-hover, where the config plugin put them. */
function pointerEventsSwitches(dir) {
  const find = (folder, name) =>
    readdirSync(join(dir, folder), {recursive: true})
      .map(String)
      .filter((file) => file.endsWith(name))
      .map((file) => readFileSync(join(dir, folder, file), 'utf8'))[0] ?? '';
  const android = find('android', 'MainApplication.kt');
  const ios = find('ios', 'AppDelegate.swift');
  const problems = [];
  if (!/ReactFeatureFlags\.dispatchPointerEvents = true\n\s*super\.onCreate\(\)/.test(android))
    problems.push('MainApplication.kt does not set dispatchPointerEvents before super.onCreate()');
  if (!/^import com\.facebook\.react\.config\.ReactFeatureFlags$/m.test(android))
    problems.push('MainApplication.kt does not import ReactFeatureFlags');
  if (!/-> Bool \{\n\s*RCTSetDispatchW3CPointerEvents\(true\)/.test(ios))
    problems.push('AppDelegate.swift does not call RCTSetDispatchW3CPointerEvents(true) first');
  return problems;
}

// A type check that keeps what it learnt for the next run: {cache} is the check's cache
// folder, {step} names the recipe and the step.
const tsc = ['npx', 'tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', '{cache}/tsc/{step}.tsbuildinfo'];

// Jest's 5-second limit per test is for an idle machine; this one is shared.
const jest = ['npx', 'jest', '--testTimeout=60000'];

const jestPassed = /^Tests: +\d+ passed, \d+ total$/m;

// ---- native-guides: the recipe of the Learn guides for Android and iOS (links, safe
// areas, fonts, keyboard, overlays, missing elements, text placement) ----

/** The home screen of its Expo Router app, as the web build shows it. */
const nativeGuidesPage = {
  text: 'Native guides',
  elements: [
    // SafeScreen.web.tsx: the bar's padding is env(safe-area-inset-top), 0px here, + 12px.
    {
      selector: 'header',
      styles: {'background-color': 'rgb(11, 92, 213)', 'padding-top': '12px'},
    },
    // Article.tsx: Lora, loaded on the web by expo-font's useFonts, in both weights.
    {selector: 'article h2', styles: {'font-family': 'Lora', 'font-weight': '700'}},
    {selector: 'article p', styles: {'font-family': 'Lora', 'font-weight': '400'}},
  ],
};

/** What the web export must hold: both font files, and the web file's safe-area CSS. */
function nativeGuidesWebFiles(dir) {
  const files = readdirSync(join(dir, 'dist'), {recursive: true}).map(String);
  const css = files
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(dir, 'dist', file), 'utf8'))
    .join('\n');
  const problems = [];
  for (const face of ['Lora_400Regular', 'Lora_700Bold'])
    if (!files.some((file) => file.includes(face) && file.endsWith('.ttf')))
      problems.push(`the web export has no ${face} font file`);
  if (!css.includes('padding-top:calc(env(safe-area-inset-top) + 12px)'))
    problems.push("the web export's CSS lacks SafeScreen.web.tsx's env(safe-area-inset-top)");
  return problems;
}

/** @type {Recipe} */
const nativeGuides = {
  name: 'native-guides',
  node: '24',
  tools: [
    ['Expo SDK', 'expo'],
    ['React Native', 'react-native'],
    ['Expo Router', 'expo-router'],
    ['React Navigation', '@react-navigation/native'],
    ['react-native-safe-area-context', 'react-native-safe-area-context'],
    ['expo-font', 'expo-font'],
    ['jest-expo', 'jest-expo'],
    ['React Native Testing Library', '@testing-library/react-native'],
    ['React Strict DOM', 'react-strict-dom'],
  ],
  steps: [
    {label: 'tsc', run: tsc},
    {label: 'jest-expo', run: jest, expectOutput: jestPassed},
    {
      label: 'expo export web',
      run: exportWeb,
      verify: (dir, output) => [
        // Expo Router ships an image named error.png: an asset, not a message.
        ...reportedProblems(output, [/expo-router\/assets\/error\.\w+\.png/]),
        ...nativeGuidesWebFiles(dir),
      ],
    },
    {label: 'web in Chromium', serve: {folder: 'dist'}, page: nativeGuidesPage},
  ],
};

/** @type {Recipe[]} */
export const recipes = [
  {
    name: 'expo',
    node: '24',
    tools: [
      ['Expo SDK', 'expo'],
      ['React Native', 'react-native'],
      ['jest-expo', 'jest-expo'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: [
      {label: 'tsc', run: tsc},
      {
        label: 'expo export web',
        run: exportWeb,
        verify: (_dir, output) => reportedProblems(output),
      },
      {label: 'web in Chromium', serve: {folder: 'dist'}, page: appPage},
      {
        label: 'expo export ios, android',
        run: [
          ...['npx', 'expo', 'export', '--platform', 'ios', '--platform', 'android'],
          ...['--no-bytecode', '--output-dir', 'dist-native'],
        ],
        verify: (dir, output) => [
          ...reportedProblems(output, [noBytecodeNotice]),
          ...checkNativeBundles(`${dir}/dist-native`, ['ios', 'android'], expoNative),
        ],
      },
      {label: 'jest-expo', run: jest, expectOutput: jestPassed},
    ],
    variants: [
      {
        name: 'no-babel-preset',
        change: 'babel.config.js without react-strict-dom/babel-preset',
        files: {'babel.config.js': "module.exports = {presets: ['babel-preset-expo']};\n"},
        steps: [
          {label: 'expo export web', run: exportWeb},
          {
            label: 'web in Chromium',
            serve: {folder: 'dist'},
            page: appPage,
            fails: {id: 'expo-no-babel-preset', pattern: stylexAtRuntime},
          },
        ],
      },
      {
        name: 'broken-file',
        change: 'a file with a syntax error that names react-strict-dom, inside the PostCSS include',
        files: {'src/Broken.tsx': brokenFile},
        steps: [
          {
            label: 'expo export web',
            run: exportWeb,
            fails: {
              id: 'expo-strict-css-error',
              pattern: /SyntaxError: Error in src\/strict\.css:[^\n]*\n\n(?:[^\n]*\|[^\n]*\n?)+/,
            },
          },
        ],
      },
      {
        name: 'broken-file-unmarked',
        change: 'the same file without the comment that names the package',
        files: {'src/Broken.tsx': unmarkedBrokenFile},
        steps: [{label: 'expo export web', run: exportWeb}],
      },
    ],
  },
  {
    name: 'next',
    node: 'system',
    tools: [
      ['Next.js', 'next'],
      ['babel-loader', 'babel-loader'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: nextSteps('next build (Turbopack)', ['npx', 'next', 'build']),
    variants: [
      {
        name: 'webpack',
        change: 'the webpack configuration',
        files: {'next.config.ts': {from: 'next.config.webpack.ts'}},
        steps: nextSteps('next build --webpack', ['npx', 'next', 'build', '--webpack']),
      },
      {
        name: 'no-transpile-packages',
        change: 'next.config.ts without transpilePackages',
        files: {'next.config.ts': replace("  transpilePackages: ['react-strict-dom'],\n", '')},
        steps: [
          {
            label: 'next build',
            run: ['npx', 'next', 'build'],
            fails: {
              id: 'next-no-transpile-packages',
              pattern: /(Error: Failed to load external module [^\n]*)[\s\S]*?(Error: Failed to collect page data for [^\n]*)/,
            },
          },
        ],
      },
      {
        name: 'broken-file',
        change: 'a file with a syntax error that names react-strict-dom, inside the PostCSS include',
        files: {'src/Broken.tsx': brokenFile},
        steps: [
          {
            label: 'next build',
            run: ['npx', 'next', 'build'],
            fails: {
              id: 'next-strict-css-error',
              pattern: /Error: Turbopack build failed with 1 error:\n[^\n]*\nError: Error evaluating Node\.js code\nSyntaxError: [^\n]*/,
            },
          },
        ],
      },
    ],
  },
  {
    name: 'vite8',
    node: 'system',
    tools: [
      ['Vite', 'vite'],
      ['@vitejs/plugin-react', '@vitejs/plugin-react'],
      ['vite-plugin-babel', 'vite-plugin-babel'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: viteSteps(),
    variants: [
      {
        name: 'rsd-not-compiled',
        change: "vite-plugin-babel's include without node_modules/react-strict-dom",
        files: {
          'vite.config.ts': replace(String.raw`, /\/node_modules\/react-strict-dom\//`, ''),
        },
        steps: [
          {label: 'vite build', run: ['npx', 'vite', 'build']},
          {
            label: 'vite preview',
            serve: {command: vitePreview},
            page: appPage,
            fails: {id: 'vite-rsd-not-compiled', pattern: stylexAtRuntime},
          },
        ],
      },
      {
        name: 'no-ssr-noexternal',
        change: 'vite.config.ts without ssr.noExternal',
        files: {
          'vite.config.ts': replace(/\n.*\n {2}ssr: \{noExternal: \['react-strict-dom'\]\},/, ''),
        },
        steps: [
          {label: 'vite build --ssr', run: buildSsr},
          {
            label: 'render on the server',
            run: renderOnServer,
            fails: {
              id: 'vite-ssr-external',
              pattern: /Error: Unexpected 'stylex\.create'[^\n]*(?:\n {4}at [^\n]*){3}/,
            },
          },
        ],
      },
      {
        name: 'no-postcss',
        change: 'no postcss.config.js',
        files: {'postcss.config.js': null},
        steps: [
          {label: 'vite build', run: ['npx', 'vite', 'build']},
          {
            label: 'vite preview',
            serve: {command: vitePreview},
            page: appPage,
            fails: {id: 'vite-no-postcss', pattern: /Style sheet [^\n]*\.css:\n(@react-strict-dom;)/},
          },
        ],
      },
      {
        name: 'postcss-wrong-include',
        change: "the PostCSS include names app/ instead of src/",
        files: {
          'postcss.config.js': replace(
            "'src/**/*.{js,jsx,mjs,ts,tsx}'",
            "'app/**/*.{js,jsx,mjs,ts,tsx}'",
          ),
        },
        steps: [
          {label: 'vite build', run: ['npx', 'vite', 'build']},
          {
            label: 'vite preview',
            serve: {command: vitePreview},
            page: appPage,
            // The CSS holds the library's default rules (margin: 0), none of the app's.
            fails: {pattern: /\.x1ghz6dp\{margin:0\}(?![\s\S]*#fff4ce)/},
          },
        ],
      },
      {
        name: 'stylex-theme',
        change: 'a theme file named tokens.stylex.ts',
        files: stylexTheme,
        steps: [
          {
            label: 'vite build',
            run: ['npx', 'vite', 'build'],
            fails: {
              id: 'vite-stylex-theme',
              pattern: /SyntaxError: \/app\/src\/App\.tsx: (Could not resolve[^\n]*\n[^\n]*\n[^\n]*)/,
            },
          },
        ],
      },
      {
        name: 'broken-file',
        change: 'a file with a syntax error that names react-strict-dom, inside the PostCSS include',
        files: {'src/Broken.tsx': brokenFile},
        steps: [
          {
            label: 'vite build',
            run: ['npx', 'vite', 'build'],
            fails: {
              id: 'vite-strict-css-error',
              pattern: /\[plugin vite:css\] [^\n]*\nSyntaxError: \[postcss\] [^\n]*/,
            },
          },
        ],
      },
    ],
  },
  {
    name: 'vite7',
    node: 'system',
    tools: [
      ['Vite', 'vite'],
      ['@vitejs/plugin-react', '@vitejs/plugin-react'],
      ['vite-plugin-babel', 'vite-plugin-babel'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: viteSteps(),
  },
  {
    name: 'native-components',
    node: '24',
    tools: [
      ['Expo SDK', 'expo'],
      ['React Native', 'react-native'],
      ['react-native-svg', 'react-native-svg'],
      ['react-native-svg-transformer', 'react-native-svg-transformer'],
      ['expo-image', 'expo-image'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: [
      {label: 'tsc', run: tsc},
      {label: 'jest-expo', run: jest, expectOutput: jestPassed},
      {
        label: 'expo export android (SVG transformer)',
        run: exportAndroid,
        verify: (dir, output) => [
          ...reportedProblems(output, [noBytecodeNotice]),
          ...checkNativeBundles(`${dir}/dist`, ['android'], {
            text: 'Native components from the guides',
            // logo.svg compiled to react-native-svg elements, not copied as an image.
            native: /\.Path,\{stroke:"#ffffff",strokeWidth:4,d:"M16 24h16"\}/,
            web: /name:"logo",type:"svg"/,
          }),
        ],
      },
    ],
    variants: [
      {
        name: 'expo-image',
        change: "Metro's default configuration, and expo-image for the SVG file",
        files: {
          'metro.config.js': {from: '../expo/metro.config.js'},
          'src/App.tsx': (text) =>
            text
              .replace("import {Logo} from './icons/Logo';", "import {LogoImage} from './icons/LogoImage';")
              .replace('<Logo />', '<LogoImage />'),
        },
        steps: [
          {
            label: 'expo export android (expo-image)',
            run: exportAndroid,
            verify: (dir, output) => [
              ...reportedProblems(output, [noBytecodeNotice]),
              ...checkNativeBundles(`${dir}/dist`, ['android'], {
                text: 'Native components from the guides',
                // logo.svg registered as an image asset for expo-image to decode.
                native: /name:"logo",type:"svg"/,
                web: /d:"M16 24h16"/,
              }),
            ],
          },
        ],
      },
      {
        name: 'prebuild',
        change: 'the pointer-events config plugin, run by npx expo prebuild',
        files: {},
        steps: [
          {
            label: 'expo prebuild',
            run: ['npx', 'expo', 'prebuild', '--no-install', '--platform', 'all'],
            verify: (dir) => pointerEventsSwitches(dir),
          },
        ],
      },
    ],
  },
  {
    name: 'sharing-packages',
    node: 'system',
    tools: [
      ['Vite', 'vite'],
      ['Expo SDK', 'expo'],
      ['React Native', 'react-native'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: [
      webBuild,
      webPreview,
      {
        label: 'expo export android',
        in: 'apps/native',
        run: ['npx', 'expo', 'export', '--platform', 'android', '--no-bytecode', '--output-dir', 'dist'],
        verify: (dir, output) => [
          ...reportedProblems(output, [noBytecodeNotice]),
          ...checkNativeBundles(`${dir}/dist`, ['android'], sharedNative),
        ],
      },
    ],
    variants: [
      {
        name: 'src-path-with-exports',
        change: "an import of @acme/ui/src/tokens.css, a path the package's exports do not map",
        files: {
          'apps/web/src/App.tsx': replace("from '@acme/ui/tokens.css'", "from '@acme/ui/src/tokens.css'"),
        },
        steps: [
          {
            ...webBuild,
            fails: {
              id: 'sharing-src-path-with-exports',
              pattern: /SyntaxError: (\/app\/apps\/web\/src\/App\.tsx: Could not resolve[^\n]*)/,
            },
          },
        ],
      },
      {
        name: 'src-path-without-exports',
        change: 'the same import from a package without an exports field',
        files: {
          'packages/ui/package.json': replace(/\n {2}"exports": \{[^}]*\},/, ''),
          'apps/web/src/App.tsx': (text) =>
            text
              .replace("from '@acme/ui/tokens.css'", "from '@acme/ui/src/tokens.css'")
              .replace("from '@acme/ui/Button'", "from '@acme/ui/src/Button'"),
        },
        steps: [webBuild, webPreview],
      },
      {
        name: 'package-not-in-include',
        change: "the PostCSS include without the package's folder",
        files: {'apps/web/postcss.config.js': replace(/\n.*\n.*packages\/ui\/src[^\n]*/, '')},
        steps: [
          webBuild,
          // The package's classes have no rules: the button renders unstyled.
          {...webPreview, fails: {pattern: /light: button has background-color: (?!rgb\(11, 92, 173\))/}},
        ],
      },
    ],
  },
  {
    name: 'upgrading',
    node: '24',
    tools: [
      ['React Strict DOM', 'react-strict-dom', {all: true}],
      ['React Strict DOM (React 18)', 'react-strict-dom', {lock: 'react18'}],
      ['React Native', 'react-native'],
    ],
    steps: [
      {label: 'npm ci (0.0.37, React 18)', install: true, in: 'react18'},
      {label: 'PostCSS: 0.0.37, before', run: checkCss('react18'), expectOutput: /\.x1tamke2\{padding:16px\}/},
      {
        label: 'PostCSS: 0.0.38',
        change: "react-strict-dom 0.0.38's own PostCSS plugin",
        run: checkCss('releases/0.0.38'),
        fails: {id: 'upgrading-0.0.38-postcss-plugin', pattern: /Error: Cannot find module '[^']*'/},
      },
      {
        label: 'PostCSS: 0.0.39, after',
        run: checkCss('releases/0.0.39'),
        expectOutput: /\.x1tamke2\{padding:16px\}/,
      },
      {label: 'PostCSS: 0.0.51, before', run: checkCss('releases/0.0.51'), expectOutput: badgeCss},
      {label: 'PostCSS: 0.0.55, after', run: checkCss('releases/0.0.55'), expectOutput: badgeCss},
      {
        label: 'PostCSS: 0.0.55 on @stylex;',
        run: checkCss('releases/0.0.55', 'src/legacy.css'),
        expectOutput: /^@stylex;$/m,
      },
      ...['0.0.52', '0.0.53'].map((release) => ({
        label: `npm install react-strict-dom@${release}`,
        change: 'an empty project',
        in: 'etarget',
        run: ['npm', 'install', '--dry-run', '--no-audit', '--no-fund', `react-strict-dom@${release}`],
        fails: {
          // 0.0.53 fails the same way; the page quotes 0.0.52.
          id: release === '0.0.52' ? 'upgrading-0.0.52-etarget' : undefined,
          pattern: /npm error code ETARGET\nnpm error notarget No matching version[^\n]*/,
        },
      })),
      {label: 'tsc (0.0.55)', in: 'releases/0.0.55', run: tsc},
      {label: 'jest: 0.0.47, 0.0.48, 0.0.55', run: jest, expectOutput: jestPassed},
    ],
  },
  {
    name: 'vitest',
    node: '24',
    tools: [
      ['Vitest', 'vitest'],
      ['jsdom', 'jsdom'],
      ['vite-plugin-babel', 'vite-plugin-babel'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: [{label: 'vitest run', run: ['npx', 'vitest', 'run'], expectOutput: vitestPassed}],
    variants: [
      {
        name: 'app-babel-config',
        change: 'vite-plugin-babel loads babel.config.cjs instead of its own babelConfig',
        files: {'vitest.config.mts': withoutBabelConfig},
        steps: [{label: 'vitest run', run: ['npx', 'vitest', 'run'], expectOutput: vitestPassed}],
      },
      {
        name: 'vite-guide-babel-config',
        change: "the Vite guide's babel.config.cjs, which turns debug on under test",
        files: {
          'vitest.config.mts': withoutBabelConfig,
          'babel.config.cjs': {from: '../vite8/babel.config.cjs'},
        },
        steps: [
          {
            label: 'vitest run',
            run: ['npx', 'vitest', 'run'],
            // The class names get their property prefix: backgroundColor-x…
            fails: {
              id: 'vitest-debug-class-names',
              pattern: /AssertionError: expected '[^']*' to match [^\n]*/,
            },
          },
        ],
      },
    ],
  },
  {
    name: 'jest-react-native',
    node: '24',
    tools: [
      ['React Native', 'react-native'],
      ['@react-native/jest-preset', '@react-native/jest-preset'],
      ['Jest', 'jest'],
      ['React Native Testing Library', '@testing-library/react-native'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: [
      {label: 'tsc', run: tsc},
      {label: 'jest', run: jest, expectOutput: jestPassed},
    ],
  },
  nativeGuides,
];

/** Build, then the page from `next start` in Chromium. */
function nextSteps(label, build) {
  return [
    {label, run: build},
    {
      label: 'next start',
      serve: {command: ['npx', 'next', 'start', '--port', '{port}']},
      page: nextPage,
    },
  ];
}

/**
 * Type check and production build, the app from `vite preview`, the server build
 * rendered in Node.js, then the app from the development server.
 */
function viteSteps() {
  return [
    {label: 'tsc, vite build', run: ['npm', 'run', 'build']},
    {label: 'vite preview', serve: {command: vitePreview}, page: appPage},
    {label: 'vite build --ssr', run: buildSsr},
    {
      label: 'render on the server',
      run: renderOnServer,
      expectOutput: /<h1 class="x[a-z0-9]+[^"]*">Hello from React Strict DOM<\/h1>/,
    },
    {
      label: 'vite (dev server)',
      serve: {command: ['npx', 'vite', '--strictPort', '--port', '{port}']},
      page: appPage,
    },
  ];
}
