// Which Node.js runs a recipe, and its `npm ci`.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {delimiter, dirname, join} from 'node:path';

/**
 * The Node.js release a recipe needs when this machine's is too old for its tools
 * (React Native 0.87, Vitest 5 and React Native Testing Library 14 want 22.13 or later).
 * It comes from the npm registry's `node` package, the only network these checks use.
 */
export const newerNode = '24.21.0';

let newerNodeBin;

/**
 * The environment that puts the recipe's Node.js first on PATH, and its version.
 * `system` is the Node.js running this script.
 */
export function nodeFor(which) {
  if (which === 'system') return {env: {}, version: process.version.slice(1)};
  newerNodeBin ??= execFileSync(
    'npm',
    ['exec', '--yes', `--package=node@${newerNode}`, '--', 'node', '-p', 'process.execPath'],
    {encoding: 'utf8'},
  ).trim();
  if (!existsSync(newerNodeBin))
    throw new Error(`node@${newerNode} from the npm registry has no binary at ${newerNodeBin}`);
  return {
    env: {PATH: `${dirname(newerNodeBin)}${delimiter}${process.env.PATH}`},
    version: newerNode,
  };
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
