import fs from 'node:fs';
import {readVirtualFile} from './virtualFiles';

/**
 * In Node (unit tests, scripts) the StyleX plugin uses the real `fs`, where the
 * example's files do not exist. This makes `fs` answer for them while a compile
 * runs (see withVirtualFiles) and leaves every other path alone. The browser
 * bundle swaps the modules instead (src/plugins/playground-compiler).
 */
let installed = false;

export function installNodeFs(): void {
  if (installed) return;
  installed = true;
  const toPath = (target: fs.PathLike) =>
    target instanceof URL ? decodeURIComponent(target.pathname) : String(target);
  const fileStats = (size: number) =>
    ({isFile: () => true, isDirectory: () => false, size}) as fs.Stats;

  const {existsSync, readFileSync, statSync, realpathSync} = fs;
  const patched = fs as {-readonly [K in keyof typeof fs]: (typeof fs)[K]};
  patched.existsSync = (target) =>
    (target !== undefined && readVirtualFile(toPath(target)) !== undefined) || existsSync(target);
  patched.readFileSync = ((target: fs.PathOrFileDescriptor, options?: unknown) => {
    const source = typeof target === 'number' ? undefined : readVirtualFile(toPath(target));
    return source ?? (readFileSync as (t: unknown, o?: unknown) => unknown)(target, options);
  }) as typeof fs.readFileSync;
  patched.statSync = ((target: fs.PathLike, options?: fs.StatSyncOptions) => {
    const source = readVirtualFile(toPath(target));
    return source === undefined ? statSync(target, options) : fileStats(source.length);
  }) as typeof fs.statSync;
  patched.realpathSync = Object.assign(
    (target: fs.PathLike, options?: unknown) =>
      readVirtualFile(toPath(target)) === undefined
        ? realpathSync(target, options as fs.EncodingOption)
        : toPath(target),
    {native: realpathSync.native},
  ) as typeof fs.realpathSync;
}
