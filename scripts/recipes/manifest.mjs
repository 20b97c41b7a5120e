// The apps under recipes/: how `npm run check:recipes` builds, serves and checks each
// one, which of their tools the docs pages' "Checked with" lines name, and the
// variants that leave one setup step out to record the message a reader then sees.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {checkNativeBundles, reportedProblems} from './bundles.mjs';
import {replace} from './copies.mjs';
import {emptyApp, eresolve, etarget, replay} from './installs.mjs';

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
 *   env?: Record<string, string>,
 *   node?: 'system' | '24' | '20',
 * }} Step
 *   `change`: for a step of the recipe itself (not a variant) that records a message,
 *   what it runs, for the caption
 *   `install`: `npm ci` in the folder `in`, which has a lock file of its own (skipped,
 *   like the recipe's, when its node_modules already matches the lock)
 *   `in`: a workspace folder to run in, relative to the recipe
 *   `fails`: the step must fail, with output that `pattern` matches; with `id`, the
 *   match (its first group, if any) is recorded in src/data/recipes/messages.json
 *   `env`: variables for this step only; `node`: another Node.js than the recipe's
 *   (scripts/recipes/install.mjs)
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
 *   pinned?: string[],
 * }} Recipe
 *   `node`: this machine's Node.js, or 24 where the recipe's tools need 22.13 or later
 *   `pinned`: packages `--newest` leaves at their versions, because the recipe is about
 *   those releases
 */

