import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {failBuildUnless} from '../failBuildUnless';
import {isLeftOut} from '../leaveOut';

/** The files of @docusaurus/core's client that import its browser context. */
const coreClient = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/;
export const browserContextRequest = /^(\.\/|\.\.\/)browserContext(\.js)?$/;
const standIn = path.join(__dirname, 'browserContext.tsx');
/** The client bundle's entry (an absolute path in Docusaurus's client config). */
export const clientEntryRequest = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
const entryStandIn = path.join(__dirname, 'clientEntry.tsx');

/**
 * Runs the re-render that follows hydration as a transition (see browserContext.tsx),
 * so it no longer is one long task. Both the provider (App.js) and useIsBrowser get
 * the stand-in, so they share its context. In production builds the client entry is
 * swapped too, for one that starts in several tasks (see clientEntry.tsx). The client
 * build fails when Docusaurus no longer imports either file, and
 * tests/unit/transition-hydration.test.ts checks that the stock files still do what
 * the stand-ins copy. LEAVE_OUT=client-entry or browser-context builds without either
 * (src/plugins/leaveOut.ts), for `npm run payoffs`, which measures what each pays.
 */
export default function transitionHydrationPlugin(): Plugin {
  return {
    name: 'transition-hydration',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      // The dev server keeps the stock entry: it carries hot reloading and client-side rendering.
      const swapEntry =
        config.mode === 'production' &&
        !isLeftOut('src/plugins/transition-hydration/clientEntry.tsx');
      const swapContext = !isLeftOut('src/plugins/transition-hydration/browserContext.tsx');
      const {NormalModuleReplacementPlugin, WebpackError} = currentBundler.instance;
      type Resource = {request: string; contextInfo?: {issuer?: string}};
      const swappedFor = new Set<string>();
      let entrySwapped = false;
      return {
        plugins: [
          ...(swapContext
            ? [
                new NormalModuleReplacementPlugin(browserContextRequest, (resource: Resource) => {
                  const issuer = resource.contextInfo?.issuer ?? '';
                  if (!coreClient.test(issuer)) return;
                  resource.request = standIn;
                  swappedFor.add(path.basename(issuer));
                }),
              ]
            : []),
          ...(swapEntry
            ? [
                new NormalModuleReplacementPlugin(clientEntryRequest, (resource: Resource) => {
                  resource.request = entryStandIn;
                  entrySwapped = true;
                }),
              ]
            : []),
          failBuildUnless('transition-hydration', WebpackError, () => [
            ...['App.js', 'useIsBrowser.js']
              .filter((importer) => swapContext && !swappedFor.has(importer))
              .map(
                (importer) => `@docusaurus/core's ${importer} no longer imports ./browserContext`,
              ),
            ...(swapEntry && !entrySwapped
              ? ["the client bundle's entry is no longer @docusaurus/core's clientEntry.js"]
              : []),
          ]),
        ],
      };
    },
  };
}
