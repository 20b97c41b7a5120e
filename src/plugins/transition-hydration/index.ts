import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The files of @docusaurus/core's client that import its browser context. */
const coreClient = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/;
export const browserContextRequest = /^(\.\/|\.\.\/)browserContext(\.js)?$/;
const standIn = path.join(__dirname, 'browserContext.tsx');

/**
 * Runs the re-render that follows hydration as a transition (see browserContext.tsx),
 * so it no longer is one long task. Both the provider (App.js) and useIsBrowser get
 * the stand-in, so they share its context. The client build fails when Docusaurus no
 * longer imports the file, and tests/unit/transition-hydration.test.ts checks that
 * the stock file still does what the stand-in copies.
 */
export default function transitionHydrationPlugin(): Plugin {
  return {
    name: 'transition-hydration',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin, WebpackError} = currentBundler.instance;
      type Resource = {request: string; contextInfo?: {issuer?: string}};
      type Compilation = {
        errors: unknown[];
        hooks: {finishModules: {tap: (name: string, fn: () => void) => void}};
      };
      const swappedFor = new Set<string>();
      return {
        plugins: [
          new NormalModuleReplacementPlugin(browserContextRequest, (resource: Resource) => {
            const issuer = resource.contextInfo?.issuer ?? '';
            if (!coreClient.test(issuer)) return;
            resource.request = standIn;
            swappedFor.add(path.basename(issuer));
          }),
          {
            apply(compiler: {
              hooks: {thisCompilation: {tap: (n: string, f: (c: Compilation) => void) => void}};
            }) {
              compiler.hooks.thisCompilation.tap('transition-hydration', (compilation) => {
                compilation.hooks.finishModules.tap('transition-hydration', () => {
                  for (const importer of ['App.js', 'useIsBrowser.js']) {
                    if (swappedFor.has(importer)) continue;
                    compilation.errors.push(
                      new WebpackError(
                        `transition-hydration: @docusaurus/core's ${importer} no longer imports ./browserContext; update src/plugins/transition-hydration for this Docusaurus.`,
                      ),
                    );
                  }
                });
              });
            },
          },
        ],
      };
    },
  };
}
