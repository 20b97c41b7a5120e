// Which Node.js runs a recipe, and its `npm ci`.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {delimiter, dirname, join} from 'node:path';

/**
 * The Node.js releases recipes and steps run on besides this machine's, from the npm
 * registry's `node` package, the only network these checks use:
 * - 24, where a recipe's tools need 22.13 or later (React Native 0.87 and later,
 *   Vitest 5, React Native Testing Library 14);
 * - 20, the oldest line the pages still name, at the lowest release Expo SDK 57
 *   accepts (its `engines`: 20.19.4), for what the pages say happens on Node.js 20.
 */
export const nodeReleases = {24: '24.21.0', 20: '20.19.4'};
const binaries = new Map();

/**
 * The environment that puts a Node.js first on PATH, and its version. `system` is the
 * Node.js running this script (PATH as it found it); `24` and `20` are the releases
 * above, whatever runs this script.
 * @param {'system' | '24' | '20'} which
 */
export function nodeFor(which) {
  if (which === 'system') return {env: {PATH: process.env.PATH}, version: process.version.slice(1)};
  const version = nodeReleases[which];
  if (!binaries.has(version)) {
    const binary = execFileSync(
      'npm',
      ['exec', '--yes', `--package=node@${version}`, '--', 'node', '-p', 'process.execPath'],
      {encoding: 'utf8'},
    ).trim();
    if (!existsSync(binary))
      throw new Error(`node@${version} from the npm registry has no binary at ${binary}`);
    binaries.set(version, binary);
  }
  return {env: {PATH: `${dirname(binaries.get(version))}${delimiter}${process.env.PATH}`}, version};
}

/**
 * Whether `dir/node_modules` already holds exactly what `dir/package-lock.json` pins:
 * npm's own record of the last install (`node_modules/.package-lock.json`) lists the
 * same packages, apart from optional ones for other platforms that npm skipped.
 */
export function installedFromLock(dir) {
  const hiddenLock = join(dir, 'node_modules/.package-lock.json');
  if (!existsSync(hiddenLock)) return false;
  const pinned = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')).packages;
  const installed = JSON.parse(readFileSync(hiddenLock, 'utf8')).packages;
  const same = (key) => JSON.stringify(pinned[key]) === JSON.stringify(installed[key]);
  const wanted = Object.keys(pinned).filter((key) => key !== '');
  return (
    wanted.every((key) => same(key) || (pinned[key].optional && !(key in installed))) &&
    Object.keys(installed).every((key) => key in pinned)
  );
}

/** The command that installs a recipe from its lock file. */
export const npmCi = ['npm', 'ci', '--no-audit', '--no-fund', '--prefer-offline'];
