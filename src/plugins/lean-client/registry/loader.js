// Webpack/Rspack loader for the route registry every page's main bundle carries. Each
// entry is [loader, module path, module id]; react-loadable reads the path only while
// the server renders (to report which modules a page used), so the browser's copy
// goes without the 58 paths.
const entry = /(\[\(\) => import\([^)]*\), )"[^"]*"(, require\.resolveWeak\()/g;

module.exports = function leanRegistry(source) {
  let count = 0;
  const lean = source.replace(entry, (_match, before, after) => {
    count++;
    return `${before}""${after}`;
  });
  if (count === 0 || count !== (source.match(/require\.resolveWeak\(/g) ?? []).length) {
    throw new Error(
      'lean-client: .docusaurus/registry.js entries are no longer [() => import(...), "path", require.resolveWeak(...)]; update src/plugins/lean-client/registry/loader.js.',
    );
  }
  globalThis[Symbol.for('lean-client.registry')] = true;
  return lean;
};
