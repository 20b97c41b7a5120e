/** The parts of react-loadable-ssr-addon's client manifest that say which files a module needs. */
export interface ClientManifest {
  entrypoints: string[];
  /** Chunk name (or id) → the ids of the chunks it needs, itself included. */
  origins: Record<string, (string | number)[]>;
  assets: Record<string, unknown>;
}

/** One line of Docusaurus's generated registry.js: a route chunk name and the module it loads
 * (the last line also closes the object). */
export const registryLine =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\), "\2", require\.resolveWeak\("\2"\)\],(?:\};)?$/gm;

/** Route chunk name → module path, from the registry.js source. */
export function registryModules(registrySource: string): Map<string, string> {
  return new Map(
    [...registrySource.matchAll(registryLine)].map(([, chunk, module]) => [chunk!, module!]),
  );
}

/**
 * The manifest with an origin for every registry module path. Docusaurus asks the manifest
 * for the files of the module paths a page rendered, but the addon (on webpack 5 and Rspack)
 * keys origins by chunk name, so no route chunk was ever found and each page's HTML named
 * only the entry scripts: the browser found the rest one round trip later, from main.js.
 */
export function withModuleOrigins(
  manifest: ClientManifest,
  modules: ReadonlyMap<string, string>,
): ClientManifest {
  if (modules.size === 0)
    throw new Error('page-scripts: no route chunk found in .docusaurus/registry.js');
  const origins = {...manifest.origins};
  let found = 0;
  for (const [chunk, module] of modules) {
    // No chunk of its own: the module is bundled into main.js (site config, for example).
    const ids = manifest.origins[chunk];
    if (!ids) continue;
    origins[module] = [...new Set([...(origins[module] ?? []), ...ids])];
    found++;
  }
  if (found === 0)
    throw new Error('page-scripts: the client manifest has none of the route chunks');
  return {...manifest, origins};
}
