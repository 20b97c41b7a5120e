/**
 * Checks the facts on /api/other/contexts/ against the installed package:
 * the props from the native declarations, the absence of `contexts` on web,
 * and the behaviour of both providers, by running the native build with a
 * small React Native stand-in (react-native itself is not installed) and
 * reading the style each element hands to it.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import React, {type ReactNode} from 'react';
import ts from 'typescript';
import {afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {loadNativeBuild, runCommonJS, type HostElement, type NativeBuild} from './nativeBuild';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
const rsdDir = path.dirname(require.resolve('react-strict-dom/package.json'));
const pagePath = path.join(root, 'docs/api/other/contexts.mdx');
const snippetPath = path.join(root, 'src/snippets/api/other/contexts/PromoScreen.native.tsx');

// ---- declarations ----

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

// ---- behaviour of the native build ----

interface ContextsBuild extends NativeBuild {
  contexts: {
    ThemeProvider: React.ComponentType<{
      customProperties: Record<string, string | number>;
      children?: ReactNode;
    }>;
    ViewportProvider: React.ComponentType<{viewportWidth: number; children?: ReactNode}>;
  };
}

/** What an element hands to React Native: its style, and the ref React Strict DOM attaches. */
interface Rendered {
  name: string;
  style: Record<string, unknown>;
  ref?: (node: object | null) => void;
}

const windowSize = {width: 390, height: 800};
let rsd: ContextsBuild;
let renderHost: (element: React.ReactElement) => HostElement[];
const h = React.createElement;

function render(element: React.ReactElement): Rendered[] {
  return renderHost(element).map(({name, props}) => ({
    name,
    style: props.style ?? {},
    ref: props.ref as Rendered['ref'],
  }));
}

