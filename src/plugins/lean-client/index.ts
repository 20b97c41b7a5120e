import type {Plugin} from '@docusaurus/types';
import {failBuildUnless} from '../failBuildUnless';
import {isLeftOut} from '../leaveOut';
import chunkNames from './chunk-names';
import docsMetadata from './docs-metadata';
import globalData from './global-data';
import helmet from './helmet';
import notFound from './not-found';
import nprogress from './nprogress';
import prefetch from './prefetch';
import pureModules from './pure-modules';
import registry from './registry';
import siteConfig from './site-config';
import tslib from './tslib';

/** Each swap by its folder: what it changes is said at the top of its index.ts. */
const swaps = {
  helmet,
  tslib,
  nprogress,
  prefetch,
  'not-found': notFound,
  'docs-metadata': docsMetadata,
  registry,
  'chunk-names': chunkNames,
  'pure-modules': pureModules,
  'site-config': siteConfig,
  'global-data': globalData,
};

/**
 * Size-only changes to the browser bundle that change no behaviour: stand-ins for
 * packages, loaders that trim generated files, module rules (the server bundle gets the
 * one the server's markup must match). All rely on Docusaurus
 * internals, so the client build fails when one no longer applies, and
 * tests/unit/lean-client.test.ts checks the installed Docusaurus still matches.
 */
export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(config, isServer, {currentBundler}) {
      // A build that leaves a swap out (src/plugins/leaveOut.ts) measures what it pays.
      const active = Object.entries(swaps)
        .filter(([folder]) => !isLeftOut(`src/plugins/lean-client/${folder}/`))
        .map(([, swap]) => swap())
        .filter((swap) => !isServer || swap.server);
      for (const swap of active) swap.configure?.(config);
      return {
        module: {rules: active.flatMap((swap) => swap.rules ?? [])},
        plugins: [
          ...active.flatMap((swap) => swap.plugins?.(currentBundler.instance) ?? []),
          failBuildUnless('lean-client', currentBundler.instance.WebpackError, () =>
            active.flatMap((swap) => swap.missing()),
          ),
        ],
      };
    },
  };
}
