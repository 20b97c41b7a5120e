import path from 'node:path';
import type {Configuration} from 'webpack';
import {standIn, type Swap} from '../swap';

/** How @docusaurus/core's client entries import `window.docusaurus`. */
export const docusaurusRequest = /^(\.\/|@docusaurus\/core\/lib\/client\/)docusaurus(\.js)?$/;

/**
 * `window.docusaurus` without its prefetch (docusaurus.ts). Prefetch was the one user of
 * the chunk-name map Docusaurus's ChunkAssetPlugin adds to the bundler's runtime (0.6 KB
 * gzip on every page), so the plugin goes too.
 */
export default function prefetchSwap(): Swap {
  const swap = standIn(
    docusaurusRequest,
    path.join(__dirname, 'docusaurus.ts'),
    "@docusaurus/core's client no longer imports ./docusaurus",
  );
  let dropped = false;
  return {
    ...swap,
    configure(config: Configuration) {
      const plugins = config.plugins ?? [];
      config.plugins = plugins.filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
      dropped = config.plugins.length < plugins.length;
    },
    missing: () => [
      ...swap.missing(),
      ...(dropped ? [] : ["Docusaurus's client config no longer has its ChunkAssetPlugin"]),
    ],
  };
}
