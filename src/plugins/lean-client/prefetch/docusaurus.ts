// Stands in for @docusaurus/core/lib/client/docusaurus.js, the `window.docusaurus` that
// links call: the same preload (on hover, focus and touch), and a prefetch that does
// nothing. Stock prefetches the chunks of every route whose link scrolls into view: dozens
// of requests on a docs page with a long sidebar, for pages the reader may never open. The
// spec asks for a page preloaded before navigation, skipped on slow connections: preload.
import preloadRoute from '@docusaurus/core/lib/client/preload';

const loaded = new Set<string>();

/** On a 2G or data-saving connection nothing is loaded ahead (as stock). */
function isSlowConnection(): boolean {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}})
    .connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadRoute(routePath);
}

export default Object.freeze({prefetch: (_routePath: string): false => false, preload});
