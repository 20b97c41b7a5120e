/**
 * Compiles every example of the CSS API pages (src/snippets/api/css/) with the
 * library's own Babel preset, as a web build would. `tsc` only checks types;
 * this catches what the StyleX compiler rejects (style function shapes, theme
 * file names, unexported variables, shorthands) and checks each page's
 * examples together produce CSS. It also checks that the compiled output shown
 * on /api/babel-preset/ is what the installed preset produces.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

type Rule = [string, {ltr: string; rtl?: string | null}, number];

// Neither package ships types; these are the two calls used here.
interface BabelCore {
  transformFileSync(
    file: string,
    options: object,
  ): {code?: string | null; metadata?: object} | null;
}
interface ReactStrictPreset {
  generateStyles(rules: Rule[]): string;
}
const require = createRequire(import.meta.url);
const {transformFileSync} = require('@babel/core') as BabelCore;
const reactStrictPreset = require('react-strict-dom/babel-preset') as ReactStrictPreset;

const root = join(process.cwd(), 'src/snippets/api/css');
const pages = readdirSync(root, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function compile(
  file: string,
  options: object = {debug: false, dev: false, platform: 'web'},
): {
  code: string;
  rules: Rule[];
} {
  const result = transformFileSync(file, {
    babelrc: false,
    configFile: false,
    // Comments may quote css.* calls; only code counts.
    comments: false,
    presets: [
      ['@babel/preset-typescript', {isTSX: true, allExtensions: true}],
      [reactStrictPreset, options],
    ],
  });
  const metadata = result?.metadata as {stylex?: Rule[]} | undefined;
  return {code: result?.code ?? '', rules: metadata?.stylex ?? []};
}

describe.each(pages)('examples of /api/css/%s/', (page) => {
  const files = readdirSync(join(root, page)).filter((name) => /\.tsx?$/.test(name));

  it('compile with the web preset and produce CSS', () => {
    expect(files.length).toBeGreaterThan(0);
    const rules = files.flatMap((name) => compile(join(root, page, name)).rules);
    const css = reactStrictPreset.generateStyles(rules);
    expect(css.length).toBeGreaterThan(0);
  });

  it('leave no css.* call for the runtime', () => {
    for (const name of files) {
      expect(compile(join(root, page, name)).code, name).not.toMatch(/\bcss\.\w+\(/);
    }
  });
});

describe('the example on /api/babel-preset/', () => {
  const dir = join(process.cwd(), 'src/snippets/api/babel-preset');
  const read = (name: string) => readFileSync(join(dir, name), 'utf8').trim();

  it('shows the code and CSS the installed preset produces', () => {
    const {code, rules} = compile(join(dir, 'NameField.tsx'));
    expect(code.trim()).toBe(read('NameField.compiled.txt'));
    expect(reactStrictPreset.generateStyles(rules).trim()).toBe(read('NameField.styles.txt'));
  });

  it('adds data-element-src with the default options', () => {
    expect(compile(join(dir, 'NameField.tsx'), {}).code).toContain(
      'data-element-src="babel-preset/NameField.tsx:12"',
    );
  });

  it('adds no plugins for native', () => {
    const {code, rules} = compile(join(dir, 'NameField.tsx'), {platform: 'native'});
    expect(code).toContain('<html.label for="name"');
    expect(rules).toEqual([]);
  });
});
