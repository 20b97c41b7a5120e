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

/** node_modules folders of `dir` and its workspaces, not those inside another one. */
function nodeModulesFolders(dir, found = []) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.name === 'node_modules') found.push(full);
    else if (!['dist', 'dist-native', 'build'].includes(entry.name))
      nodeModulesFolders(full, found);
  }
  return found;
}

/**
 * @typedef {string | null | {from: string} | ((text: string) => string)} FileChange
 *   new text, null to delete the file, another file of the recipe to copy, or an edit
 *   of the current text (which must change it)
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
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '.'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of listed) {
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
      rmSync(path);
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
