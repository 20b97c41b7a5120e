/**
 * Checks the facts on /api/other/contexts/ against the installed package: the props
 * from the native declarations, and the absence of `contexts` on web. What the
 * providers do on Android and iOS is judged by React Native's own code:
 * tests/native/pageClaims.test.ts (`npm run check:native`).
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
const rsdDir = path.dirname(require.resolve('react-strict-dom/package.json'));
const pagePath = path.join(root, 'docs/api/other/contexts.mdx');

const nativeEntry = path.join(rsdDir, 'dist/native/index.d.ts');
const webEntry = path.join(rsdDir, 'dist/web/index.d.ts');
let program: ts.Program | undefined;

/** The exports of a declaration file; one program holds both entry points, built once. */
function exportsOf(entry: string): {checker: ts.TypeChecker; symbols: ts.Symbol[]} {
  program ??= ts.createProgram([nativeEntry, webEntry], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  return {checker, symbols: checker.getExportsOfModule(moduleSymbol)};
}

/** The props of `contexts[member]` in the native declarations, by name. */
function providerProps(member: string): Map<string, ts.Type> {
  const {checker, symbols} = exportsOf(nativeEntry);
  const contexts = symbols.find((s) => s.name === 'contexts')!;
  const provider = checker.getTypeOfSymbol(checker.getTypeOfSymbol(contexts).getProperty(member)!);
  const [signature] = provider.getCallSignatures();
  const propsType = checker.getTypeOfSymbol(signature.parameters[0]);
  return new Map(propsType.getProperties().map((p) => [p.name, checker.getTypeOfSymbol(p)]));
}

/** The row of the page's props table for `prop`, as "type | required". */
function pageRow(page: string, prop: string): string | undefined {
  const row = page.split('\n').find((line) => line.startsWith(`| \`${prop}\` |`));
  return row
    ?.split(/(?<!\\)\|/)
    .slice(2, 4)
    .map((cell) => cell.trim())
    .join(' | ');
}

describe('contexts in the declarations', {timeout: 60_000}, () => {
  const page = readFileSync(pagePath, 'utf8');

  it('ThemeProvider takes children and customProperties (string or number values)', () => {
    const props = providerProps('ThemeProvider');
    expect([...props.keys()].sort()).toEqual(['children', 'customProperties']);
    const custom = props.get('customProperties')!;
    const index = custom.getStringIndexType();
    expect(
      index?.isUnion() &&
        index.types.map((t) => t.flags & (ts.TypeFlags.String | ts.TypeFlags.Number)),
    ).toEqual([ts.TypeFlags.String, ts.TypeFlags.Number]);
    expect(pageRow(page, 'customProperties')).toBe(
      '`Readonly<{[key: string]: string \\| number}>` | yes',
    );
  });

  it('ViewportProvider takes children and a numeric viewportWidth', () => {
    const props = providerProps('ViewportProvider');
    expect([...props.keys()].sort()).toEqual(['children', 'viewportWidth']);
    expect(props.get('viewportWidth')!.flags & ts.TypeFlags.Number).toBeTruthy();
    expect(pageRow(page, 'viewportWidth')).toBe('`number` | yes');
    expect(pageRow(page, 'children')).toBe('`React.ReactNode` | yes');
  });

  it('neither the web types nor the web build export contexts', () => {
    expect(exportsOf(webEntry).symbols.map((s) => s.name)).not.toContain('contexts');
    expect(exportsOf(nativeEntry).symbols.map((s) => s.name)).toContain('contexts');
    const webExports = [
      ...readFileSync(path.join(rsdDir, 'dist/web/index.js'), 'utf8').matchAll(
        /^export \{([^}]*)\}/gm,
      ),
    ];
    expect(webExports.map((m) => m[1]).join(',')).not.toMatch(/\bcontexts\b/);
  });
});
