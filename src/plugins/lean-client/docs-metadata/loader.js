// Webpack/Rspack loader for the docs plugin's version metadata (`p/*.json`, loaded by
// every docs page). Its `docs` map (id, title, description and sidebar of every page)
// is read only by `useDocById`, i.e. by DocCard, which this site never renders (no
// generated-index category, no <DocCardList>; tests/unit/lean-client.test.ts checks
// both). So are the sidebar links' `docId`s; and a link's `unlisted` is read only as
// `!item.unlisted`, so `unlisted: false` goes too. Other JSON files in that folder pass
// through unchanged.
const leanItem = (item) => {
  const {docId: _docId, ...kept} = item;
  if (kept.unlisted === false) delete kept.unlisted;
  return kept.items ? {...kept, items: kept.items.map(leanItem)} : kept;
};

module.exports = function leanDocsMetadata(source) {
  const data = JSON.parse(source);
  const version = data && data.version;
  if (!version || !version.docsSidebars || !version.docs) return source;
  globalThis[Symbol.for('lean-client.docsMetadata')] = true;
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [name, items.map(leanItem)]),
  );
  return JSON.stringify({...data, version: {...version, docsSidebars, docs: {}}});
};
