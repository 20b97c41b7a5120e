/**
 * Compiles every example of the CSS API pages (src/snippets/api/css/) with the
 * library's own Babel preset, as a web build would. `tsc` only checks types;
 * this catches what the StyleX compiler rejects (style function shapes, theme
 * file names, unexported variables, shorthands) and checks each page's
 * examples together produce CSS.
 */
import {readdirSync} from 'node:fs';
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

function compile(file: string): {code: string; rules: Rule[]} {
  const result = transformFileSync(file, {
    babelrc: false,
    configFile: false,
    // Comments may quote css.* calls; only code counts.
    comments: false,
    presets: [
      ['@babel/preset-typescript', {isTSX: true, allExtensions: true}],
      [reactStrictPreset, {debug: false, dev: false, platform: 'web'}],
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
