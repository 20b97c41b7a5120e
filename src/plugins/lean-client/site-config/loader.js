// Webpack/Rspack loader for the site config every page's main bundle carries. Some of
// its fields only matter while building (the page template alone is 1.5 KB); no
// client code reads them, so the browser's copy goes without. Of `future`, the client
// reads only the router type.
const buildOnly = [
  'ssrTemplate',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'markdown',
  'presets',
  'plugins',
  'themes',
  'clientModules',
  'staticDirectories',
  'scripts',
  'headTags',
  'stylesheets',
];
const shape = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/;

module.exports = function leanSiteConfig(source) {
  const [, head, body] = source.match(shape) ?? [];
  if (!body) {
    throw new Error(
      'lean-client: .docusaurus/docusaurus.config.mjs is no longer `export default {JSON};`; update src/plugins/lean-client/site-config/loader.js.',
    );
  }
  const config = JSON.parse(body);
  for (const field of buildOnly) delete config[field];
  if (config.future) config.future = {experimental_router: config.future.experimental_router};
  globalThis[Symbol.for('lean-client.siteConfig')] = true;
  return `${head}${JSON.stringify(config)};\n`;
};
