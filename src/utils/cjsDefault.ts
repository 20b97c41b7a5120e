/** What `import * as namespace` gives for a CommonJS module compiled from ESM. */
export interface CommonJsNamespace<T> {
  default: T;
}

/**
 * The default export of a CommonJS module compiled from ESM (`exports.default = …` with
 * `__esModule`), whoever loads it. Bundlers, Vitest and jiti 1 (Docusaurus 3) give
 * `exports.default` as the default; Node's own ESM loader and jiti 2 (Docusaurus 4) give
 * the whole `module.exports` object, so a plain default import is the wrong value there.
 * Import the module as a namespace and pass it here (eslint.config.mjs forbids the
 * default import of these packages).
 */
export function cjsDefault<T>(namespace: CommonJsNamespace<T>): T {
  const value: unknown = namespace.default;
  const wrapped =
    typeof value === 'object' &&
    value !== null &&
    (value as {__esModule?: unknown}).__esModule === true &&
    'default' in value;
  return wrapped ? (value as CommonJsNamespace<T>).default : (value as T);
}
