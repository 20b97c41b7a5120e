import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {failBuildUnless} from '../failBuildUnless';

/** Files whose `require("tslib")` gets the small stand-in, in the browser bundle. */
const tslibIssuer = /@docusaurus[\\/]utils-common[\\/]lib[\\/]/;
const tslibStandIn = path.join(__dirname, 'tslib.js');
/** Route props the docs plugin writes with `createData`, among them the version metadata. */
export const docsPropsFile =
  /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;
const docsMetadataLoader = path.join(__dirname, 'docsMetadataLoader.js');
const docsMetadataSeen = Symbol.for('lean-client.docsMetadata');
/** The global data every page's main bundle carries. */
export const globalDataFile = /[\\/]\.docusaurus[\\/]globalData\.json$/;
const globalDataLoader = path.join(__dirname, 'globalDataLoader.js');
const globalDataSeen = Symbol.for('lean-client.globalData');
/** The site config every page's main bundle carries. */
export const siteConfigFile = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;
const siteConfigLoader = path.join(__dirname, 'siteConfigLoader.js');
const siteConfigSeen = Symbol.for('lean-client.siteConfig');
/** The route registry every page's main bundle carries. */
export const registryFile = /[\\/]\.docusaurus[\\/]registry\.js$/;
const registryLoader = path.join(__dirname, 'registryLoader.js');
const registrySeen = Symbol.for('lean-client.registry');
/** CommonJS packages with no side effects that do not declare it in their package.json. */
export const pureModules = /[\\/]node_modules[\\/]parse-numeric-range[\\/]/;
const helmetStandIn = path.join(__dirname, 'helmet.tsx');
const nprogressStandIn = path.join(__dirname, 'nprogress.ts');
/** The progress-bar client module, the one file that imports nprogress. */
const nprogressIssuer = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/;

/**
 * Size-only changes to the browser bundle that change no behaviour:
 * - react-helmet-async and its dependencies (4 KB gzip in main.js) give way to a
 *   small stand-in that follows client-side navigation (see helmet.tsx); pages are
 *   still rendered with the real one;
 * - nprogress (1.2 KB) gives way to a stand-in that draws the same bar (nprogress.ts);
 * - `@docusaurus/utils-common` is CommonJS and requires all of tslib (3 KB gzip in
 *   main.js) for one helper, which the bundler cannot tree-shake out of a require;
 * - the docs version metadata every docs page loads carries a `docs` map nothing on
 *   this site reads (see docsMetadataLoader.js);
 * - the route registry drops the module paths only server rendering reads (registryLoader.js);
 * - parse-numeric-range is flagged free of side effects, so it goes when unused;
 * - the site config drops the fields only the build reads (see siteConfigLoader.js);
 * - the global data lists every doc, which only the stock navbar sidebar items read
 *   (see globalDataLoader.js and src/theme/NavbarItem/DocSidebarNavbarItem.tsx).
 * All rely on Docusaurus internals, so the client build fails when one no longer
 * applies (a renamed file, a new shape), and tests/unit/lean-client.test.ts checks
 * the installed Docusaurus still matches.
 */
export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin, WebpackError} = currentBundler.instance;
      type Resource = {request: string; contextInfo?: {issuer?: string}};
      let tslibSwapped = false;
      let helmetSwapped = false;
      let nprogressSwapped = false;
      const seen = (symbol: symbol) => Boolean((globalThis as Record<symbol, unknown>)[symbol]);
      const checks = failBuildUnless('lean-client', WebpackError, () =>
        [
          !tslibSwapped && 'no @docusaurus/utils-common module requires tslib any more',
          !helmetSwapped && 'nothing imports react-helmet-async any more',
          !nprogressSwapped && "theme-classic's nprogress.js no longer imports nprogress",
          !seen(docsMetadataSeen) &&
            'no docs version metadata (docusaurus-plugin-content-docs/*/p/*.json with docsSidebars and docs) was bundled',
          !seen(registrySeen) && 'no route registry (.docusaurus/registry.js) was bundled',
          !seen(siteConfigSeen) && 'no site config (.docusaurus/docusaurus.config.mjs) was bundled',
          !seen(globalDataSeen) &&
            'no global data (.docusaurus/globalData.json) listing docs was bundled',
        ].filter((reason): reason is string => Boolean(reason)),
      );
      return {
        module: {
          rules: [
            {test: docsPropsFile, use: [{loader: docsMetadataLoader}]},
            {test: globalDataFile, use: [{loader: globalDataLoader}]},
            {test: siteConfigFile, use: [{loader: siteConfigLoader}]},
            {test: registryFile, use: [{loader: registryLoader}]},
            // A pure function module that does not say so: theme-common's code-block
            // helpers import it for line ranges, which this site's code blocks never
            // parse, so once flagged it is left out unless something calls it.
            {test: pureModules, sideEffects: false},
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: Resource) => {
            if (!tslibIssuer.test(resource.contextInfo?.issuer ?? '')) return;
            resource.request = tslibStandIn;
            tslibSwapped = true;
          }),
          new NormalModuleReplacementPlugin(/^react-helmet-async$/, (resource: Resource) => {
            resource.request = helmetStandIn;
            helmetSwapped = true;
          }),
          new NormalModuleReplacementPlugin(/^nprogress$/, (resource: Resource) => {
            if (!nprogressIssuer.test(resource.contextInfo?.issuer ?? '')) return;
            resource.request = nprogressStandIn;
            nprogressSwapped = true;
          }),
          checks,
        ],
      };
    },
  };
}
