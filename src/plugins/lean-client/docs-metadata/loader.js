// Webpack/Rspack loader for the docs plugin's version metadata (`p/*.json`, loaded by
// every docs page). Its `docs` map (id, title, description and sidebar of every page)
// is read only by `useDocById`, i.e. by DocCard, which this site never renders (no
// generated-index category, no <DocCardList>; tests/unit/lean-client.test.ts checks
// both). Other JSON files in that folder pass through unchanged.
module.exports = function leanDocsMetadata(source) {
  const data = JSON.parse(source);
  const version = data && data.version;
  if (!version || !version.docsSidebars || !version.docs) return source;
  globalThis[Symbol.for('lean-client.docsMetadata')] = true;
  return JSON.stringify({...data, version: {...version, docs: {}}});
};
