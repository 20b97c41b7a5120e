// Versions as a recipe's package-lock.json pins them.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

export function readLock(dir) {
  return JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
}

/**
 * The version of `name` the lock installs where the app resolves it: the top-level
 * `node_modules/name`, else (a workspace) the one copy every workspace gets. Throws
 * when the lock has no copy, or several versions and no top-level one.
 */
export function lockedVersion(lock, name) {
  const top = lock.packages[`node_modules/${name}`];
  if (top?.version) return top.version;
  const versions = new Set(
    Object.entries(lock.packages)
      .filter(([path, entry]) => path.endsWith(`node_modules/${name}`) && entry.version)
      .map(([, entry]) => entry.version),
  );
  if (versions.size !== 1)
    throw new Error(`package-lock.json has ${versions.size || 'no'} versions of ${name}`);
  return [...versions][0];
}

/** Every version of `name` in the lock, oldest first: a recipe that holds several releases. */
export function lockedVersions(lock, name) {
  const versions = new Set(
    Object.entries(lock.packages)
      .filter(([path, entry]) => path.endsWith(`node_modules/${name}`) && entry.version)
      .map(([, entry]) => entry.version),
  );
  const byNumber = (a, b) => a.localeCompare(b, 'en', {numeric: true});
  return [...versions].sort(byNumber);
}
