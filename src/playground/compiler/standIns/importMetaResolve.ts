// Browser stand-in for `@dual-bundle/import-meta-resolve`: StyleX resolves theme
// imports (`./tokens.css.ts`) with it; only the example's own files exist.
import {readVirtualFile} from '../virtualFiles';

export function moduleResolve(specifier: string, parent: URL): URL {
  const resolved = new URL(specifier, parent);
  if (readVirtualFile(decodeURIComponent(resolved.pathname)) === undefined) {
    throw Object.assign(new Error(`Cannot find module '${specifier}'`), {
      code: 'ERR_MODULE_NOT_FOUND',
    });
  }
  return resolved;
}