describe('contexts in the native build', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  beforeAll(() => {
    ({rsd, render: renderHost} = loadNativeBuild<ContextsBuild>(windowSize));
  });
  afterEach(() => {
    windowSize.width = 390;
  });

  it('ThemeProvider resolves var(--kebab-name) from a camelCase key, with var() inside values', () => {
    const styles = rsd.css.create({
      box: {backgroundColor: 'var(--promo-background)', borderColor: 'var(--edge)'},
    });
    const [view] = render(
      h(
        rsd.contexts.ThemeProvider,
        {customProperties: {promoBackground: '#0b5cad', edge: 'var(--promo-background)'}},
        h(rsd.html.div, {style: styles.box}),
      ),
    );
    expect(view.style).toMatchObject({backgroundColor: '#0b5cad', borderColor: '#0b5cad'});
  });

  it('ThemeProvider replaces the set: defineVars variables and outer keys stop resolving, with a warning', () => {
    const vars = rsd.css.defineVars({accent: 'green'}) as {accent: string};
    const styles = rsd.css.create({
      box: {backgroundColor: vars.accent, borderColor: 'var(--outer)'},
    });
    expect(render(h(rsd.html.div, {style: styles.box}))[0].style.backgroundColor).toBe('green');
    const [inside] = render(
      h(
        rsd.contexts.ThemeProvider,
        {customProperties: {other: 'red'}},
        h(rsd.html.div, {style: styles.box}),
      ),
    );
    expect(inside.style.backgroundColor).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/unrecognized custom property "--accent__id__\d+"/),
    );
    const [nested] = render(
      h(
        rsd.contexts.ThemeProvider,
        {customProperties: {outer: 'blue'}},
        h(
          rsd.contexts.ThemeProvider,
          {customProperties: {other: 'red'}},
          h(rsd.html.div, {style: styles.box}),
        ),
      ),
    );
    expect(nested.style.borderColor).toBeUndefined();
  });

  it('ViewportProvider scales lengths by window width / viewportWidth, but not vw', () => {
    windowSize.width = 780;
    const styles = rsd.css.create({
      box: {width: 100, padding: '10px', marginTop: '10vw', opacity: 0.5},
    });
    const [view] = render(
      h(rsd.contexts.ViewportProvider, {viewportWidth: 390}, h(rsd.html.div, {style: styles.box})),
    );
    expect(view.style).toMatchObject({width: 200, padding: 20, marginTop: 78, opacity: 0.5});
  });

  it('runs the page example: colours from ThemeProvider, lengths doubled on a 780-point screen', () => {
    windowSize.width = 780;
    const example = runCommonJS(snippetPath, {'react-strict-dom': rsd}, [
      [require.resolve('@babel/preset-typescript'), {isTSX: true, allExtensions: true}],
      [require.resolve('@babel/preset-react'), {runtime: 'automatic'}],
    ]) as {
      PromoScreen: React.ComponentType<{children?: ReactNode}>;
      PromoCard: React.ComponentType<{title: string}>;
    };
    const [card, title] = render(
      h(example.PromoScreen, null, h(example.PromoCard, {title: 'Sale'})),
    );
    expect(card.style).toMatchObject({backgroundColor: '#0b5cad', borderRadius: 24, padding: 32});
    expect(title.style).toMatchObject({color: '#ffffff', fontSize: 40});
  });

  it('ViewportProvider: a unitless lineHeight multiplies the font size and is not scaled; 24px is', () => {
    windowSize.width = 780;
    const styles = rsd.css.create({
      unitless: {fontSize: 20, lineHeight: 1.5},
      pixels: {fontSize: 20, lineHeight: '24px'},
    });
    const [unitless, pixels] = render(
      h(
        rsd.contexts.ViewportProvider,
        {viewportWidth: 390},
        h(rsd.html.p, {style: styles.unitless}),
        h(rsd.html.p, {style: styles.pixels}),
      ),
    );
    // 1.5 × the scaled 40-point font, not 1.5 × 2.
    expect(unitless.style).toMatchObject({fontSize: 40, lineHeight: 60});
    expect(pixels.style).toMatchObject({fontSize: 40, lineHeight: 48});
  });

  it('ViewportProvider: a strict ref keeps the factor it was created with after a resize', () => {
    const node = {clientWidth: 300};
    let strict: {clientWidth: number} | null = null;
    const attach = (width: number) => {
      windowSize.width = width;
      const [view] = render(
        h(
          rsd.contexts.ViewportProvider,
          {viewportWidth: 390},
          h(rsd.html.div, {ref: (r: typeof strict) => void (strict = r)}),
        ),
      );
      view.ref!(node);
      return strict!.clientWidth;
    };
    expect(attach(780)).toBe(150); // 300 / 2
    // The window grows to three times the design width, but the element's measurements are
    // still divided by 2: the strict ref is made once per element and keeps its first factor.
    expect(attach(1170)).toBe(150);
  });

  // The two facts below are on other pages, checked here because this file runs the native build.

  it("(Learn › Styles) em is relative to the element's own fontSize when it sets one", () => {
    const styles = rsd.css.create({
      parent: {fontSize: 10},
      own: {fontSize: 20, paddingTop: '1em'},
      inherited: {paddingTop: '1em'},
    });
    const [, own, inherited] = render(
      h(
        rsd.html.div,
        {style: styles.parent},
        h(rsd.html.p, {style: styles.own}),
        h(rsd.html.p, {style: styles.inherited}),
      ),
    );
    expect(own.style).toMatchObject({fontSize: 20, paddingTop: 20});
    expect(inherited.style).toMatchObject({paddingTop: 10});
  });

  it('(css.defineVars) a hyphenated key does not resolve on native; a camelCase key does', () => {
    const vars = rsd.css.defineVars({'brand-color': 'red', brandAccent: 'blue'}) as Record<
      string,
      string
    >;
    const styles = rsd.css.create({
      box: {backgroundColor: vars['brand-color'], borderColor: vars.brandAccent},
    });
    const [view] = render(h(rsd.html.div, {style: styles.box}));
    expect(view.style.borderColor).toBe('blue');
    expect(view.style.backgroundColor).toBeUndefined();
  });
});