/** The App.tsx of the Expo and Vite recipes, as a reader sees it in a production build. */
const appPage = {
  text: 'Hello from React Strict DOM',
  debug: false,
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

/** The Next.js recipe's page.tsx, from a production build. */
const nextPage = {
  text: 'Hello from React Strict DOM',
  debug: false,
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

/**
 * The same pages from a development server: the preset's debug output (class names
 * with their property, `data-element-src`), and a rule in the CSS for each class name.
 * The server compiles the app on the first request, which takes long on a busy machine.
 */
const inDevelopment = (page) => ({...page, debug: true, timeoutMs: 240_000});

/** The Expo Router variant: app/index.tsx's own style, and App.tsx inside it. */
const routerPage = {
  text: 'Hello from React Strict DOM',
  debug: false,
  elements: [
    {
      selector: '[data-testid="route"]',
      styles: {'border-top-color': 'rgb(11, 92, 173)', 'border-top-width': '4px'},
    },
    {selector: '[role="status"]', styles: {position: 'sticky'}},
  ],
};

/**
 * The CSS of an app built with `useCSSLayers: false` and autoprefixer after the
 * plugin, for a browser that needs prefixes: no cascade layers, and Banner.web.tsx's
 * sticky position prefixed.
 */
const prefixedCss = {has: [/position:-webkit-sticky/], lacks: [/@layer/]};
/** The same in Vite 8, whose CSS minifier removes every prefix its own build target does not need. */
const unprefixedCss = {lacks: [/@layer/, /-webkit-sticky/]};

/** postcss.config.js with `useCSSLayers: false`, and autoprefixer after the plugin. */
const withAutoprefixer = (text) =>
  text
    .replace('useCSSLayers: true,', 'useCSSLayers: false,')
    .replace('    },\n  },\n};', '    },\n    autoprefixer: {},\n  },\n};');

/** The Vite recipes built that way, for Safari 12. */
const viteAutoprefixer = (css) => ({
  name: 'autoprefixer',
  change: 'useCSSLayers: false and autoprefixer after the plugin, for Safari 12',
  files: {'postcss.config.js': withAutoprefixer, 'package.json': oldSafari},
  steps: [
    {label: 'vite build', run: ['npx', 'vite', 'build']},
    {label: 'vite preview', serve: {command: vitePreview}, page: {...appPage, css}},
  ],
});

/** A browser target old enough for autoprefixer to have something to add. */
const oldSafari = (text) => {
  const pkg = JSON.parse(text);
  return `${JSON.stringify({...pkg, browserslist: ['safari 12']}, null, 2)}\n`;
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

/**
 * The web app built without the package in the PostCSS include, as
 * learn/sharing-packages describes it: the app's JavaScript still names the package's
 * variable, the CSS has the app's rule that uses it but never declares it, so the
 * border falls back to the text colour (currentcolor); the Button's own class names
 * have no rules, so it keeps the browser's button colours.
 */
const sharedPageWithoutPackage = {
  text: 'Shared tokens and components',
  elements: [
    {selector: 'main', styles: {'border-top-color': 'rgb(0, 0, 0)', color: 'rgb(0, 0, 0)'}},
    {selector: 'button', unstyled: true, styles: {'border-top-left-radius': '0px'}},
  ],
  css: {has: [/\.x[a-z0-9]+\{border-color:var\(--x14l14in\)\}/], lacks: [/--x14l14in:/]},
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
const nextBuild = (label = 'next build (Turbopack)', flags = []) => ({
  label,
  run: ['npx', 'next', 'build', ...flags],
  in: 'apps/next',
});
const nextStart = {
  label: 'next start',
  serve: {command: ['npx', 'next', 'start', '--port', '{port}']},
  in: 'apps/next',
  page: sharedPage,
};

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

/** learn/setup: the dark-mode setting, where prebuild put it for Android and iOS. */
function userInterfaceStyle(dir) {
  const read = (file) => readFileSync(join(dir, file), 'utf8');
  const problems = [];
  if (
    !/<string name="expo_system_ui_user_interface_style" translatable="false">automatic<\/string>/.test(
      read('android/app/src/main/res/values/strings.xml'),
    )
  )
    problems.push('strings.xml lacks expo-system-ui\'s expo_system_ui_user_interface_style: automatic');
  const plist = readdirSync(join(dir, 'ios'), {recursive: true})
    .map(String)
    .find((file) => file.endsWith('Info.plist') && !file.includes('Pods'));
  if (!plist || !/<key>UIUserInterfaceStyle<\/key>\s*<string>Automatic<\/string>/.test(read(`ios/${plist}`)))
    problems.push('Info.plist lacks UIUserInterfaceStyle: Automatic');
  return problems;
}

/**
 * The Babel config file names learn/setup-next lists: what Next.js looks for in the
 * project root (next/dist/build/get-babel-config-file.js), any of which turns on its
 * own Babel loader.
 */
export const nextBabelConfigNames = [
  '.babelrc',
  '.babelrc.json',
  '.babelrc.js',
  '.babelrc.mjs',
  '.babelrc.cjs',
  'babel.config.js',
  'babel.config.json',
  'babel.config.mjs',
  'babel.config.cjs',
];

/** learn/testing's Vitest install command, and the app it runs in. */
const vitestInstall =
  'npm install --save-dev vitest jsdom @testing-library/react @testing-library/dom vite-plugin-babel @babel/core';
const vitestEmptyApp = emptyApp('empty-app', {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-strict-dom': '0.0.55',
});

/** React Router's own server, on the build, with the App.tsx of the Vite recipes. */
const reactRouterServe = {
  label: 'react-router-serve',
  serve: {command: ['env', 'PORT={port}', 'npx', 'react-router-serve', './build/server/index.js']},
  page: appPage,
};

// A type check that keeps what it learnt for the next run: {cache} is the check's cache
// folder, {step} names the recipe and the step.
const tsc = ['npx', 'tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', '{cache}/tsc/{step}.tsbuildinfo'];

// Jest's 5-second limit per test is for an idle machine; this one is shared.
const jest = ['npx', 'jest', '--testTimeout=60000'];

const jestPassed = /^Tests: +\d+ passed, \d+ total$/m;

/** The empty Expo app of `npx create-expo-app` (blank template), on the SDK of the recipe. */
const emptyExpoApp = emptyApp('empty-expo-app', {
  expo: '58.0.26',
  react: '19.3.0',
  'react-native': '0.88.1',
});

/** An empty React Native app without Expo (the community template's own packages). */
const emptyReactNativeApp = emptyApp('empty-react-native-app', {
  react: '19.3.0',
  'react-native': '0.88.1',
});

/** The Expo setup's order: React DOM, React Native for Web and Metro's runtime first. */
const expoInstalls = [
  replay('npx expo install react-dom react-native-web @expo/metro-runtime', {
    in: 'page-order',
    // The SDK's own React DOM, at the version of its React.
    locks: {'react-dom': '19.3.0', react: '19.3.0'},
    sameAsRecipe: ['react-native-web', '@expo/metro-runtime'],
  }),
  replay('npm install react-strict-dom', {
    in: 'page-order',
    locks: {'react-dom': '19.3.0'},
    sameAsRecipe: ['react-strict-dom'],
  }),
];

// jest-expo, from learn/testing: the Expo CLI names the release of the SDK, which the
// registry lacks; the recipe pins the newest 58 release it has.
const jestExpoInstalls = [
  replay('npx expo install --dev jest-expo', {
    in: 'jest-expo',
    fails: {id: 'expo-install-jest-expo-etarget', pattern: etarget},
  }),
  replay('npm install --save-dev jest-expo@58.0.3', {
    in: 'page-order',
    sameAsRecipe: ['jest-expo'],
  }),
  replay(
    'npm install --save-dev jest@29 @react-native/jest-preset@0.88.0-rc.1 @testing-library/react-native@14 test-renderer @types/jest@29',
    {
      in: 'page-order',
      sameAsRecipe: ['jest', '@react-native/jest-preset', '@testing-library/react-native'],
    },
  ),
];

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
        // The packages the app pins below what SDK 58 names: the registry has no newer.
        label: 'npx expo install --check',
        run: ['npx', 'expo', 'install', '--check'],
        fails: {
          id: 'expo-install-check',
          pattern: /(The following packages should be updated[^\n]*\n(?: {2}[^\n]*\n)+)/,
        },
      },
      {
        label: 'expo export web, NODE_ENV=development',
        // learn/setup: the export sets NODE_ENV to production even when the shell
        // has another value, so the CSS and the JavaScript still agree.
        env: {NODE_ENV: 'development'},
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
      {
        label: 'jest-expo/universal, patterns in each project',
        change: "jest.platforms.config.js: jest-expo/universal's four projects",
        run: [...jest, '--config', 'jest.platforms.config.js'],
        // iOS and Android pass; the web and Node.js projects compile the component
        // for the web, and React Native Testing Library cannot render a <button>.
        fails: {
          id: 'jest-expo-web-projects',
          pattern:
            /^(?=[\s\S]*^PASS iOS )(?=[\s\S]*^PASS Android )(?=[\s\S]*^FAIL Web )(?=[\s\S]*^FAIL Node )[\s\S]*?(Invariant Violation: Text strings must be rendered within a <Text> component\. Detected attempt to render "Shipping" string within a <button> component\.)/m,
        },
      },
      {
        label: 'jest --preset jest-expo/universal',
        change: "jest.config.js with jest-expo/universal's preset",
        run: [...jest, '--preset', 'jest-expo/universal'],
        // Its projects do not inherit the top-level transformIgnorePatterns.
        fails: {
          id: 'jest-expo-universal-patterns',
          pattern:
            /^(?=[\s\S]*^FAIL iOS )(?=[\s\S]*^FAIL Android )[\s\S]*?(\/app\/node_modules\/react-strict-dom\/dist\/native\/index\.js:\d+\n[^\n]*\n[^\n]*\n\n\s*SyntaxError: Cannot use import statement outside a module)/m,
        },
      },
      {
        label: 'expo start (development server), web in Chromium',
        serve: {command: ['npx', 'expo', 'start', '--port', '{port}']},
        env: {CI: '1'},
        page: inDevelopment(appPage),
      },
    ],
    variants: [
      {
        name: 'prebuild',
        change: 'npx expo prebuild, with expo-system-ui installed',
        files: {},
        steps: [
          {
            label: 'expo prebuild',
            run: ['npx', 'expo', 'prebuild', '--no-install', '--platform', 'all'],
            verify: (dir) => userInterfaceStyle(dir),
          },
        ],
      },
      {
        name: 'no-expo-system-ui',
        change: 'npx expo prebuild without expo-system-ui',
        files: {
          'package.json': replace(/\n {4}"expo-system-ui": "[^"]*",/, ''),
          'node_modules/expo-system-ui': null,
        },
        steps: [
          {
            label: 'expo prebuild android',
            run: ['npx', 'expo', 'prebuild', '--no-install', '--platform', 'android'],
            // Prebuild still succeeds: only a warning says dark mode will not follow.
            expectOutput: /userInterfaceStyle: Install expo-system-ui in your project to enable this feature\./,
          },
        ],
      },
      {
        name: 'expo-router',
        change: "Expo Router's entry, strict.css imported in app/_layout.tsx, app/ in the include",
        files: {
          'package.json': replace('"main": "index.js"', '"main": "expo-router/entry"'),
          'postcss.config.js': replace(
            "include: ['src/**/*.{js,jsx,mjs,ts,tsx}']",
            "include: ['src/**/*.{js,jsx,mjs,ts,tsx}', 'app/**/*.{js,jsx,ts,tsx}']",
          ),
        },
        steps: [
          {
            label: 'expo export web',
            run: exportWeb,
            // Expo Router's own images, one of them named error.png.
            verify: (_dir, output) => reportedProblems(output, [/\/assets\/error\.\w+\.png/]),
          },
          {label: 'web in Chromium', serve: {folder: 'dist'}, page: routerPage},
        ],
      },
      {
        name: 'autoprefixer',
        change: 'useCSSLayers: false and autoprefixer after the plugin, for Safari 12',
        files: {
          'postcss.config.js': (text) =>
            text
              .replace("include: ['src/**/*.{js,jsx,mjs,ts,tsx}'],", '$&\n      useCSSLayers: false,')
              .replace('    }),\n', "$&    require('autoprefixer'),\n"),
          'package.json': oldSafari,
        },
        steps: [
          {label: 'expo export web', run: exportWeb},
          {label: 'web in Chromium', serve: {folder: 'dist'}, page: {...appPage, css: prefixedCss}},
        ],
      },
      {
        name: 'install',
        change: 'an empty Expo app',
        files: {
          'page-order/package.json': emptyExpoApp,
          'wrong-order/package.json': emptyExpoApp,
          'system-ui/package.json': emptyExpoApp,
          'jest-expo/package.json': emptyExpoApp,
        },
        steps: [
          ...expoInstalls,
          replay('npx expo install expo-system-ui', {
            in: 'system-ui',
            fails: {id: 'expo-install-system-ui-etarget', pattern: etarget},
          }),
          // What the recipe pins instead: SDK 57's release, whose peer is any expo.
          replay('npm install expo-system-ui@57.0.4', {
            in: 'page-order',
            sameAsRecipe: ['expo-system-ui'],
          }),
          ...jestExpoInstalls,
          replay('npm install react-strict-dom', {
            in: 'wrong-order',
            change: 'an empty Expo app, without React DOM',
            fails: {id: 'expo-install-eresolve', pattern: eresolve},
          }),
        ],
      },
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
  // Before the apps that take less time: check-recipes.mjs starts the longest first
  // (by the time each took on the last run; this order where it has none).
  nativeGuides,
  {
    name: 'next',
    node: 'system',
    tools: [
      ['Next.js', 'next'],
      ['babel-loader', 'babel-loader'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: [
      ...nextSteps('next build (Turbopack)', ['npx', 'next', 'build']),
      {
        label: 'next dev, in Chromium',
        serve: {command: ['npx', 'next', 'dev', '--port', '{port}']},
        page: inDevelopment(nextPage),
      },
      {
        // learn/setup-next: Next.js's own function, over each name the page lists.
        label: 'the Babel config file names Next.js reads',
        run: ['node', 'babel-config-names.cjs', ...nextBabelConfigNames, 'babel-loader.config.cjs'],
        expectOutput: new RegExp(
          `^reads: ${nextBabelConfigNames.join(' ').replace(/\./g, '\\.')}\nignores: babel-loader\\.config\\.cjs$`,
          'm',
        ),
      },
    ],
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
        name: 'vite-guide-babel-config',
        change: "the Vite guide's babel.config.cjs in the project root, with webpack",
        files: {
          'next.config.ts': {from: 'next.config.webpack.ts'},
          'babel.config.cjs': {from: '../vite8/babel.config.cjs'},
        },
        steps: [
          {
            label: 'next build --webpack',
            run: ['npx', 'next', 'build', '--webpack'],
            fails: {
              id: 'next-babel-config-cjs',
              pattern: /(Error: The Next\.js Babel loader does not support \.mjs or \.cjs config files\.)/,
            },
          },
        ],
      },
      {
        name: 'autoprefixer',
        change: 'useCSSLayers: false and autoprefixer after the plugin, for Safari 12',
        files: {
          'postcss.config.mjs': withAutoprefixer,
          'package.json': oldSafari,
        },
        steps: [
          {label: 'next build', run: ['npx', 'next', 'build']},
          {
            label: 'next start',
            serve: {command: ['npx', 'next', 'start', '--port', '{port}']},
            page: {...nextPage, css: prefixedCss},
          },
        ],
      },
      {
        name: 'install',
        change: 'an empty Next.js app',
        files: {
          'page-order/package.json': emptyApp('empty-next-app', {
            next: '16.4.6',
            react: '19.3.1',
            'react-dom': '19.3.1',
          }),
        },
        steps: [
          replay('npm install react-strict-dom', {in: 'page-order', sameAsRecipe: ['react-strict-dom']}),
          replay('npm install --save-dev babel-loader @babel/core', {
            in: 'page-order',
            sameAsRecipe: ['babel-loader', '@babel/core'],
          }),
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
      viteAutoprefixer(unprefixedCss),
      {
        name: 'css-target',
        change: 'useCSSLayers: false, and build.cssTarget for Safari 12',
        files: {
          'postcss.config.js': replace('useCSSLayers: true,', 'useCSSLayers: false,'),
          'vite.config.ts': replace(
            "  ssr: {noExternal: ['react-strict-dom']},",
            "$&\n  build: {cssTarget: ['safari12']},",
          ),
        },
        steps: [
          {label: 'vite build', run: ['npx', 'vite', 'build']},
          {
            label: 'vite preview',
            serve: {command: vitePreview},
            page: {...appPage, css: prefixedCss},
          },
        ],
      },
      {
        name: 'install',
        change: 'an empty Vite app',
        files: {
          'page-order/package.json': emptyApp('empty-vite-app', {
            react: '19.3.1',
            'react-dom': '19.3.1',
            vite: '8.3.8',
          }),
          'installation/package.json': emptyApp('empty-app', {}),
          'vite-8.4/package.json': emptyApp('empty-app', {}),
        },
        steps: [
          // learn/installation: npm adds the react-native peer too, in a web-only app.
          replay('npm install react-strict-dom', {
            in: 'page-order',
            sameAsRecipe: ['react-strict-dom'],
            locks: {'react-native': /^0\.\d+\.\d+$/},
          }),
          replay('npm install --save-dev vite-plugin-babel @babel/core', {
            in: 'page-order',
            sameAsRecipe: ['vite-plugin-babel', '@babel/core'],
          }),
          // learn/installation's commands, in its order, in an app with nothing yet.
          replay('npm install react-strict-dom', {in: 'installation', sameAsRecipe: ['react-strict-dom']}),
          replay('npm install react react-dom', {in: 'installation', sameAsRecipe: ['react']}),
          replay('npm install react react-native', {in: 'installation', sameAsRecipe: ['react']}),
          // Vite 8.4.0 names an optional package the registry lacks: npm leaves it out of
          // the lock file, which npm ci then refuses. The recipe pins 8.3.8.
          replay('npm install --save-dev vite@8.4.0', {in: 'vite-8.4'}),
          {
            label: 'npm ci',
            in: 'vite-8.4',
            change: 'an empty app with Vite 8.4.0, locked by npm install',
            run: ['npm', 'ci', '--dry-run', '--no-audit', '--no-fund'],
            fails: {
              id: 'vite-8.4-npm-ci',
              pattern: /(npm error `npm ci` can only install [^\n]*)\n[^\n]*\n(npm error Missing: [^\n]*)/,
            },
          },
        ],
      },
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
    variants: [viteAutoprefixer(prefixedCss)],
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
        // learn/setup: SDK 57 runs on Node.js 20.19.4 or later.
        label: 'expo export android on Node.js 20.19.4 (SVG transformer)',
        node: '20',
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
    // Its Expo app is on SDK 58, which needs Node.js 22.13 or later (learn/environment-
    // setup/expo); no page says this app runs on Node.js 20.
    node: '24',
    tools: [
      ['Vite', 'vite'],
      ['Next.js', 'next'],
      ['Expo SDK', 'expo'],
      ['React Native', 'react-native'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: [
      webBuild,
      webPreview,
      nextBuild(),
      nextStart,
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
        steps: [webBuild, {...webPreview, page: sharedPageWithoutPackage}],
      },
      {
        name: 'next-webpack',
        change: 'the Next.js app with webpack',
        files: {'apps/next/next.config.ts': {from: 'apps/next/next.config.webpack.ts'}},
        steps: [nextBuild('next build --webpack', ['--webpack']), nextStart],
      },
      {
        name: 'next-path-condition-without-package',
        change: "the Turbopack rule's path condition without @acme/ui",
        files: {
          'apps/next/next.config.ts': replace(
            String.raw`{path: /node_modules[\\/](react-strict-dom|@acme[\\/]ui)[\\/]/}`,
            String.raw`{path: /node_modules[\\/]react-strict-dom[\\/]/}`,
          ),
        },
        // A workspace package is not foreign code: the first condition covers it.
        steps: [nextBuild(), nextStart],
      },
    ],
  },
  {
    name: 'upgrading',
    node: '24',
    // The releases this recipe is about.
    pinned: ['react-strict-dom'],
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
        name: 'install',
        change: 'an empty app with React Strict DOM',
        files: {
          'page-order/package.json': vitestEmptyApp,
          'node-20/package.json': vitestEmptyApp,
        },
        steps: [
          replay(vitestInstall, {in: 'page-order', sameAsRecipe: ['vitest', 'jsdom']}),
          // learn/testing: on an older Node.js, npm picks releases whose engines allow it.
          {
            ...replay(vitestInstall, {
              in: 'node-20',
              node: '20',
              locks: {vitest: /^4\./, jsdom: /^29\./},
            }),
            label: `${vitestInstall}, on Node.js 20.19.4`,
          },
        ],
      },
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
    variants: [
      {
        name: 'install',
        change: 'an empty React Native app',
        files: {
          'page-order/package.json': emptyReactNativeApp,
          'etarget/package.json': emptyReactNativeApp,
          'react-dom-first/package.json': emptyReactNativeApp,
          'react-dom-caret/package.json': emptyReactNativeApp,
          'wrong-order/package.json': emptyReactNativeApp,
        },
        steps: [
          // learn/testing: the preset at React Native's version, which the registry lacks.
          replay('npm install --save-dev @react-native/jest-preset@0.88.1', {
            in: 'etarget',
            fails: {id: 'jest-preset-etarget', pattern: etarget},
          }),
          replay(
            'npm install --save-dev jest@29 @react-native/jest-preset@0.88.0-rc.1 @testing-library/react-native@14 test-renderer @types/jest@29',
            {
              in: 'page-order',
              sameAsRecipe: ['jest', '@react-native/jest-preset', '@testing-library/react-native'],
            },
          ),
          // learn/installation: React DOM at the app's exact React first, then the library.
          replay('npm install --save-exact react-dom@19.3.0', {
            in: 'react-dom-first',
            locks: {'react-dom': '19.3.0'},
          }),
          replay('npm install react-strict-dom', {
            in: 'react-dom-first',
            sameAsRecipe: ['react-strict-dom'],
            locks: {'react-dom': '19.3.0'},
          }),
          // Saved as ^19.3.0, React DOM 19.3.0 does not keep npm from taking 19.3.1.
          replay('npm install react-dom@19.3.0', {in: 'react-dom-caret', locks: {'react-dom': '19.3.0'}}),
          replay('npm install react-strict-dom', {
            in: 'react-dom-caret',
            fails: {pattern: /npm error {3}react-dom@"\^19\.3\.0" from the root project/},
          }),
          replay('npm install react-strict-dom', {
            in: 'wrong-order',
            change: 'an empty React Native app, without React DOM',
            fails: {id: 'react-native-install-eresolve', pattern: eresolve},
          }),
        ],
      },
    ],
  },
  {
    name: 'jest-react-native-0.84',
    node: '24',
    // The release this recipe is about: React Native's own preset, before 0.85.
    pinned: ['react-native'],
    tools: [
      ['React Native', 'react-native'],
      ['Jest', 'jest'],
      ['React Native Testing Library', '@testing-library/react-native'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    // learn/testing: before 0.85 the preset is react-native's own, preset: 'react-native'.
    steps: [{label: "jest, preset: 'react-native'", run: jest, expectOutput: jestPassed}],
    variants: [
      {
        // learn/testing: React Native Testing Library on Node.js 20, which React Native
        // 0.84 runs on (0.88 needs 22.13).
        name: 'install',
        change: 'an empty React Native 0.84.1 app, on Node.js 20.19.4',
        files: {
          'latest/package.json': emptyApp('empty-react-native-app', {
            react: '19.2.3',
            'react-native': '0.84.1',
          }),
          'v14/package.json': emptyApp('empty-react-native-app', {
            react: '19.2.3',
            'react-native': '0.84.1',
          }),
        },
        steps: [
          // Without a version, npm picks 13.3.3, whose react-test-renderer needs React 19.3.1.
          {
            ...replay('npm install --save-dev @testing-library/react-native', {
              in: 'latest',
              node: '20',
              fails: {
                id: 'rntl-node-20-eresolve',
                pattern:
                  /(npm error code ERESOLVE\n[\s\S]*?@testing-library\/react-native@13\.3\.3[\s\S]*?)\nnpm error\nnpm error Fix the upstream/,
              },
            }),
            label: 'npm install --save-dev @testing-library/react-native, on Node.js 20.19.4',
          },
          {
            ...replay('npm install --save-dev @testing-library/react-native@14', {
              in: 'v14',
              node: '20',
              locks: {'@testing-library/react-native': '14.1.0'},
              expectOutput:
                /npm warn EBADENGINE Unsupported engine \{\n[^\n]*package: '@testing-library\/react-native@14\.1\.0'/,
            }),
            label: 'npm install --save-dev @testing-library/react-native@14, on Node.js 20.19.4',
          },
        ],
      },
    ],
  },
  {
    name: 'react-router',
    node: '24',
    tools: [
      ['React Router', 'react-router'],
      ['Vite', 'vite'],
      ['vite-plugin-babel', 'vite-plugin-babel'],
      ['React Strict DOM', 'react-strict-dom'],
    ],
    steps: [
      {label: 'react-router build', run: ['npx', 'react-router', 'build']},
      reactRouterServe,
    ],
    variants: [
      {
        name: 'no-ssr-noexternal',
        change: 'vite.config.ts without ssr.noExternal',
        files: {
          'vite.config.ts': replace(/\n.*\n {2}ssr: \{noExternal: \['react-strict-dom'\]\},/, ''),
        },
        steps: [
          {label: 'react-router build', run: ['npx', 'react-router', 'build']},
          {
            ...reactRouterServe,
            // The server stops as it loads the uncompiled package.
            fails: {pattern: /Error: Unexpected 'stylex\.create' call at runtime\./},
          },
        ],
      },
    ],
  },
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
      page: inDevelopment(appPage),
    },
  ];
}
