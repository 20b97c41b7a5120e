/**
 * Checks the Learn › Testing page against the installed packages. The page's web setup is
 * not checked here: it runs for real as the "testing" Vitest project (vitest.config.mts).
 * React Native is not installed, so the native side is checked as far as it can be:
 * the Jest test is type-checked against the library's native types and React Native
 * Testing Library's declarations, the Jest config's patterns are tried on real paths, and
 * the page's table of aria-* props is compared with the native runtime.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {checkNative} from './nativeTypeCheck';

const root = path.resolve(__dirname, '../..');
const snippets = path.join(root, 'src/snippets/learn/testing');
const page = readFileSync(path.join(root, 'docs/learn/testing.mdx'), 'utf8');
const nativeSource = readFileSync(
  path.join(root, 'node_modules/react-strict-dom/dist/native/index.js'),
  'utf8',
);
const require = createRequire(import.meta.url);

describe('the native Jest test', () => {
  // Jest's globals are the only stand-in: everything else is the packages' own declarations.
  const globalsPath = path.join(snippets, 'jest-globals.d.ts');
  const globals = `
declare function test(name: string, fn: () => Promise<void>): void;
declare function expect(value: unknown): {
  toBeNull(): void;
  toBeOnTheScreen(): void;
  toHaveStyle(style: object): void;
  toHaveTextContent(text: string): void;
};
`;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['react-native'],
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
  };

  it(
    'type-checks against the native types and React Native Testing Library',
    {timeout: 60_000},
    () => {
      const file = path.join(snippets, 'Disclosure.native.test.tsx');
      const {resolvedTo, diagnostics} = checkNative(file, options, {
        path: globalsPath,
        text: globals,
      });
      expect(resolvedTo).toMatch(/react-strict-dom\/dist\/native\/index\.d\.ts$/);
      expect(diagnostics).toEqual([]);
    },
  );
});

describe('jest.config.js', () => {
  const config = require(path.join(snippets, 'jest.config.js')) as {
    testMatch: string[];
    transformIgnorePatterns: string[];
  };
  const ignored = (file: string) =>
    config.transformIgnorePatterns.some((pattern) => new RegExp(pattern).test(file));

  it('lets Babel compile react-strict-dom, whose native build is an ES module', () => {
    const entry = 'node_modules/react-strict-dom/dist/native/index.js';
    expect(readFileSync(path.join(root, entry), 'utf8')).toMatch(
      /^import .* from 'react-native';$/m,
    );
    expect(ignored(`/app/${entry}`)).toBe(false);
    expect(ignored('/app/node_modules/react-native/index.js')).toBe(false);
    expect(ignored('/app/node_modules/left-pad/index.js')).toBe(true);
  });

  it('leaves the web tests to Vitest', () => {
    expect(config.testMatch).toEqual(['**/*.native.test.[jt]s?(x)']);
  });
});

describe('expo/jest.config.js', () => {
  const config = require(path.join(snippets, 'expo/jest.config.js')) as {
    preset: string;
    testMatch: string[];
    transformIgnorePatterns: string[];
  };
  const ignored = (file: string) =>
    config.transformIgnorePatterns.some((pattern) => new RegExp(pattern).test(file));

  it("uses jest-expo, and compiles react-strict-dom next to jest-expo's own list", () => {
    expect(config.preset).toBe('jest-expo');
    expect(ignored('/app/node_modules/react-strict-dom/dist/native/index.js')).toBe(false);
    // The names are prefixes: expo-* packages are compiled too.
    expect(ignored('/app/node_modules/expo-modules-core/src/index.ts')).toBe(false);
    expect(ignored('/app/node_modules/@expo/vector-icons/index.js')).toBe(false);
    expect(ignored('/app/node_modules/left-pad/index.js')).toBe(true);
    expect(ignored('/app/node_modules/@react-native/babel-preset/src/index.js')).toBe(true);
    expect(config.testMatch).toEqual(['**/*.native.test.[jt]s?(x)']);
  });
});

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
  const {Disclosure} = compileAndRun(path.join(snippets, 'Disclosure.tsx'), options, {
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
  const vitePage = readFileSync(path.join(root, 'docs/learn/environment-setup/vite.mdx'), 'utf8');
  const viteConfig = /```js title="babel\.config\.cjs"\n([\s\S]*?)```/.exec(vitePage)![1];
  const testConfig = readFileSync(path.join(snippets, 'babel.config.cjs'), 'utf8');

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
