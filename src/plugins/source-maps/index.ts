import type {Plugin} from '@docusaurus/types';

/**
 * Emits client source maps, for scripts/bench/bundle.mjs only: the config adds
 * this plugin when BUNDLE_REPORT is set, so the published site ships none.
 */
export default function sourceMapsPlugin(): Plugin {
  return {
    name: 'source-maps',
    configureWebpack: (_config, isServer) => (isServer ? {} : {devtool: 'source-map'}),
  };
}
