import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  babelOptions,
  exampleModule,
  findExamples,
  nativeBuild,
  previewBuild,
} from '../../src/plugins/rsd-examples';

// The build compiles examples with these same options (babel-loader and the
// PostCSS plugin), so a failure here is a failure of `docusaurus build`.
interface BabelResult {
  code: string;
  metadata: {stylex?: unknown[]};
}
const babel = createRequire(import.meta.url)('@babel/core') as {
  transformAsync(code: string, options: object): Promise<BabelResult>;
};
const compile = (filename: string, code: string) =>
  babel.transformAsync(code, {filename, ...babelOptions});

const siteDir = join(__dirname, '..', '..');

describe('the examples in src/examples', () => {
  const examples = findExamples(siteDir);

  it('are found, each with a unique name and its platforms', () => {
    expect(examples.length).toBeGreaterThanOrEqual(21);
    expect(new Set(examples.map((e) => e.name)).size).toBe(examples.length);
    for (const example of examples) expect(example.platforms.length).toBeGreaterThan(0);
  });

  it.each(examples.map((e) => [e.sitePath, e.filePath]))(
    '%s compiles to static styles with no runtime css.create',
    async (_, filePath) => {
      const result = await compile(filePath, readFileSync(filePath, 'utf8'));
      expect(result.code).not.toMatch(/css\.(create|createTheme|defineVars|defineConsts)\(/);
      expect(result.code).not.toContain('data-element-src');
    },
  );
});

describe('the native build of an example (its Native view, without the compiler)', () => {
  const examples = findExamples(siteDir);
  const byName = (name: string) => examples.find((e) => e.name === name)!;

  it('holds the preview entry and the example, compiled for native (runtime css.create)', () => {
    const run = nativeBuild(byName('GridFallback'));
    expect(run.entry).toBe('__preview__.tsx');
    expect(Object.keys(run.modules).sort()).toEqual(['GridFallback.tsx', '__preview__.tsx']);
    expect(run.modules['GridFallback.tsx']).toMatch(/_reactStrictDom\.css\.create\(/);
  });

  it('leaves a slot for each asset’s URL, which the example module imports', () => {
    const example = byName('FramedImage');
    expect(nativeBuild(example).modules['hills.png.ts']).toContain(
      'exports.default = "__rsd_example_asset_0__";',
    );
    const module = exampleModule(example, '/strict.css', '/codeOf.ts', '/s.js', '/n.native.json');
    expect(module).toContain('import nativeUrl from "/n.native.json?native-preview";');
    expect(module).toMatch(/^import a0 from ".*hills\.png";$/m);
    expect(module).toContain('native: {url: nativeUrl, assets: [a0]}');
  });

  it('the web build holds the same files compiled for the web, with their CSS, and its own slots', () => {
    const run = previewBuild(byName('GridFallback'), 'web');
    expect(Object.keys(run.modules).sort()).toEqual(['GridFallback.tsx', '__preview__.tsx']);
    expect(run.modules['GridFallback.tsx']).not.toMatch(/css\.create\(/);
    expect(run.css).toMatch(/\{[^}]+\}/);
    const example = byName('FramedImage');
    const module = exampleModule(
      example,
      '/strict.css',
      '/codeOf.ts',
      '/s.js',
      '/n.native.json',
      '/w.web.json',
    );
    expect(module).toContain('import webUrl from "/w.web.json?web-preview";');
    expect(module.match(/^import a0 from /gm)).toHaveLength(1);
    expect(module).toContain('web: {url: webUrl, assets: [a0]}');
  });

  it('fails the build, naming the file, when an example does not compile for native', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rsd-native-'));
    const filePath = join(dir, 'Broken.tsx');
    writeFileSync(filePath, 'export function Broken() { return <div>; }\n');
    expect(() =>
      nativeBuild({
        name: 'Broken',
        filePath,
        sitePath: 'src/examples/Broken.tsx',
        platforms: ['ios'],
        themed: false,
        siblings: [],
      }),
    ).toThrow(/src\/examples\/Broken\.tsx: does not compile for native/);
    rmSync(dir, {recursive: true, force: true});
  });
});

describe('a broken example', () => {
  it("fails with the file's name and the compiler's message", async () => {
    const source = `import {css, html} from 'react-strict-dom';
const colour = Math.random() > 0.5 ? 'red' : 'blue';
const styles = css.create({box: {color: colour}});
export function Broken() { return <html.div style={styles.box} />; }
`;
    await expect(compile('/site/src/examples/Broken.tsx', source)).rejects.toThrow(
      /\/site\/src\/examples\/Broken\.tsx: Unsupported expression/,
    );
  });
});

describe('findExamples rejects malformed files, naming them', () => {
  let dir = '';
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  function site(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), 'rsd-examples-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(dir, 'src/examples', file, '..'), {recursive: true});
      writeFileSync(join(dir, 'src/examples', file), text);
    }
    return dir;
  }

  it('without @platforms', () => {
    expect(() => findExamples(site({'a/Card.tsx': 'export function Card() {}'}))).toThrow(
      'src/examples/a/Card.tsx: add a `@platforms` tag',
    );
  });

  it('with an unknown platform', () => {
    expect(() =>
      findExamples(site({'Card.tsx': '// @platforms web tvos\nexport function Card() {}'})),
    ).toThrow('src/examples/Card.tsx: unknown platform "tvos"');
  });

  it('without a component named like the file', () => {
    expect(() =>
      findExamples(site({'Card.tsx': '// @platforms web\nexport function Tile() {}'})),
    ).toThrow('src/examples/Card.tsx: export a component named Card');
  });

  it('with a name already taken', () => {
    const body = '// @platforms web\nexport function Card() {}';
    expect(() => findExamples(site({'a/Card.tsx': body, 'b/Card.tsx': body}))).toThrow(
      'src/examples/b/Card.tsx: an example named Card already exists (src/examples/a/Card.tsx)',
    );
  });

  it('and ignores helpers such as tokens.css.ts', () => {
    expect(findExamples(site({'tokens.css.ts': 'export const x = 1;'}))).toEqual([]);
  });
});
