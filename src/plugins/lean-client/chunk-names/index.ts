import path from 'node:path';
import {seen, type Swap} from '../swap';

/** The two generated files that name route chunks: the registry, and each route's names. */
export const chunkNamesFiles = /[\\/]\.docusaurus[\\/](registry\.js|routesChunkNames\.json)$/;

/**
 * In the browser, the route registry and the route → chunk-name map name each route
 * chunk by a short index instead of Docusaurus's 8-digit hash, and so do the chunks (and
 * their files) themselves (loader.js): there the names are only the keys ComponentCreator
 * looks up in the registry and the runtime's map from chunk id to file name, and random
 * hex is what gzip cannot shrink. page-scripts finds the chunks by the same names.
 */
export default (): Swap => ({
  rules: [{test: chunkNamesFiles, use: [{loader: path.join(__dirname, 'loader.js')}]}],
  missing: () => [
    ...(seen(Symbol.for('lean-client.chunkNames.registry'))
      ? []
      : ['no route registry (.docusaurus/registry.js) was bundled']),
    ...(seen(Symbol.for('lean-client.chunkNames.routes'))
      ? []
      : ['no route → chunk-name map (.docusaurus/routesChunkNames.json) was bundled']),
  ],
});
