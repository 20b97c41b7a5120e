import type {ComponentType} from 'react';
import {resolveSibling} from '../compiler/files';
import {loopGuardParam} from '../compiler/loopGuard';
import type {CompiledFiles} from '../compiler/types';

export type ModuleExports = Record<string, unknown>;

/** What the compiled loops call: a clock, and what makes the error a stopped loop throws. */
export interface LoopGuardHooks {
  now: () => number;
  stopped: (message: string) => Error;
}

/** Outside a preview frame (tests, tools): the loop guard's own clock, and a plain error. */
const plainHooks: LoopGuardHooks = {
  now: () => performance.now(),
  stopped: (message) => new RangeError(message),
};

/** Runs the entry's CommonJS module; siblings by file name, packages from `packages` only. */
function runModules(
  modules: Record<string, string>,
  entry: string,
  packages: Record<string, ModuleExports>,
  hooks: LoopGuardHooks,
) {
  const cache = new Map<string, {exports: ModuleExports}>();
  const load = (name: string): ModuleExports => {
    const cached = cache.get(name);
    if (cached) return cached.exports;
    const module = {exports: {} as ModuleExports};
    cache.set(name, module);
    const require = (specifier: string) => {
      const sibling = resolveSibling(Object.keys(modules), name, specifier);
      if (sibling !== undefined) return load(sibling);
      const provided = packages[specifier];
      if (!provided) throw new Error(`Cannot import '${specifier}' in ${name}.`);
      return provided;
    };
    // Code from compileFiles, run inside the sandboxed preview frame only (see runtime.ts).
    new Function('exports', 'require', 'module', loopGuardParam, modules[name])(
      module.exports,
      require,
      module,
      hooks,
    );
    return module.exports;
  };
  return load(entry);
}

function isComponent(value: unknown): value is ComponentType {
  // Functions and classes, or the objects memo, forwardRef and lazy return.
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

/**
 * Runs compiled files with the given packages and returns the component the
 * entry exports (`exportName`, default `default`). Throws an Error with a
 * reader-facing message when a module throws or the export is missing or not
 * a component.
 */
export function runEntry(
  result: CompiledFiles,
  entry: string,
  packages: Record<string, ModuleExports>,
  exportName = 'default',
  hooks: LoopGuardHooks = plainHooks,
): ComponentType {
  if (!(entry in result.modules)) throw new Error(`There is no file named ${entry}.`);
  const value = runModules(result.modules, entry, packages, hooks)[exportName];
  if (value === undefined) {
    throw new Error(
      exportName === 'default'
        ? `${entry} has no default export: add one, e.g. \`export default function App() {…}\`.`
        : `${entry} has no export named ${exportName}.`,
    );
  }
  if (!isComponent(value)) {
    throw new Error(
      `${entry} exports ${exportName === 'default' ? 'by default' : exportName} a ${typeof value}, not a React component.`,
    );
  }
  return value;
}
