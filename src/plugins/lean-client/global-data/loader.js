// Webpack/Rspack loader for the global data every page's main bundle carries. The docs
// plugin lists every doc there (id, address, sidebar); on the client only the navbar's
// sidebar items read that list, to tell which section is active, and this site's
// NavbarItem/DocSidebarNavbarItem tells it from the address instead. So the list is
// dropped, once the build has checked that the address rule gives the same answer:
// every doc in a sidebar lives under that sidebar's first page.
const withSlash = (path) => (path.endsWith('/') ? path : `${path}/`);

module.exports = function leanGlobalData(source) {
  const data = JSON.parse(source);
  const docsPlugin = data['docusaurus-plugin-content-docs'];
  if (!docsPlugin) return source;
  for (const instance of Object.values(docsPlugin)) {
    for (const version of instance.versions) {
      for (const doc of version.docs) {
        if (!doc.sidebar) continue;
        const section = version.sidebars[doc.sidebar]?.link?.path;
        if (!section || !withSlash(doc.path).startsWith(withSlash(section))) {
          throw new Error(
            `lean-client: the doc ${doc.id} (${doc.path}) is in the sidebar ${doc.sidebar}, whose first page is ${section}; the navbar tells the active section by address, so keep each sidebar's docs under its first page, or drop the docs-list cut in src/plugins/lean-client.`,
          );
        }
      }
      version.docs = [];
    }
  }
  globalThis[Symbol.for('lean-client.globalData')] = true;
  return JSON.stringify(data);
};
