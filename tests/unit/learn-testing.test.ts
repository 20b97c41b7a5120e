/**
 * Checks the Learn › Testing page against the installed library. The page's setups are
 * not run here: `npm run check:recipes` runs its tests in recipes/vitest,
 * recipes/jest-react-native and recipes/expo. This file checks what needs only the
 * library: the install commands, the package's export conditions, the page's table of
 * aria-* props against the native runtime, and the Babel options each config gives.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const vitestRecipe = path.join(root, 'recipes/vitest');
const page = readFileSync(path.join(root, 'docs/learn/testing.mdx'), 'utf8');
const nativeSource = readFileSync(
  path.join(root, 'node_modules/react-strict-dom/dist/native/index.js'),
  'utf8',
);
const require = createRequire(import.meta.url);

describe('the install commands', () => {
  it('name test-renderer, the peer dependency of React Native Testing Library 14', () => {
    const commands = [...page.matchAll(/<InstallCommand packages="([^"]+)"/g)].map((m) => m[1]);
    const native = commands.filter((c) => c.includes('@testing-library/react-native'));
    expect(native).toHaveLength(2);
    for (const command of native) expect(command.split(' ')).toContain('test-renderer');
  });
});

describe('the package', () => {
  it('picks the native build with the react-native condition', () => {
    const pkg = require('react-strict-dom/package.json') as {
      exports: {'.': Record<string, {default: string}>};
    };
    expect(Object.keys(pkg.exports['.'])).toEqual(['react-native', 'default']);
    expect(pkg.exports['.']['react-native'].default).toBe('./dist/native/index.js');
  });

  it('adds no Babel plugins for native', () => {
    const preset = require('react-strict-dom/babel-preset') as (
      api: unknown,
      options: object,
    ) => {plugins: unknown};
    expect(preset({}, {platform: 'native'}).plugins).toBeNull();
  });
});

/** Rows of the page's table `| \`aria-x\` | \`nativeProp\` ... |`. */
function ariaRows(): Array<[string, string]> {
  return [...page.matchAll(/^\| `(aria-[a-z]+)` \| `(\w+)`/gm)].map((m) => [m[1], m[2]]);
}

describe('the aria-* table', () => {
  const rows = ariaRows();

  it('lists every aria-* prop the native runtime maps', () => {
    const mapped = [...nativeSource.matchAll(/^ {4}'(aria-[a-z]+)': \w+,$/gm)].map((m) => m[1]);
    expect(mapped.length).toBeGreaterThan(10);
    expect(rows.map(([aria]) => aria).sort()).toEqual([...new Set(mapped)].sort());
  });

  it.each(rows)('%s becomes %s', (aria, nativeProp) => {
    const local = new RegExp(`'${aria}': (\\w+),`).exec(nativeSource)?.[1];
    expect(local).toBeDefined();
    // Either `nativeProps.x = local` or a grouped prop such as `accessibilityState = {busy: local}`.
    const direct = new RegExp(`nativeProps\\.${nativeProp} = ${local}\\b`);
    const grouped = new RegExp(`nativeProps\\.${nativeProp} = \\{[^}]*: ${local}\\b`);
    const viaSplit = new RegExp(`nativeProps\\.${nativeProp} = ${local}\\?\\.split`);
    const viaMap = new RegExp(`nativeProps\\.${nativeProp} = ${local} === 'off'`);
    expect([direct, grouped, viaSplit, viaMap].some((re) => re.test(nativeSource))).toBe(true);
  });

  it('data-testid becomes testID and onClick becomes onPress', () => {
    expect(nativeSource).toMatch(/'data-testid': dataTestID/);
    expect(nativeSource).toMatch(/nativeProps\.testID = dataTestID/);
    expect(nativeSource).toMatch(/if \(onClick != null\) \{\s+nativeProps\.onPress = function/);
  });
});

// ---- the web build under test: the preset's options, as Vitest sets NODE_ENV ----

interface Babel {
  transformSync(code: string, options: object): {code: string} | null;
}
type PresetOptions = {debug: boolean; dev: boolean; platform: string};

/** The preset options a Babel config file gives when NODE_ENV is `env`. */
function presetOptionsOf(configSource: string, env: string): PresetOptions {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = env;
  try {
    const module = {exports: {} as {presets: Array<[string, PresetOptions]>}};
    new Function('module', 'process', configSource)(module, process);
    return module.exports.presets[0][1];
  } finally {
    process.env.NODE_ENV = saved;
  }
}

/** Compiles a file with the preset (web), to CommonJS, and runs it. */
function compileAndRun(
  file: string,
  options: PresetOptions,
  modules: Record<string, unknown>,
): Record<string, unknown> {
  const babel = require('@babel/core') as Babel;
  const result = babel.transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    babelrc: false,
    configFile: false,
    presets: [
      [require.resolve('@babel/preset-typescript'), {isTSX: true, allExtensions: true}],
      [require.resolve('@babel/preset-react'), {runtime: 'automatic'}],
      ['react-strict-dom/babel-preset', options],
    ],
    plugins: [require.resolve('@babel/plugin-transform-modules-commonjs')],
  });
  const module = {exports: {} as Record<string, unknown>};
  const run = new Function('require', 'module', 'exports', result!.code);
  run((id: string) => (id in modules ? modules[id] : require(id)), module, module.exports);
  return module.exports;
}

