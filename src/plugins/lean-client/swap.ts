import type {CurrentBundler} from '@docusaurus/types';
import type {Configuration, WebpackPluginInstance} from 'webpack';

/** The bundler Docusaurus builds with (webpack or Rspack). */
export type Bundler = CurrentBundler['instance'];
/** A module rule of the client bundle. */
export type Rule = {test: RegExp; use?: {loader: string}[]; sideEffects?: boolean};

/**
 * One change lean-client makes to the browser bundle. Each swap lives in a folder of its
 * own, with its stand-in or loader and the reasons the build fails when it no longer
 * applies (a renamed file, a new shape): an upgrade then stops the build instead of
 * shipping a swap that silently does nothing.
 */
export interface Swap {
  /** Whether the server bundle gets it too (the browser bundle always does). */
  server?: boolean;
  rules?: Rule[];
  plugins?: (bundler: Bundler) => WebpackPluginInstance[];
  /** Changes Docusaurus's own client config (drops a plugin it adds). */
  configure?: (config: Configuration) => void;
  /** Why it no longer applies, asked once all modules are built; empty while it does. */
  missing(): string[];
}

type Resource = {request: string; contextInfo?: {issuer?: string}};

/**
 * A swap of one module request for a stand-in, for every importer or only for those whose
 * path matches `issuer`; it fails the build with `reason` when nothing was swapped.
 */
export function standIn(
  request: RegExp,
  file: string,
  reason: string,
  issuer: RegExp = /(?:)/,
): Swap {
  let swapped = false;
  return {
    plugins: ({NormalModuleReplacementPlugin}) => [
      new NormalModuleReplacementPlugin(request, (resource: Resource) => {
        if (!issuer.test(resource.contextInfo?.issuer ?? '')) return;
        resource.request = file;
        swapped = true;
      }),
    ],
    missing: () => (swapped ? [] : [reason]),
  };
}

/** Whether a loader of a swap has run in this build (it sets the symbol). */
export const seen = (symbol: symbol): boolean =>
  Boolean((globalThis as Record<symbol, unknown>)[symbol]);
