import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isLeftOut} from '../leaveOut';
import {registryModules, withModuleOrigins, type ClientManifest} from './manifest';

const require = createRequire(import.meta.url);
/** The names the browser's bundle gives route chunks (src/plugins/lean-client/chunk-names). */
const {shortNames} = require('../lean-client/chunk-names/loader.js') as {
  shortNames: (registrySource: string) => Map<string, string>;
};

/**
 * Each page's HTML names every script the page needs, as `<script defer>`: the route
 * chunks download alongside main.js instead of after it, and main.js no longer inserts
 * them one by one while it starts. Docusaurus meant to do this (it collects the modules
 * a page renders and looks their files up in the client manifest), but the lookup never
 * matched; see manifest.ts. The manifest is completed once the client bundle has written it.
 */
export default function pageScriptsPlugin({generatedFilesDir}: LoadContext): Plugin {
  const manifestPath = path.join(generatedFilesDir, 'client-manifest.json');
  const registryPath = path.join(generatedFilesDir, 'registry.js');
  return {
    name: 'page-scripts',
    configureWebpack(config, isServer) {
      // Only the production client bundle writes the manifest pages are rendered from;
      // the dev server renders no pages (and .docusaurus may hold an older build's manifest).
      if (isServer || config.mode !== 'production') return {};
      const completeManifest = () => {
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
        const registry = readFileSync(registryPath, 'utf8');
        // A build that leaves the short names out (src/plugins/leaveOut.ts) keeps Docusaurus's.
        const names = isLeftOut('src/plugins/lean-client/chunk-names/')
          ? new Map([...registryModules(registry).keys()].map((chunk) => [chunk, chunk]))
          : shortNames(registry);
        // The client manifest knows each route chunk by the short name lean-client gave it.
        const modules = new Map(
          [...registryModules(registry)].map(([chunk, module]) => [names.get(chunk)!, module]),
        );
        writeFileSync(manifestPath, JSON.stringify(withModuleOrigins(manifest, modules)));
      };
      return {
        plugins: [
          {
            apply(compiler: {hooks: {afterEmit: {tap: (name: string, fn: () => void) => void}}}) {
              // After emit, where the addon writes the manifest; before the pages are rendered.
              compiler.hooks.afterEmit.tap('page-scripts', completeManifest);
            },
          },
        ],
      };
    },
  };
}