/** The Disclosure button's opening tag, rendered on the server with the given options. */
function renderedButton(options: PresetOptions): string {
  const runtime = compileAndRun(require.resolve('react-strict-dom/runtime'), options, {});
  const {Disclosure} = compileAndRun(path.join(vitestRecipe, 'src/Disclosure.tsx'), options, {
    'react-strict-dom/runtime': runtime,
    // Left unused by the compiler: every css.create and html.* is compiled away.
    'react-strict-dom': {},
  }) as {Disclosure: (props: {title: string; children: string}) => unknown};
  const {renderToString} = require('react-dom/server') as {renderToString(e: unknown): string};
  const {createElement} = require('react') as {createElement(...args: unknown[]): unknown};
  const html = renderToString(createElement(Disclosure, {title: 'Shipping'}, 'Ships.'));
  return /<button[^>]*>/.exec(html)![0];
}

describe('the web build under test', () => {
  const viteConfig = readFileSync(path.join(root, 'recipes/vite8/babel.config.cjs'), 'utf8');
  const testConfig = readFileSync(path.join(vitestRecipe, 'babel.config.cjs'), 'utf8');

  it("the Vite guide's babel.config.cjs turns debug and dev on when Vitest sets NODE_ENV=test", () => {
    expect(presetOptionsOf(viteConfig, 'test')).toEqual({debug: true, dev: true, platform: 'web'});
  });

  it("this page's babel.config.cjs turns them off under test and in production only", () => {
    const off = {debug: false, dev: false, platform: 'web'};
    expect(presetOptionsOf(testConfig, 'test')).toEqual(off);
    expect(presetOptionsOf(testConfig, 'production')).toEqual(off);
    expect(presetOptionsOf(testConfig, 'development')).toEqual({...off, debug: true, dev: true});
  });

  it('debug: false gives plain atomic class names and no source attributes', () => {
    const button = renderedButton({debug: false, dev: true, platform: 'web'});
    expect(button).toMatch(/ class="x[a-z0-9]+( x[a-z0-9]+)+"/);
    expect(button).not.toMatch(/data-(element|style)-src/);
    // dev alone changes nothing the test sees.
    expect(renderedButton({debug: false, dev: false, platform: 'web'})).toBe(button);
  });

  it('debug: true prefixes class names with the property and adds data-element-src and data-style-src', () => {
    const button = renderedButton({debug: true, dev: false, platform: 'web'});
    expect(button).toMatch(/ class="[^"]*\bbackgroundColor-x[a-z0-9]+\b/);
    expect(button).toMatch(/ data-element-src="[^"]*Disclosure\.tsx:\d+"/);
    expect(button).toMatch(/ data-style-src="[^"]*Disclosure\.tsx:\d+/);
    expect(page).toContain('`backgroundColor-x');
  });

  it('the elements without default styles are the ones the page names', () => {
    const runtime = compileAndRun(
      require.resolve('react-strict-dom/runtime'),
      {debug: false, dev: false, platform: 'web'},
      {},
    ) as {defaultStyles: Record<string, unknown>};
    const bare = Object.entries(runtime.defaultStyles)
      .filter(([, style]) => style == null)
      .map(([tag]) => tag);
    expect(bare).toEqual(['br', 'del', 'ins', 'kbd', 'optgroup', 'option', 's', 'u']);
    const named = bare.map((tag) => `\`${tag}\``);
    expect(page).toContain(`${named.slice(0, -1).join(', ')} and ${named.at(-1)} have no default`);
  });
});
