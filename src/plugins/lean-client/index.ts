import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Files whose `require("tslib")` gets the small stand-in, in the browser bundle. */
const tslibIssuer = /@docusaurus[\\/]utils-common[\\/]lib[\\/]/;
const tslibStandIn = path.join(__dirname, 'tslib.js');

/**
 * Size-only changes to the browser bundle that change no behaviour.
 * `@docusaurus/utils-common` is CommonJS and requires all of tslib (3 KB gzip in
 * main.js) for one helper, which the bundler cannot tree-shake out of a require.
 */
export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      type Resource = {request: string; contextInfo?: {issuer?: string}};
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: Resource) => {
            if (tslibIssuer.test(resource.contextInfo?.issuer ?? '')) resource.request = tslibStandIn;
          }),
        ],
      };
    },
  };
}
