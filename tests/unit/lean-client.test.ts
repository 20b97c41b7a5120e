// The size cuts in src/plugins/lean-client and the "renders nothing" theme
// stand-ins are only correct while the facts they rely on hold: checked here.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import config from '@site/docusaurus.config';

const require = createRequire(import.meta.url);
const utilsCommonLib = 'node_modules/@docusaurus/utils-common/lib';

describe('tslib stand-in for @docusaurus/utils-common', () => {
  const standIn = require('../../src/plugins/lean-client/tslib.js') as Record<string, unknown>;
  const tslib = require('tslib') as Record<string, (...args: unknown[]) => unknown>;

  it('has every tslib helper utils-common calls', () => {
    const used = new Set<string>();
    for (const file of readdirSync(utilsCommonLib).filter((name) => name.endsWith('.js'))) {
      for (const match of readFileSync(`${utilsCommonLib}/${file}`, 'utf8').matchAll(/tslib_1\.(\w+)/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(0);
    for (const helper of used) expect(standIn, helper).toHaveProperty(helper);
  });

  it('behaves as tslib does', () => {
    const importDefault = standIn.__importDefault as (mod: unknown) => unknown;
    const esModule = {__esModule: true, default: 1};
    const commonJs = {a: 1};
    expect(importDefault(esModule)).toBe(tslib.__importDefault(esModule));
    expect(importDefault(commonJs)).toEqual(tslib.__importDefault(commonJs));
  });
});

describe('theme parts replaced by nothing', () => {
  type DocsOptions = Record<string, unknown>;
  const presetOptions = (config.presets?.[0] as [string, {docs: DocsOptions}])[1];

  it('the docs have one version, so no version banner or badge', () => {
    expect(existsSync('versions.json')).toBe(false);
    expect(presetOptions.docs).not.toHaveProperty('versions');
    expect(presetOptions.docs).not.toHaveProperty('lastVersion');
    expect(presetOptions.docs).not.toHaveProperty('onlyIncludeVersions');
  });

  it('the docs set no edit link or last-update date', () => {
    for (const option of ['editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor']) {
      expect(presetOptions.docs).not.toHaveProperty(option);
    }
  });

  it('every navbar item type has its component', () => {
    // The theme's components cannot load outside the bundler: read the mapping's keys from its source.
    const source = readFileSync('src/theme/NavbarItem/ComponentTypes.tsx', 'utf8');
    const types = [...source.matchAll(/^ {2}(\w+): \w+NavbarItem,$/gm)].map((match) => match[1]);
    expect(types).toContain('default');
    const items = (config.themeConfig as {navbar: {items: {type?: string}[]}}).navbar.items;
    for (const item of items) expect(types).toContain(item.type ?? 'default');
  });
});
