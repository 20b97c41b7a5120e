import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {failBuildUnless} from '../failBuildUnless';
import {isLeftOut} from '../leftOut';

/** The files of @docusaurus/core's client that import its browser context. */
const coreClient = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/;
export const browserContextRequest = /^(\.\/|\.\.\/)browserContext(\.js)?$/;
const standIn = path.join(__dirname, 'browserContext.tsx');

/**
 * Runs the re-render that follows hydration as a transition (see browserContext.tsx),
 * so it no longer is one long task. Both the provider (App.js) and useIsBrowser get
 * the stand-in, so they share its context. The client build fails when Docusaurus no
 * longer imports the file, and tests/unit/transition-hydration.test.ts checks that the
 * stock file still does what the stand-in copies. LEAVE_OUT=browser-context builds
 * without it (src/plugins/leftOut.ts), for the bench that measures what it pays.
 */
export default function transitionHydrationPlugin(): Plugin {
  return {
    name: 'transition-hydration',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || isLeftOut('browser-context')) return {};
      const {NormalModuleReplacementPlugin, WebpackError} = currentBundler.instance;
      type Resource = {request: string; contextInfo?: {issuer?: string}};
      const swappedFor = new Set<string>();
      return {
        plugins: [
          new NormalModuleReplacementPlugin(browserContextRequest, (resource: Resource) => {
            const issuer = resource.contextInfo?.issuer ?? '';
            if (!coreClient.test(issuer)) return;
            resource.request = standIn;
            swappedFor.add(path.basename(issuer));
          }),
          failBuildUnless('transition-hydration', WebpackError, () =>
            ['App.js', 'useIsBrowser.js']
              .filter((importer) => !swappedFor.has(importer))
              .map(
                (importer) => `@docusaurus/core's ${importer} no longer imports ./browserContext`,
              ),
          ),
        ],
      };
    },
  };
}
