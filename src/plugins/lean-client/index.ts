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
/** The site config every page's main bundle carries. */
export const siteConfigFile = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;
const siteConfigLoader = path.join(__dirname, 'siteConfigLoader.js');
const siteConfigSeen = Symbol.for('lean-client.siteConfig');
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
 * - the site config drops the fields only the build reads (see siteConfigLoader.js).
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
          !seen(siteConfigSeen) && 'no site config (.docusaurus/docusaurus.config.mjs) was bundled',
        ].filter((reason): reason is string => Boolean(reason)),
      );
      return {
        module: {
          rules: [
            {test: docsPropsFile, use: [{loader: docsMetadataLoader}]},
            {test: siteConfigFile, use: [{loader: siteConfigLoader}]},
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
