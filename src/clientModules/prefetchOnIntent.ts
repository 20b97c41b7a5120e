// Docusaurus prefetches the chunks of every route whose link scrolls into view:
// dozens of requests on a docs page with a long sidebar, for pages the reader may
// never open. The spec asks that a page be preloaded before navigation, which
// links already do on hover and touch; so the viewport prefetch becomes a no-op.
// Canary (Link and window.docusaurus as assumed): tests/unit/theme-canaries.test.ts.
interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<unknown>;
  preload: (routePath: string) => false | Promise<unknown>;
}

let patched: DocusaurusGlobal | undefined;

export function onRouteUpdate(): void {
  const global = window as {docusaurus?: DocusaurusGlobal};
  // The object is frozen: replace it with a copy whose prefetch does nothing.
  if (global.docusaurus && global.docusaurus !== patched) {
    patched = {...global.docusaurus, prefetch: () => false};
    global.docusaurus = patched;
  }
}
