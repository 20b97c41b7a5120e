// The size cuts in src/plugins/lean-client and the "renders nothing" theme
// stand-ins are only correct while the facts they rely on hold: checked here.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import config from '@site/docusaurus.config';
import {docsPropsFile} from '@site/src/plugins/lean-client';

const require = createRequire(import.meta.url);
const utilsCommonLib = 'node_modules/@docusaurus/utils-common/lib';

describe('tslib stand-in for @docusaurus/utils-common', () => {
  const standIn = require('../../src/plugins/lean-client/tslib.js') as Record<string, unknown>;
  const tslib = require('tslib') as Record<string, (...args: unknown[]) => unknown>;

  it('has every tslib helper utils-common calls', () => {
    const used = new Set<string>();
    for (const file of readdirSync(utilsCommonLib).filter((name) => name.endsWith('.js'))) {
      for (const match of readFileSync(`${utilsCommonLib}/${file}`, 'utf8').matchAll(
        /tslib_1\.(\w+)/g,
      ))
        used.add(match[1]);
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

describe('upgrade canary: what lean-client swaps still exists', () => {
  const read = (file: string) => readFileSync(`node_modules/${file}`, 'utf8');

  it('utils-common still requires tslib from lib/, where the stand-in replaces it', () => {
    expect(read('@docusaurus/utils-common/lib/index.js')).toContain('require("tslib")');
  });

  it('route props, the docs version metadata among them, are still written to <plugin>/<id>/p/', () => {
    expect(read('@docusaurus/core/lib/server/codegen/codegenRoutes.js')).toMatch(
      /path_1\.default\.posix\.join\(plugin\.name, plugin\.id, 'p', /,
    );
    expect(
      docsPropsFile.test('/x/.docusaurus/docusaurus-plugin-content-docs/default/p/site-abc.json'),
    ).toBe(true);
    const props = read('@docusaurus/plugin-content-docs/lib/props.js');
    expect(props).toMatch(
      /docsSidebars: toSidebarsProp\(loadedVersion\),\s+docs: toVersionDocsProp\(loadedVersion\),/,
    );
  });

  it('only DocCard reads the docs map (useDocById), and no page shows a DocCard', () => {
    const readers = [
      'theme-classic/lib/theme',
      'theme-common/lib',
      'plugin-content-docs/lib/client',
    ]
      .flatMap((dir) =>
        readdirSync(`node_modules/@docusaurus/${dir}`, {recursive: true, encoding: 'utf8'}).map(
          (f) => `${dir}/${f}`,
        ),
      )
      .filter((file) => file.endsWith('.js') && !file.startsWith('plugin-content-docs/lib/client/'))
      .filter((file) => read(`@docusaurus/${file}`).includes('useDocById('));
    expect(readers).toEqual(['theme-classic/lib/theme/DocCard/index.js']);
    const client = read('@docusaurus/plugin-content-docs/lib/client/docsUtils.js');
    // The map's one reader inside the plugin is useDocById itself.
    expect([...client.matchAll(/version\.docs\[/g)]).toHaveLength(1);
    expect(client).toMatch(
      /export function useDocById\(id\) \{\s+const version = useDocsVersion\(\);/,
    );
    const sources = readdirSync('docs', {recursive: true, encoding: 'utf8'}).filter((f) =>
      /\.(mdx?|json)$/.test(f),
    );
    for (const file of sources)
      expect(readFileSync(`docs/${file}`, 'utf8'), file).not.toMatch(/DocCardList|generated-index/);
    expect(readFileSync('src/theme/MDXComponents.tsx', 'utf8')).not.toMatch(/DocCard/);
  });

  it('the loader empties the docs map of the version metadata only', () => {
    const loader = require('../../src/plugins/lean-client/docsMetadataLoader.js') as (
      source: string,
    ) => string;
    const version = {
      pluginId: 'default',
      docsSidebars: {a: [{type: 'link', href: '/a/'}]},
      docs: {a: {id: 'a', title: 'A'}},
    };
    expect(JSON.parse(loader(JSON.stringify({version})))).toEqual({
      version: {...version, docs: {}},
    });
    const other = JSON.stringify({tag: {label: 'x'}});
    expect(loader(other)).toBe(other);
  });
});

describe('docs list left out of the global data', () => {
  const read = (file: string) => readFileSync(`node_modules/${file}`, 'utf8');
  const loader = require('../../src/plugins/lean-client/globalDataLoader.js') as (
    source: string,
  ) => string;
  const globalData = (docs: {id: string; path: string; sidebar?: string}[]) => ({
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/base',
        versions: [
          {
            name: 'current',
            docs,
            sidebars: {learn: {link: {path: '/base/learn/', label: 'learn/index'}}},
          },
        ],
      },
    },
  });

  it('the client reads the list only to find the active doc (useActiveDocContext, useLayoutDoc)', () => {
    const client = read('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
    expect(client).toMatch(/const activeDoc = activeVersion\?\.docs\.find\(/);
    const readers = readdirSync('node_modules/@docusaurus/theme-classic/lib/theme', {
      recursive: true,
      encoding: 'utf8',
    })
      .filter((file) => file.endsWith('.js'))
      .filter((file) =>
        /useActiveDocContext|useLayoutDoc\b|activeDoc\b/.test(
          read(`@docusaurus/theme-classic/lib/theme/${file}`),
        ),
      );
    // Those navbar items are replaced (DocSidebarNavbarItem) or left out of ComponentTypes.
    expect(readers.sort()).toEqual([
      'NavbarItem/DocNavbarItem.js',
      'NavbarItem/DocSidebarNavbarItem.js',
      'NavbarItem/DocsVersionDropdownNavbarItem.js',
    ]);
    const types = readFileSync('src/theme/NavbarItem/ComponentTypes.tsx', 'utf8');
    expect(types).not.toMatch(/DocNavbarItem'|DocsVersionDropdownNavbarItem/);
  });

  it("the loader empties the list when every doc is under its sidebar's first page", () => {
    const docs = [
      {id: 'learn/index', path: '/base/learn/', sidebar: 'learn'},
      {id: 'learn/setup/expo', path: '/base/learn/setup', sidebar: 'learn'},
      {id: 'orphan', path: '/base/elsewhere'},
    ];
    expect(JSON.parse(loader(JSON.stringify(globalData(docs))))).toEqual(globalData([]));
    const other = JSON.stringify({'docusaurus-plugin-search': {}});
    expect(loader(other)).toBe(other);
  });

  it("the loader fails the build when a doc is outside its sidebar's section", () => {
    const docs = [{id: 'api/x', path: '/base/api/x', sidebar: 'learn'}];
    expect(() => loader(JSON.stringify(globalData(docs)))).toThrow(
      /api\/x \(\/base\/api\/x\) is in the sidebar learn, whose first page is \/base\/learn\//,
    );
  });
});

describe('module paths left out of the browser copy of the route registry', () => {
  const loader = require('../../src/plugins/lean-client/registryLoader.js') as (
    source: string,
  ) => string;
  // Unit tests run before the build, so the registry is written here as Docusaurus writes it.
  const entry = (name: string, path: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${path}"), "${path}", require.resolveWeak("${path}")],`;
  const registry = `export default {\n${entry('094fe7cb', '@site/docs/learn/index.mdx')}\n${entry('17896441', '@theme/DocItem')}};\n`;

  it('Docusaurus still writes each entry as [loader, path, module id]', () => {
    const codegen = readFileSync(
      'node_modules/@docusaurus/core/lib/server/codegen/codegenRoutes.js',
      'utf8',
    );
    expect(codegen).toContain(
      '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
    );
  });

  it('blanks each path and keeps each import and module id', () => {
    const lean = loader(registry);
    const imports = (source: string) =>
      source.match(/import\([^)]*\)|require\.resolveWeak\([^)]*\)/g);
    expect(imports(lean)).toEqual(imports(registry));
    expect(lean.match(/\), "", require\.resolveWeak\(/g)).toHaveLength(
      registry.match(/require\.resolveWeak\(/g)!.length,
    );
    expect(() => loader('export default {"a": [load, "x", 1]};')).toThrow(/no longer/);
  });

  it('react-loadable reads the paths only to report them to a server-side capture', () => {
    const loadable = readFileSync('node_modules/react-loadable/lib/index.js', 'utf8');
    const uses = loadable.match(/opts\.modules\b.*$/gm);
    expect(uses).toEqual(['opts.modules)) {', 'opts.modules.forEach(function (moduleName) {']);
    expect(loadable).toMatch(/if \(this\.context && Array\.isArray\(opts\.modules\)\)/);
  });
});

describe('build-only fields left out of the browser copy of the site config', () => {
  const loader = require('../../src/plugins/lean-client/siteConfigLoader.js') as (
    source: string,
  ) => string;
  // Unit tests run before the build, so the file is written here as Docusaurus writes it.
  const generated = `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify(config, null, 2)};\n`;
  const dropped = ['ssrTemplate', 'markdown', 'presets', 'plugins', 'clientModules', 'headTags'];
  const clientFiles = [
    '@docusaurus/core/lib/client',
    '@docusaurus/theme-classic/lib/theme',
    '@docusaurus/theme-common/lib',
    '@docusaurus/plugin-content-docs/lib/client',
  ].flatMap((dir) =>
    readdirSync(`node_modules/${dir}`, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(`node_modules/${dir}/${file}`, 'utf8')),
  );

  it('Docusaurus still writes the config as `export default <JSON>;`', () => {
    const codegen = readFileSync(
      'node_modules/@docusaurus/core/lib/server/codegen/codegen.js',
      'utf8',
    );
    expect(codegen).toContain('export default ${JSON.stringify(siteConfig, null, 2)};');
  });

  it('keeps every other field, and the module shape', () => {
    const lean = loader(generated);
    const read = (source: string) =>
      JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as object;
    const full = read(generated) as Record<string, unknown>;
    const kept = read(lean) as Record<string, unknown>;
    for (const field of dropped) expect(kept).not.toHaveProperty(field);
    expect(kept.themeConfig).toEqual(full.themeConfig);
    expect(kept.future).toEqual(full.future);
    expect(lean).toMatch(/^\/\*[\s\S]*\*\/\nexport default \{/);
    expect(() => loader('module.exports = {};')).toThrow(/no longer `export default/);
  });

  it('no client code of Docusaurus reads a dropped field', () => {
    const code = clientFiles.map((file) => file.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''));
    for (const field of dropped) {
      // Read as `config.field` or destructured as `{field}` / `{field, …}`.
      const read = new RegExp(`\\.${field}\\b|\\b${field}\\s*[,}]`);
      expect(
        code.filter((file) => read.test(file)),
        field,
      ).toEqual([]);
    }
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

  it('the docs set no edit link, last-update date or tags, so no doc footer', () => {
    for (const option of ['editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor']) {
      expect(presetOptions.docs).not.toHaveProperty(option);
    }
    const docs = readdirSync('docs', {recursive: true, encoding: 'utf8'}).filter((file) =>
      /\.mdx?$/.test(file),
    );
    expect(docs.length).toBeGreaterThan(40);
    for (const file of docs) {
      const frontMatter = readFileSync(`docs/${file}`, 'utf8').match(/^---\n([\s\S]*?)\n---/)?.[1];
      expect(frontMatter ?? '', file).not.toMatch(/^(tags|last_update):/m);
    }
  });

  it('the sidebar cannot be hidden, so no collapse or expand button', () => {
    const themeConfig = config.themeConfig as {docs: {sidebar: {hideable: boolean}}};
    expect(themeConfig.docs.sidebar.hideable).toBe(false);
  });

  it('no published doc is unlisted, so production builds need no visibility banner', () => {
    const docs = readdirSync('docs', {recursive: true, encoding: 'utf8'}).filter((file) =>
      /\.mdx?$/.test(file),
    );
    for (const file of docs) {
      const frontMatter = readFileSync(`docs/${file}`, 'utf8').match(/^---\n([\s\S]*?)\n---/)?.[1];
      expect(frontMatter ?? '', file).not.toMatch(/^unlisted:\s*true/m);
    }
    // Drafts exist (keyframes, positionTry), and production builds leave them out.
    expect(presetOptions.docs).not.toHaveProperty('showDrafts');
  });

  it('there is no announcement bar', () => {
    expect(config.themeConfig).not.toHaveProperty('announcementBar');
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
