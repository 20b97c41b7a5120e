// @vitest-environment jsdom
// src/plugins/page-scripts completes the client manifest so each page's HTML names its
// route chunks, and its template starts them once the first content is on screen. It relies
// on how Docusaurus writes registry.js, reports a page's modules and looks them up: checked
// here, so an upgrade that changes one fails loudly.
import {readFileSync} from 'node:fs';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {pageTemplate, stockScripts, stockTemplate} from '@site/src/plugins/page-scripts/template';
import pageScriptsPlugin from '@site/src/plugins/page-scripts';
import type {LoadContext} from '@docusaurus/types';
import {
  registryModules,
  withModuleOrigins,
  type ClientManifest,
} from '@site/src/plugins/page-scripts/manifest';
import {containing, describeCanaries} from './canary';

const registry = `export default {
  "0968067c": [() => import(/* webpackChunkName: "0968067c" */ "@site/docs/learn/themes.mdx"), "@site/docs/learn/themes.mdx", require.resolveWeak("@site/docs/learn/themes.mdx")],
  "5e9f5e1a": [() => import(/* webpackChunkName: "5e9f5e1a" */ "@generated/docusaurus.config"), "@generated/docusaurus.config", require.resolveWeak("@generated/docusaurus.config")],};
`;
const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['main', 'runtime~main'], '0968067c': ['4829', '5300']},
  assets: {},
};

describe('the client manifest gets an origin per route module', () => {
  it('reads chunk names and module paths from registry.js', () => {
    expect([...registryModules(registry)]).toEqual([
      ['0968067c', '@site/docs/learn/themes.mdx'],
      ['5e9f5e1a', '@generated/docusaurus.config'],
    ]);
  });

  it('gives each module the chunks of its chunk name, and skips modules bundled into main', () => {
    const completed = withModuleOrigins(manifest, registryModules(registry));
    expect(completed.origins['@site/docs/learn/themes.mdx']).toEqual(['4829', '5300']);
    expect(completed.origins).not.toHaveProperty('@generated/docusaurus.config');
    expect(completed.origins.main).toEqual(manifest.origins.main);
  });

  it('fails the build when nothing matches', () => {
    expect(() => withModuleOrigins(manifest, new Map())).toThrow(/no route chunk/);
    expect(() => withModuleOrigins(manifest, new Map([['other', '@site/x.mdx']]))).toThrow(
      /none of the route chunks/,
    );
  });
});

// Docusaurus writes registry.js lines in the shape the plugin reads, a page reports the
// registry module paths it renders, its template gets their manifest files as it.scripts,
// and the stock template defers them in <head>, where the page template takes them out.
describeCanaries('upgrade canary: what page-scripts relies on', [
  containing('src/plugins/page-scripts/manifest.ts (registry lines, reported modules)', {
    '@docusaurus/core/lib/server/codegen/codegenRoutes.js': [
      '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
    ],
    '@docusaurus/core/lib/client/exports/ComponentCreator.js': ['modules.push(chunkRegistry[1]);'],
    '@docusaurus/core/lib/client/serverEntry.js': [
      '<Loadable.Capture report={(moduleName) => modules.add(moduleName)}>',
    ],
    '@docusaurus/core/lib/ssg/ssgTemplate.js': [
      'const modulesToBeLoaded = [...manifest.entrypoints, ...Array.from(modules)];',
      'const scripts = (bundles.js ?? []).map((b) => b.file);',
    ],
  }),
  containing('src/plugins/page-scripts/template.ts (the stock template it edits)', {
    '@docusaurus/core/lib/ssg/ssgTemplate.html.js': [stockScripts, '</body>'],
  }),
]);

describe('the page template starts scripts once the first content is on screen', () => {
  it('drops the deferred scripts from <head> and starts them at the end of <body>', () => {
    const template = pageTemplate();
    expect(template).not.toContain('defer></script>');
    expect(template).toMatch(
      /<script>[\s\S]*\}\)\(<%~ JSON\.stringify\(it\.scripts\.map\(\(script\) => it\.baseUrl \+ script\)\) %>\);\s*<\/script>\s*<\/body>/,
    );
  });

  it('fails the build when the stock template changes', () => {
    expect(() => pageTemplate(stockTemplate.replace(' defer>', '>'))).toThrow(/template changed/);
  });

  const source = readFileSync('src/plugins/page-scripts/startAfterPaint.js', 'utf8');
  // As the template passes them: runtime, main, then the route chunks.
  const scripts = ['/runtime.js', '/main.js', '/c1.js', '/c2.js', '/c3.js', '/c4.js'];
  /** Runs the inlined starter (it ends by calling itself with `scripts`: here a parameter). */
  function runStarter(): void {
    document.head.replaceChildren();
    new Function('scripts', source)(scripts);
  }
  const added = () =>
    [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const routeChunks = ['/c1.js', '/c2.js', '/c3.js', '/c4.js'];

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint, then adds the route chunks, then runtime and main, not async, a few per task', async () => {
    // A browser with paint timing: the test reports the paint.
    let report: ((names: string[]) => void) | undefined;
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: unknown, observer: PaintObserver) => void) {
        report = (names) =>
          callback({getEntriesByName: (name: string) => names.filter((n) => n === name)}, this);
      }
      observe() {}
      disconnect() {
        report = undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    runStarter();
    await nextTask();
    expect(added()).toEqual([]);
    report!(['first-paint']);
    await nextTask();
    expect(added()).toEqual([]);
    report!(['first-contentful-paint']);
    expect(report).toBeUndefined();
    await nextTask();
    expect(added()).toEqual(routeChunks);
    await nextTask();
    expect(added()).toEqual([...routeChunks, '/runtime.js', '/main.js']);
    expect([...document.head.querySelectorAll('script')].every((script) => !script.async)).toBe(
      true,
    );
  });

  it('without paint timing, starts in the task after the next frame', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runStarter();
    expect(added()).toEqual([]);
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await nextTask();
    expect(added()).toEqual(routeChunks);
  });

  it('starts at once in a tab that does not paint', () => {
    Object.defineProperty(document, 'visibilityState', {value: 'hidden', configurable: true});
    try {
      runStarter();
      expect(added()).toEqual(routeChunks);
    } finally {
      delete (document as {visibilityState?: string}).visibilityState;
    }
  });
});

describe('the plugin', () => {
  const plugin = pageScriptsPlugin({generatedFilesDir: '/nowhere'} as LoadContext);
  const configure = (mode: 'production' | 'development', isServer: boolean) =>
    plugin.configureWebpack!({mode}, isServer, {} as never, undefined as never);

  it('completes the manifest for the production client bundle only', () => {
    expect(configure('production', false)).toHaveProperty('plugins');
    expect(configure('production', true)).toEqual({});
    // `npm start`: no pages are rendered, and a stale manifest must not fail the dev server.
    expect(configure('development', false)).toEqual({});
  });
});
