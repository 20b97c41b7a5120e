/**
 * Type-checks the `*.native.tsx` snippets, which `npx tsc -p .` skips (see
 * tsconfig.json): they use native-only exports such as `compat`, so they are
 * compiled here against the library's native types, picked by the
 * "react-native" export condition as a React Native app's TypeScript would.
 * react-native is not installed, so the type notes' stand-in (reactNativeStub.ts)
 * declares the few components and types the snippets use. (The native files of the setup, icons and scrolling
 * guides are in recipes/, type-checked against the real packages by npm run
 * check:recipes.)
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {compilerOptions} from '@site/src/plugins/syntax-tokens/compilerOptions';
import {reactNativeStub} from '@site/src/plugins/syntax-tokens/reactNativeStub';
import {checkNative} from './nativeTypeCheck';

const root = path.resolve(__dirname, '../..');
const snippetsDir = path.join(root, 'src/snippets');

function nativeSnippets(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return nativeSnippets(full);
    return entry.name.endsWith('.native.tsx') ? [full] : [];
  });
}

const stubPath = path.join(root, 'react-native-stub.d.ts');

const options: ts.CompilerOptions = {
  ...compilerOptions('native'),
  // No DOM on a phone: a native-only snippet that reaches for `document` must fail here.
  lib: ['lib.es2022.d.ts'],
};

describe('native-only snippets', () => {
  const files = nativeSnippets(snippetsDir);

  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((f) => [path.relative(root, f), f]))(
    '%s compiles against the native types',
    {timeout: 60_000},
    (_, file) => {
      const {resolvedTo, diagnostics} = checkNative(file, options, {
        path: stubPath,
        text: reactNativeStub,
      });
      expect(resolvedTo).toMatch(/react-strict-dom\/dist\/native\/index\.d\.ts$/);
      expect(diagnostics).toEqual([]);
    },
  );
});
