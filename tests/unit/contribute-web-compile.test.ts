import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import type {Babel, BabelResult, Preset, StyleXRule} from './babelTypes';
import {describe, expect, it} from 'vitest';

/*
 * The "How web works" page shows what the library's Babel preset and its CSS
 * step make of a small component. Those outputs are produced here by the
 * installed react-strict-dom package, so the page cannot drift from it.
 * After a library upgrade, `npx vitest run -u` rewrites the files.
 */

interface StyleXPlugin {
  processStylexRules(rules: StyleXRule[], options: {useLayers: boolean}): string;
}

const require = createRequire(import.meta.url);
const babel = require('@babel/core') as Babel;
const presetPath = require.resolve('react-strict-dom/babel-preset');
const preset = require(presetPath) as Preset;
// The StyleX plugin the PostCSS plugin uses to bundle the rules.
const styleX = require(
  require.resolve('@stylexjs/babel-plugin', {paths: [presetPath]}),
) as StyleXPlugin;

const dir = '../../src/snippets/contribute/how-web-works';
const sourcePath = fileURLToPath(new URL(`${dir}/Label.tsx`, import.meta.url));

function compile(options: object): BabelResult {
  const result = babel.transformSync(readFileSync(sourcePath, 'utf8'), {
    filename: sourcePath,
    babelrc: false,
    configFile: false,
    parserOpts: {plugins: ['jsx', 'typescript']},
    presets: [[presetPath, options]],
  });
  if (result == null) throw new Error('Babel returned no result');
  return result;
}

describe('react-strict-dom/babel-preset on Label.tsx', () => {
  const production = compile({debug: false, dev: false, platform: 'web'});

  it('compiles html.* and css.create as the page shows', async () => {
    await expect(production.code + '\n').toMatchFileSnapshot(`${dir}/Label.compiled.txt`);
  });

  it('collects the CSS rules the PostCSS plugin writes, in cascade layers', async () => {
    const rules = production.metadata.stylex ?? [];
    expect(rules.length).toBeGreaterThan(0);
    await expect(
      styleX.processStylexRules(rules, {useLayers: true}).trim() + '\n',
    ).toMatchFileSnapshot(`${dir}/Label.css.txt`);
    // generateStyles is the same function without layers.
    expect(preset.generateStyles(rules)).toBe(styleX.processStylexRules(rules, {useLayers: false}));
  });

  it('adds data-element-src when debug is on (the default)', () => {
    expect(compile({}).code).toContain('data-element-src="how-web-works/Label.tsx:');
  });

  it('returns no plugins for native, so the source is left as written', () => {
    const native = compile({platform: 'native'});
    expect(native.code).toContain('<html.label');
    expect(native.code).toContain('css.create(');
  });
});
