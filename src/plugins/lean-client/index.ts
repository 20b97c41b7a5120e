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

/**
 * Size-only changes to the browser bundle that change no behaviour:
 * - `@docusaurus/utils-common` is CommonJS and requires all of tslib (3 KB gzip in
 *   main.js) for one helper, which the bundler cannot tree-shake out of a require;
 * - the docs version metadata every docs page loads carries a `docs` map nothing on
 *   this site reads (see docsMetadataLoader.js).
 * Both rely on Docusaurus internals, so the client build fails when either no longer
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
        module: {rules: [{test: docsPropsFile, use: [{loader: docsMetadataLoader}]}]},
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
