// The install commands of the pages, replayed as a reader runs them: in an empty app (a
// folder of a variant's copy with only a package.json, as a project generator leaves
// it), one after the other in the order the page gives, and where a page says an order
// matters, also in the wrong order, to record the message npm then prints.
//
// Each command runs with `--package-lock-only`: npm resolves the whole tree from the
// registry, as a real install would, checks every peer dependency and writes
// package.json and package-lock.json, but installs nothing (seconds, no disk). A
// folder inside the recipe's copy finds the recipe's own tools (the Expo CLI) in the
// copy's node_modules, above it.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {lockedVersion} from './lock.mjs';

const lockOnly = ['--package-lock-only', '--no-audit', '--no-fund'];

/** The package.json of an empty app with `dependencies`. */
export function emptyApp(name, dependencies) {
  return `${JSON.stringify({name, version: '1.0.0', private: true, dependencies}, null, 2)}\n`;
}

/**
 * @typedef {{
 *   in: string,
 *   node?: 'system' | '24' | '20',
 *   locks?: Record<string, string | RegExp>,
 *   sameAsRecipe?: string[],
 *   expectOutput?: RegExp,
 *   quiet?: RegExp,
 *   fails?: {id?: string, pattern: RegExp},
 *   change?: string,
 * }} ReplayOptions
 *   `in`: the empty app's folder in the copy
 *   `locks`: the version each package must have in the lock file afterwards
 *   `sameAsRecipe`: packages whose version must be the one the recipe's own lock pins
 *   `quiet`: a pattern the command must not print (a warning the page says is absent)
 *   `change`: what the app is, for the caption of a recorded message
 */

/**
 * A step that runs `command`, as a reader types it (`npm install …`, `npx expo install
 * …`), in an empty app. Its label is the command.
 * @param {string} command
 * @param {ReplayOptions} options
 * @returns {import('./manifest.mjs').Step}
 */
export function replay(command, options) {
  const words = command.split(' ');
  // The Expo CLI hands what follows `--` to the package manager it runs.
  const run = words[0] === 'npx' ? [...words, '--', ...lockOnly] : [...words, ...lockOnly];
  return {
    label: command,
    in: options.in,
    node: options.node,
    run,
    expectOutput: options.expectOutput,
    fails: options.fails,
    change: options.change,
    verify: (dir, output) => verifyLock(dir, output, options),
  };
}

/** What the lock file of the empty app in `dir` holds, against `options`. */
function verifyLock(dir, output, {locks = {}, sameAsRecipe = [], quiet}) {
  const problems = [];
  if (quiet?.test(output)) problems.push(`it printed ${quiet}`);
  const file = join(dir, 'package-lock.json');
  if (!existsSync(file)) return [...problems, 'it wrote no package-lock.json'];
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const recipeLock = JSON.parse(readFileSync(join(dir, '..', 'package-lock.json'), 'utf8'));
  const version = (name) => {
    try {
      return lockedVersion(lock, name);
    } catch {
      return 'none';
    }
  };
  for (const [name, wanted] of Object.entries(locks)) {
    const got = version(name);
    if (typeof wanted === 'string' ? got !== wanted : !wanted.test(got))
      problems.push(`it locked ${name} ${got}, not ${wanted}`);
  }
  for (const name of sameAsRecipe) {
    const wanted = lockedVersion(recipeLock, name);
    if (version(name) !== wanted)
      problems.push(`it locked ${name} ${version(name)}, not the recipe's ${wanted}`);
  }
  return problems;
}

/** npm's message when a version a command names is not in the registry. */
export const etarget = /(npm error code ETARGET\nnpm error notarget No matching version found for [^\n]*)/;

/** npm's message when a peer dependency cannot be satisfied, up to its advice. */
export const eresolve =
  /(npm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree\n[\s\S]*?)\nnpm error\nnpm error Fix the upstream/;
