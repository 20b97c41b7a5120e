// The copies of a recipe that its variants build: the recipe's own files (as git
// lists them, so no build output), its installed node_modules as hard links (a few
// seconds, no disk), and the variant's changes on top.
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {dirname, join, relative} from 'node:path';

/** Folders that hold what a recipe's tools write, never its own files. */
const outputFolders = ['node_modules', 'dist', 'dist-native', 'dist-ssr', 'build', '.next', '.expo'];

/**
 * The recipe's own files, relative to `dir`: as git lists them (tracked and new, not
 * ignored), or, in a folder outside the repository (`--newest`), every file outside
 * the folders its tools write.
 */
function recipeFiles(dir) {
  try {
    return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    return readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .filter((file) => !file.split('/').some((part) => outputFolders.includes(part)));
  }
}

/** node_modules folders of `dir` and its workspaces, not those inside another one. */
function nodeModulesFolders(dir, found = []) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.name === 'node_modules') found.push(full);
    else if (!outputFolders.includes(entry.name)) nodeModulesFolders(full, found);
  }
  return found;
}

/**
 * @typedef {string | null | {from: string} | ((text: string) => string)} FileChange
 *   new text, null to delete the file (or folder), another file of the recipe to copy,
 *   or an edit of the current text (which must change it)
 */

/** Makes `copyDir` a fresh copy of `dir` with `files` changed. */
export function makeCopy(dir, copyDir, files) {
  // A build cache survives, as it would in CI: the copy's own, never the recipe's.
  const cache = join(copyDir, '.next/cache');
  const keptCache = `${copyDir}.next-cache`;
  rmSync(keptCache, {recursive: true, force: true});
  if (existsSync(cache)) renameSync(cache, keptCache);
  rmSync(copyDir, {recursive: true, force: true});
  mkdirSync(copyDir, {recursive: true});
  if (existsSync(keptCache)) {
    mkdirSync(join(copyDir, '.next'));
    renameSync(keptCache, cache);
  }
  for (const file of recipeFiles(dir)) {
    if (!existsSync(join(dir, file))) continue;
    mkdirSync(dirname(join(copyDir, file)), {recursive: true});
    cpSync(join(dir, file), join(copyDir, file));
  }
  for (const folder of nodeModulesFolders(dir)) {
    const target = join(copyDir, relative(dir, folder));
    mkdirSync(dirname(target), {recursive: true});
    try {
      execFileSync('cp', ['-al', folder, target], {stdio: 'ignore'});
    } catch {
      // Hard links need one file system; a copy is slower but the same.
      rmSync(target, {recursive: true, force: true});
      execFileSync('cp', ['-a', folder, target]);
    }
    // Caches are written in place: the copy gets none, so it cannot change the recipe's.
    rmSync(join(target, '.cache'), {recursive: true, force: true});
  }
  for (const [file, change] of Object.entries(files)) {
    const path = join(copyDir, file);
    if (change === null) {
      if (!existsSync(path)) throw new Error(`${file} does not exist, so it cannot be left out`);
      // A file, or a folder such as an installed package (its files are the copy's links).
      rmSync(path, {recursive: true});
    } else if (typeof change === 'function') {
      const before = readFileSync(path, 'utf8');
      const after = change(before);
      if (after === before)
        throw new Error(`the change to ${file} no longer applies: its text changed`);
      writeFileSync(path, after);
    } else {
      const text =
        typeof change === 'string' ? change : readFileSync(join(dir, change.from), 'utf8');
      mkdirSync(dirname(path), {recursive: true});
      writeFileSync(path, text);
    }
  }
}

/**
 * A change that replaces `search` in a file's text with `replacement`; the copy
 * fails loudly when `search` is no longer there.
 */
export const replace = (search, replacement) => (text) => text.replace(search, replacement);
