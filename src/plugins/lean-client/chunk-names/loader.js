// Webpack/Rspack loader for the browser's copies of the route registry (.docusaurus/
// registry.js) and of the map from each route to its chunk names (routesChunkNames.json).
// Docusaurus names each route chunk by an 8-digit hash; in the browser these names are
// only the keys ComponentCreator looks up in the registry, and the names of the chunks,
// which the bundler's runtime maps each chunk id to (to make its file name). So both files
// get short names instead, and each registry import names its chunk so: each registry
// entry, in the order registry.js lists it, is named by its index in base 36 ("0", "1",
// … "1u"). Both files derive them from registry.js (`shortNames`, which page-scripts also
// reads to find the chunks in the client manifest), so they agree.
const registryKey = /^ {2}"([^"]+)": \[/gm;

const fail = (what) => {
  throw new Error(`lean-client: ${what}; update src/plugins/lean-client/chunk-names/loader.js.`);
};

/** Each chunk name of a registry.js source → its short name. */
function shortNames(registrySource) {
  const names = [...registrySource.matchAll(registryKey)].map((match) => match[1]);
  const entries = (registrySource.match(/require\.resolveWeak\(/g) ?? []).length;
  if (names.length === 0 || names.length !== entries)
    fail(
      `.docusaurus/registry.js has ${entries} entries but ${names.length} keys like \`  "name": [\``,
    );
  return new Map(names.map((name, index) => [name, index.toString(36)]));
}

const chunkNameComment = /\/\* webpackChunkName: "([^"]+)" \*\//g;

/** registry.js with its keys and the names of its chunks renamed. */
function renameRegistry(source) {
  const names = shortNames(source);
  const short = (name) => JSON.stringify(names.get(name));
  const renamed = source
    .replace(registryKey, (_match, name) => `  ${short(name)}: [`)
    .replace(chunkNameComment, (_match, name) => {
      if (!names.has(name)) fail(`registry.js imports a chunk named "${name}", not its key`);
      return `/* webpackChunkName: ${short(name)} */`;
    });
  if ((renamed.match(chunkNameComment) ?? []).length !== names.size)
    fail('registry.js no longer names each chunk it imports (webpackChunkName)');
  return renamed;
}

/** routesChunkNames.json with each chunk name renamed, wherever it sits in a route's tree. */
function renameRouteChunks(source, names) {
  const rename = (value, where) => {
    if (typeof value === 'string') {
      if (!names.has(value))
        fail(`routesChunkNames.json names "${value}" (${where}), which registry.js lacks`);
      return names.get(value);
    }
    if (value === null || typeof value !== 'object')
      fail(`routesChunkNames.json holds ${value} (${where})`);
    return Array.isArray(value)
      ? value.map((item, index) => rename(item, `${where}.${index}`))
      : Object.fromEntries(
          Object.entries(value).map(([key, item]) => [key, rename(item, `${where}.${key}`)]),
        );
  };
  const routes = JSON.parse(source);
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(routes).map(([route, chunks]) => [route, rename(chunks, route)]),
    ),
  );
}

module.exports = function shortChunkNames(source) {
  if (/[\\/]registry\.js$/.test(this.resourcePath)) {
    globalThis[Symbol.for('lean-client.chunkNames.registry')] = true;
    return renameRegistry(source);
  }
  const registryFile = this.resourcePath.replace(/routesChunkNames\.json$/, 'registry.js');
  this.addDependency(registryFile);
  const callback = this.async();
  this.fs.readFile(registryFile, (error, registry) => {
    if (error) return callback(error);
    try {
      callback(null, renameRouteChunks(source, shortNames(registry.toString('utf8'))));
      globalThis[Symbol.for('lean-client.chunkNames.routes')] = true;
    } catch (failure) {
      callback(failure);
    }
  });
};

module.exports.shortNames = shortNames;
