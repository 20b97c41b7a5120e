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
