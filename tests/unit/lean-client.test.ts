// The size cuts in src/plugins/lean-client and the "renders nothing" theme
// stand-ins are only correct while the facts they rely on hold: checked here. The
// upstream facts are canaries (tests/unit/canary.ts), each also fed changed copies.
import {existsSync, mkdtempSync, readdirSync, readFile, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import config from '@site/docusaurus.config';
import {docsPropsFile} from '@site/src/plugins/lean-client/docs-metadata';
import {containing, describeCanaries, hashed, type Canary, type Upstream} from './canary';

const require = createRequire(import.meta.url);
const tslibStandIn = require('../../src/plugins/lean-client/tslib/tslib.js') as Record<
  string,
  unknown
>;
const codegenRoutes = '@docusaurus/core/lib/server/codegen/codegenRoutes.js';
/** The JavaScript files under some folders of node_modules. */
const scripts = (upstream: Upstream, folders: readonly string[]) =>
  folders.flatMap((folder) => upstream.list(folder)).filter((file) => file.endsWith('.js'));
/** The files among `files` whose code matches `pattern`. */
const readers = (upstream: Upstream, files: readonly string[], pattern: RegExp) =>
  files.filter((file) => pattern.test(upstream.read(file)));

const tslibCanary: Canary = {
  guards:
    'src/plugins/lean-client/tslib/tslib.js (the tslib helpers @docusaurus/utils-common calls)',
  check(upstream) {
    const files = scripts(upstream, ['@docusaurus/utils-common/lib']);
    const used = new Set(
      files.flatMap((file) =>
        [...upstream.read(file).matchAll(/tslib_1\.(\w+)/g)].map((match) => match[1]!),
      ),
    );
    return [
      ...(upstream.read('@docusaurus/utils-common/lib/index.js').includes('require("tslib")')
        ? []
        : ['utils-common/lib/index.js no longer requires tslib']),
      ...(used.size === 0 ? ['utils-common calls no tslib helper'] : []),
      ...[...used]
        .filter((helper) => !(helper in tslibStandIn))
        .map((helper) => `utils-common calls tslib's ${helper}, which the stand-in lacks`),
    ];
  },
  changes: [
    {
      file: '@docusaurus/utils-common/lib/index.js',
      what: 'no require("tslib")',
      apply: (text) => text.replaceAll('require("tslib")', 'require("other")'),
    },
    {
      file: '@docusaurus/utils-common/lib/later.js',
      what: 'a new file calling another helper',
      apply: () =>
        'const tslib_1 = require("tslib");\ntslib_1.__awaiter(this, void 0, void 0, f);\n',
    },
  ],
};

const docsMetadataCanaries: Canary[] = [
  containing(
    'src/plugins/lean-client/docs-metadata/loader.js (where and how the docs map is written)',
    {
      [codegenRoutes]: [/path_1\.default\.posix\.join\(plugin\.name, plugin\.id, 'p', /],
      '@docusaurus/plugin-content-docs/lib/props.js': [
        /docsSidebars: toSidebarsProp\(loadedVersion\),\s+docs: toVersionDocsProp\(loadedVersion\),/,
      ],
      '@docusaurus/plugin-content-docs/lib/client/docsUtils.js': [
        /export function useDocById\(id\) \{\s+const version = useDocsVersion\(\);/,
      ],
    },
  ),
  {
    guards: 'src/plugins/lean-client/docs-metadata/loader.js (only DocCard reads the docs map)',
    check(upstream) {
      const files = scripts(upstream, [
        '@docusaurus/theme-classic/lib/theme',
        '@docusaurus/theme-common/lib',
      ]);
      const found = readers(upstream, files, /useDocById\(/);
      const client = upstream.read('@docusaurus/plugin-content-docs/lib/client/docsUtils.js');
      // The map's one reader inside the plugin is useDocById itself.
      const reads = [...client.matchAll(/version\.docs\[/g)].length;
      return [
        ...(found.join() === '@docusaurus/theme-classic/lib/theme/DocCard/index.js'
          ? []
          : [`useDocById is read by ${found.join(', ') || 'nothing'}, not DocCard alone`]),
        ...(reads === 1 ? [] : [`docsUtils.js reads version.docs ${reads} times, not once`]),
      ];
    },
    changes: [
      {
        file: '@docusaurus/theme-common/lib/utils/later.js',
        what: 'a new file reading useDocById',
        apply: () => 'export const title = (id) => useDocById(id).title;\n',
      },
      {
        file: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
        what: 'a second read of version.docs',
        apply: (text) => `${text}\nexport const first = (version) => version.docs['a'];\n`,
      },
    ],
  },
];

/** Where client code reads a sidebar item's docId or unlisted, as the loader leaves them. */
const sidebarItemReads = [
  '@docusaurus/plugin-content-docs/lib/client/docsUtils.js: !item.unlisted ||',
  '@docusaurus/plugin-content-docs/lib/client/docsUtils.js: !item.unlisted)',
  '@docusaurus/plugin-content-docs/lib/client/docsUtils.js: item.docId &&',
  '@docusaurus/theme-classic/lib/theme/DocCard/index.js: item.docId ??',
];

docsMetadataCanaries.push({
  guards:
    "src/plugins/lean-client/docs-metadata/loader.js (a sidebar link's docId is only tested for presence)",
  check(upstream) {
    const files = scripts(upstream, [
      '@docusaurus/core/lib/client',
      '@docusaurus/theme-classic/lib/theme',
      '@docusaurus/theme-common/lib',
      '@docusaurus/plugin-content-docs/lib/client',
    ]);
    const reads = files.flatMap((file) =>
      // Each read with what comes before and after it: `!` / `&&` / `??` say how it is used.
      [...upstream.read(file).matchAll(/!?\bitem\??\.(docId|unlisted)\b\s*(\?\?|&&|\|\||\S)/g)].map(
        (match) => `${file}: ${match[0].replace(/\s+/g, ' ')}`,
      ),
    );
    reads.sort();
    return reads.join('\n') === sidebarItemReads.join('\n')
      ? []
      : [`sidebar items' docId and unlisted are read as: ${reads.join(' | ')}`];
  },
  changes: [
    {
      file: '@docusaurus/theme-classic/lib/theme/DocSidebarItem/Link/later.js',
      what: 'a new read of the docId',
      apply: () => 'export const id = (item) => item.docId.split("/");\n',
    },
  ],
});

// The stand-in replaces nprogress whole and draws the markup theme-classic's stylesheet
// styles, for the calls its progress-bar client module makes (configure, start, done).
const nprogressCanary = hashed(
  'src/plugins/lean-client/nprogress/nprogress.ts (nprogress in the browser)',
  {
    'nprogress/nprogress.js': '6b9611076ec2701c',
    '@docusaurus/theme-classic/lib/nprogress.js': '58b21ff3eb278f6c',
    '@docusaurus/theme-classic/lib/nprogress.css': 'fb2bd3797f469d74',
  },
);

const client = (file: string) => `@docusaurus/core/lib/client/${file}`;
// Links prefetch in view and preload on intent through window.docusaurus, which the client
// entry sets from ./docusaurus; the stand-in copies its preload, and only its prefetch
// reads the chunk-name map of the ChunkAssetPlugin the swap drops.
const prefetchCanaries: Canary[] = [
  hashed('src/plugins/lean-client/prefetch/docusaurus.ts (window.docusaurus)', {
    [client('docusaurus.js')]: 'b0d1dbdc1e3a706f',
  }),
  containing('src/plugins/lean-client/prefetch (links call window.docusaurus)', {
    [client('exports/Link.js')]: [
      /IntersectionObserver[\s\S]*window\.docusaurus\.prefetch\(/,
      /onInteractionEnter = \(\) => \{[\s\S]*?window\.docusaurus\.preload\(/,
    ],
    [client('clientEntry.js')]: [
      "import docusaurus from './docusaurus';",
      'window.docusaurus = docusaurus;',
    ],
  }),
  {
    guards: 'src/plugins/lean-client/prefetch (only prefetch reads the chunk-name map)',
    check(upstream) {
      const readers = scripts(upstream, ['@docusaurus/core/lib/client']).filter((file) =>
        upstream.read(file).includes('__webpack_require__.gca'),
      );
      return readers.join() === client('docusaurus.js')
        ? []
        : [`__webpack_require__.gca is read by ${readers.join(', ') || 'nothing'}`];
    },
    changes: [
      {
        file: client('exports/later.js'),
        what: 'a new file reading the map',
        apply: () => 'export const url = (name) => __webpack_require__.gca(name);\n',
      },
    ],
  },
];

// DocRoot renders the not-found content where no doc matches; the stand-in loads it then.
const notFoundCanary = containing(
  'src/plugins/lean-client/not-found (DocRoot renders the not-found content itself)',
  {
    '@docusaurus/theme-classic/lib/theme/DocRoot/index.js': [
      "import NotFoundContent from '@theme/NotFound/Content';",
      'return <NotFoundContent />;',
    ],
  },
);

describeCanaries('upgrade canary: what lean-client swaps still exists', [
  tslibCanary,
  nprogressCanary,
  notFoundCanary,
  ...prefetchCanaries,
  ...docsMetadataCanaries,
]);

describe('tslib stand-in for @docusaurus/utils-common', () => {
  it('behaves as tslib does', () => {
    const tslib = require('tslib') as Record<string, (...args: unknown[]) => unknown>;
    const importDefault = tslibStandIn.__importDefault as (mod: unknown) => unknown;
    const esModule = {__esModule: true, default: 1};
    const commonJs = {a: 1};
    expect(importDefault(esModule)).toBe(tslib.__importDefault(esModule));
    expect(importDefault(commonJs)).toEqual(tslib.__importDefault(commonJs));
  });
});

describe('docs version metadata without its docs map', () => {
  it('the loader matches the route props files', () => {
    expect(
      docsPropsFile.test('/x/.docusaurus/docusaurus-plugin-content-docs/default/p/site-abc.json'),
    ).toBe(true);
  });

  it('no page shows a DocCard, the one reader of the map', () => {
    const sources = readdirSync('docs', {recursive: true, encoding: 'utf8'}).filter((f) =>
      /\.(mdx?|json)$/.test(f),
    );
    for (const file of sources)
      expect(readFileSync(`docs/${file}`, 'utf8'), file).not.toMatch(/DocCardList|generated-index/);
    expect(readFileSync('src/theme/MDXComponents.tsx', 'utf8')).not.toMatch(/DocCard/);
  });

  it('the loader empties the docs map of the version metadata only', () => {
    const loader = require('../../src/plugins/lean-client/docs-metadata/loader.js') as (
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
  });

  it('the loader marks sidebar links to docs, and drops their unlisted: false', () => {
    const loader = require('../../src/plugins/lean-client/docs-metadata/loader.js') as (
      source: string,
    ) => string;
    const link = (docId: string | undefined, unlisted: boolean) => ({
      type: 'link',
      href: `/${docId ?? 'x'}/`,
      label: 'L',
      ...(docId ? {docId} : {}),
      unlisted,
    });
    const items = [
      link('a', false),
      {
        type: 'category',
        label: 'C',
        collapsed: false,
        items: [link('c/b', true), link(undefined, false)],
      },
    ];
    const version = {docsSidebars: {s: items}, docs: {}};
    expect(JSON.parse(loader(JSON.stringify({version}))).version.docsSidebars.s).toEqual([
      {type: 'link', href: '/a/', label: 'L', docId: true},
      {
        type: 'category',
        label: 'C',
        collapsed: false,
        items: [
          {type: 'link', href: '/c/b/', label: 'L', docId: true, unlisted: true},
          {type: 'link', href: '/x/', label: 'L'},
        ],
      },
    ]);
    const other = JSON.stringify({tag: {label: 'x'}});
    expect(loader(other)).toBe(other);
  });
});

const docsListCanaries: Canary[] = [
  containing('src/plugins/lean-client/global-data/loader.js (the client reads the docs list)', {
    '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js': [
      /const activeDoc = activeVersion\?\.docs\.find\(/,
    ],
  }),
  {
    // Those navbar items are replaced (DocSidebarNavbarItem) or left out of ComponentTypes.
    guards: 'src/theme/NavbarItem (only navbar items find the active doc in the docs list)',
    check(upstream) {
      const files = scripts(upstream, ['@docusaurus/theme-classic/lib/theme']);
      const found = readers(upstream, files, /useActiveDocContext|useLayoutDoc\b|activeDoc\b/);
      const expected = ['DocNavbarItem', 'DocSidebarNavbarItem', 'DocsVersionDropdownNavbarItem'];
      return found.join() ===
        expected.map((item) => `@docusaurus/theme-classic/lib/theme/NavbarItem/${item}.js`).join()
        ? []
        : [`the active doc is read by ${found.join(', ')}`];
    },
    changes: [
      {
        file: '@docusaurus/theme-classic/lib/theme/DocBreadcrumbs/later.js',
        what: 'a new file reading the active doc',
        apply: () => 'const {activeDoc} = useActiveDocContext();\n',
      },
    ],
  },
];

describeCanaries('upgrade canary: the docs list the global data leaves out', docsListCanaries);

describe('docs list left out of the global data', () => {
  const loader = require('../../src/plugins/lean-client/global-data/loader.js') as (
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

  it('the navbar leaves out the items that need the list', () => {
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

const registryCanaries: Canary[] = [
  containing(
    'src/plugins/lean-client/registry/loader.js (each entry is [loader, path, module id])',
    {
      [codegenRoutes]: [
        '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
      ],
      'react-loadable/lib/index.js': [/if \(this\.context && Array\.isArray\(opts\.modules\)\)/],
    },
  ),
  {
    guards:
      'src/plugins/lean-client/registry/loader.js (react-loadable reads the paths only to report them to a server-side capture)',
    check(upstream) {
      const uses = upstream.read('react-loadable/lib/index.js').match(/opts\.modules\b.*$/gm);
      const expected = ['opts.modules)) {', 'opts.modules.forEach(function (moduleName) {'];
      return uses?.join('\n') === expected.join('\n')
        ? []
        : [`react-loadable reads opts.modules as: ${uses?.join(' | ')}`];
    },
    changes: [
      {
        file: 'react-loadable/lib/index.js',
        what: 'a new read of the paths',
        apply: (text) => `${text}\nconst first = opts.modules[0];\n`,
      },
    ],
  },
];

/** The client modules that read the route registry or the route → chunk-name map. */
const chunkNameReaders = [
  '@docusaurus/core/lib/client/docusaurus.js',
  '@docusaurus/core/lib/client/exports/ComponentCreator.js',
];

const chunkNamesCanaries: Canary[] = [
  containing(
    'src/plugins/lean-client/chunk-names/loader.js (route chunk names are only keys of the registry)',
    {
      [codegenRoutes]: [
        'res.registry[chunkName] = ',
        "'routesChunkNames.json', JSON.stringify(routesChunkNames, null, 2)",
      ],
      '@docusaurus/core/lib/client/exports/ComponentCreator.js': [
        'const chunkNames = routesChunkNames[`${path}-${hash}`];',
        'const chunkRegistry = registry[chunkName];',
      ],
    },
  ),
  {
    guards:
      'src/plugins/lean-client/chunk-names/loader.js (no other client module reads the chunk names)',
    check(upstream) {
      const readers = scripts(upstream, [
        '@docusaurus/core/lib/client',
        '@docusaurus/theme-classic/lib',
        '@docusaurus/theme-common/lib',
        '@docusaurus/plugin-content-docs/lib/client',
      ]).filter((file) => /@generated\/(registry|routesChunkNames)\b/.test(upstream.read(file)));
      return readers.join() === chunkNameReaders.join()
        ? []
        : [`the chunk names are read by: ${readers.join(', ')}`];
    },
    changes: [
      {
        file: '@docusaurus/theme-common/lib/utils/later.js',
        what: 'a new reader of the chunk names',
        apply: () => "import names from '@generated/routesChunkNames';\nexport default names;\n",
      },
    ],
  },
];

/** Site config fields the browser copy leaves out (a sample, checked against client code). */
const droppedFields = [
  'ssrTemplate',
  'markdown',
  'presets',
  'plugins',
  'clientModules',
  'headTags',
];

const siteConfigCanaries: Canary[] = [
  containing(
    'src/plugins/lean-client/site-config/loader.js (the config is `export default <JSON>;`)',
    {
      '@docusaurus/core/lib/server/codegen/codegen.js': [
        'export default ${JSON.stringify(siteConfig, null, 2)};',
      ],
    },
  ),
  {
    guards: 'src/plugins/lean-client/site-config/loader.js (no client code reads a dropped field)',
    check(upstream) {
      const files = scripts(upstream, [
        '@docusaurus/core/lib/client',
        '@docusaurus/theme-classic/lib/theme',
        '@docusaurus/theme-common/lib',
        '@docusaurus/plugin-content-docs/lib/client',
      ]);
      return droppedFields.flatMap((field) => {
        // Read as `config.field` or destructured as `{field}` / `{field, …}`.
        const read = new RegExp(`\\.${field}\\b|\\b${field}\\s*[,}]`);
        return files
          .filter((file) =>
            read.test(upstream.read(file).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')),
          )
          .map((file) => `${file} reads ${field}`);
      });
    },
    changes: [
      {
        file: '@docusaurus/theme-common/lib/utils/later.js',
        what: 'a new file reading a dropped field',
        apply: () => 'export const plugins = (siteConfig) => siteConfig.plugins;\n',
      },
    ],
  },
  {
    guards:
      'src/plugins/lean-client/site-config/loader.js (of future, client code reads the router only)',
    check(upstream) {
      const files = scripts(upstream, [
        '@docusaurus/core/lib/client',
        '@docusaurus/theme-classic/lib/theme',
        '@docusaurus/theme-common/lib',
        '@docusaurus/plugin-content-docs/lib/client',
      ]);
      return files.flatMap((file) =>
        [...upstream.read(file).matchAll(/\.future\b(\.\w+)?/g)]
          .filter((match) => match[1] !== '.experimental_router')
          .map((match) => `${file} reads ${match[0]}`),
      );
    },
    changes: [
      {
        file: '@docusaurus/core/lib/client/later.js',
        what: 'a read of another future flag',
        apply: () => 'export const v4 = (siteConfig) => siteConfig.future.v4;\n',
      },
    ],
  },
];

describeCanaries('upgrade canary: the generated files lean-client trims', [
  ...registryCanaries,
  ...chunkNamesCanaries,
  ...siteConfigCanaries,
]);

describe('module paths left out of the browser copy of the route registry', () => {
  const loader = require('../../src/plugins/lean-client/registry/loader.js') as (
    source: string,
  ) => string;
  // Unit tests run before the build, so the registry is written here as Docusaurus writes it.
  const entry = (name: string, path: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${path}"), "${path}", require.resolveWeak("${path}")],`;
  const registry = `export default {\n${entry('094fe7cb', '@site/docs/learn/index.mdx')}\n${entry('17896441', '@theme/DocItem')}};\n`;

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
});

describe('short route chunk names in the browser copies of the registry and the route map', () => {
  interface LoaderContext {
    resourcePath: string;
    addDependency(file: string): void;
    async(): (error: Error | null, result?: string) => void;
    fs: {readFile: typeof readFile};
  }
  const loader = require('../../src/plugins/lean-client/chunk-names/loader.js') as (
    this: LoaderContext,
    source: string,
  ) => string | undefined;
  // Unit tests run before the build, so both files are written here as Docusaurus writes them.
  const dir = mkdtempSync(path.join(tmpdir(), 'chunk-names-'));
  const entry = (name: string, module: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
  const registry = `export default {\n${entry('094fe7cb', '@site/docs/learn/index.mdx')}\n${entry('17896441', '@theme/DocItem')}\n${entry('aba21aa0', '@generated/plugin.json')}};\n`;
  writeFileSync(path.join(dir, 'registry.js'), registry);
  const run = (file: string, source: string) =>
    new Promise<string>((resolve, reject) => {
      const done = (error: Error | null, result?: string) =>
        error ? reject(error) : resolve(result!);
      try {
        const result = loader.call(
          {
            resourcePath: path.join(dir, file),
            addDependency: () => {},
            async: () => done,
            fs: {readFile},
          },
          source,
        );
        if (result !== undefined) resolve(result);
      } catch (error) {
        reject(error as Error);
      }
    });
  const routes = {
    '/base/learn/-0a1': {__comp: '17896441', __context: {plugin: 'aba21aa0'}, content: '094fe7cb'},
    '/base/-5fe': {__comp: '17896441', items: [{content: '094fe7cb'}]},
  };

  it('gives the registry keys and their chunks short names, and keeps each entry', async () => {
    expect(await run('registry.js', registry)).toBe(
      registry
        .replaceAll('"094fe7cb"', '"0"')
        .replaceAll('"17896441"', '"1"')
        .replaceAll('"aba21aa0"', '"2"'),
    );
  });

  it('names the same chunks so in every route, however deep', async () => {
    expect(JSON.parse(await run('routesChunkNames.json', JSON.stringify(routes)))).toEqual({
      '/base/learn/-0a1': {__comp: '1', __context: {plugin: '2'}, content: '0'},
      '/base/-5fe': {__comp: '1', items: [{content: '0'}]},
    });
  });

  it('is what page-scripts reads to find the chunks in the client manifest', () => {
    const {shortNames} = loader as unknown as {shortNames: (source: string) => Map<string, string>};
    expect([...shortNames(registry)]).toEqual([
      ['094fe7cb', '0'],
      ['17896441', '1'],
      ['aba21aa0', '2'],
    ]);
    expect(readFileSync('src/plugins/page-scripts/index.ts', 'utf8')).toContain(
      "require('../lean-client/chunk-names/loader.js')",
    );
  });

  it('fails the build on a name the registry lacks, or a registry of another shape', async () => {
    await expect(
      run('routesChunkNames.json', '{"/base/-1": {"__comp": "ffffffff"}}'),
    ).rejects.toThrow(/"ffffffff" \(\/base\/-1\.__comp\), which registry\.js lacks/);
    await expect(
      run('registry.js', 'export default {"a": [load, "x", require.resolveWeak("x")]};'),
    ).rejects.toThrow(/update src\/plugins\/lean-client\/chunk-names/);
  });
});

describe('build-only fields left out of the browser copy of the site config', () => {
  const loader = require('../../src/plugins/lean-client/site-config/loader.js') as (
    source: string,
  ) => string;
  // Unit tests run before the build, so the file is written here as Docusaurus writes it.
  const generated = `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify(config, null, 2)};\n`;

  it('keeps every other field, and the module shape', () => {
    const lean = loader(generated);
    const read = (source: string) =>
      JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as object;
    const full = read(generated) as Record<string, unknown>;
    const kept = read(lean) as Record<string, unknown>;
    for (const field of droppedFields) expect(kept).not.toHaveProperty(field);
    expect(kept.themeConfig).toEqual(full.themeConfig);
    // config.future has no router: Docusaurus adds its default when it loads the config.
    expect(kept.future).toEqual({experimental_router: undefined});
    expect(Object.keys(full.future as object).length).toBeGreaterThan(1);
    expect(lean).toMatch(/^\/\*[\s\S]*\*\/\nexport default \{/);
    expect(() => loader('module.exports = {};')).toThrow(/no longer `export default/);
  });
});

describe('theme parts replaced by nothing', () => {
  type DocsOptions = Record<string, unknown>;
  const presetOptions = (config.presets?.[0] as [string, {docs: DocsOptions}])[1];

  it('the docs have one version, so no version banner', () => {
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
