import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

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

/**
 * Size-only changes to the browser bundle that change no behaviour:
 * - `@docusaurus/utils-common` is CommonJS and requires all of tslib (3 KB gzip in
 *   main.js) for one helper, which the bundler cannot tree-shake out of a require;
 * - the docs version metadata every docs page loads carries a `docs` map nothing on
 *   this site reads (see docsMetadataLoader.js);
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
      type Compiler = {
        hooks: {
          thisCompilation: {tap: (name: string, fn: (compilation: Compilation) => void) => void};
        };
      };
      type Compilation = {
        errors: unknown[];
        hooks: {finishModules: {tap: (name: string, fn: () => void) => void}};
      };
      let tslibSwapped = false;
      const failWhenUnused = {
        apply(compiler: Compiler) {
          compiler.hooks.thisCompilation.tap('lean-client', (compilation) => {
            compilation.hooks.finishModules.tap('lean-client', () => {
              const missing = [
                !tslibSwapped && 'no @docusaurus/utils-common module requires tslib any more',
                !(globalThis as Record<symbol, unknown>)[docsMetadataSeen] &&
                  'no docs version metadata (docusaurus-plugin-content-docs/*/p/*.json with docsSidebars and docs) was bundled',
                !(globalThis as Record<symbol, unknown>)[globalDataSeen] &&
                  'no global data (.docusaurus/globalData.json) listing docs was bundled',
              ].filter(Boolean);
              for (const reason of missing) {
                compilation.errors.push(
                  new WebpackError(
                    `lean-client: ${reason}; update src/plugins/lean-client for this Docusaurus.`,
                  ),
                );
              }
            });
          });
        },
      };
      return {
        module: {
          rules: [
            {test: docsPropsFile, use: [{loader: docsMetadataLoader}]},
            {test: globalDataFile, use: [{loader: globalDataLoader}]},
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: Resource) => {
            if (!tslibIssuer.test(resource.contextInfo?.issuer ?? '')) return;
            resource.request = tslibStandIn;
            tslibSwapped = true;
          }),
          failWhenUnused,
        ],
      };
    },
  };
}
