// src/plugins/page-scripts completes the client manifest so each page's HTML names its
// route chunks. It relies on how Docusaurus writes registry.js, reports a page's modules
// and looks them up: checked here, so an upgrade that changes one fails loudly.
import {describe, expect, it} from 'vitest';
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
// registry module paths it renders, and the page template names their manifest files
// (it.scripts) in deferred scripts.
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
    '@docusaurus/core/lib/ssg/ssgTemplate.html.js': [
      '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
    ],
  }),
]);

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
