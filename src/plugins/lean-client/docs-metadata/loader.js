// Webpack/Rspack loader for the docs plugin's version metadata (`p/*.json`, loaded by
// every docs page). Its `docs` map (id, title, description and sidebar of every page)
// is read only by `useDocById`, i.e. by DocCard, which this site never renders (no
// generated-index category, no <DocCardList>; tests/unit/lean-client.test.ts checks
// both). In the sidebars, an item's `docId` is only tested for presence (breadcrumbs
// list the links to docs) outside DocCard, so each becomes `true`, and `unlisted: false`
// goes (only tested as true). Other JSON files in that folder pass through unchanged.

/** A sidebar item as the browser reads it. */
function leanItem(item) {
  const {docId, unlisted, ...rest} = item;
  return {
    ...rest,
    ...(docId ? {docId: true} : {}),
    ...(unlisted ? {unlisted} : {}),
    ...(Array.isArray(item.items) ? {items: item.items.map(leanItem)} : {}),
  };
}

module.exports = function leanDocsMetadata(source) {
  const data = JSON.parse(source);
  const version = data && data.version;
  if (!version || !version.docsSidebars || !version.docs) return source;
  globalThis[Symbol.for('lean-client.docsMetadata')] = true;
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [name, items.map(leanItem)]),
  );
  return JSON.stringify({...data, version: {...version, docs: {}, docsSidebars}});
};
