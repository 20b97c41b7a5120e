// What the site's build keeps between builds, relative to the site: a cold build starts
// without them (Rspack's persistent cache is off in docusaurus.config.ts). Other caches under
// node_modules/.cache (the native judge's verdicts, the benches' baselines) are not the build's.
export const buildCaches = [
  '.docusaurus',
  'node_modules/.cache/syntax-tokens-types',
  'node_modules/.cache/page-cards',
  'node_modules/.cache/react-native-sources',
];
