// An earlier commit of this site, ready to build, for the bench scripts that compare with one
// (`npm run bench:baseline`, `npm run bench:build`): its files copied out with `git archive`
// into a temporary folder (no worktree, no checkout) and installed there, with this checkout's
// node_modules when both lock files are the same, else with npm ci (several minutes).
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

/**
 * The 7-digit hash of the commit `ref` names (`399348e^1`, a branch, a hash).
 * @param {string} ref
 * @returns {string}
 */
export function shortCommit(ref) {
  return execFileSync('git', ['rev-parse', '--short=7', `${ref}^{commit}`], {
    encoding: 'utf8',
  }).trim();
}

/**
 * Copies `commit` into a new temporary folder and installs it; `remove` deletes the folder.
 * @param {string} commit
 * @returns {{site: string, remove: () => void}}
 */
export function copyCommit(commit) {
  const site = mkdtempSync(join(tmpdir(), `bench-${commit}-`));
  const remove = () => rmSync(site, {recursive: true, force: true});
  try {
    console.log(`Copying ${commit} into ${site}`);
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${site}"`], {stdio: 'inherit'});
    const sameLock =
      execFileSync('git', ['show', `${commit}:package-lock.json`], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      }) === readFileSync('package-lock.json', 'utf8');
    if (sameLock) symlinkSync(resolve('node_modules'), join(site, 'node_modules'), 'dir');
    else {
      console.log(`Its package-lock.json differs from this checkout's: npm ci there`);
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
        cwd: site,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
    }
    return {site, remove};
  } catch (error) {
    remove();
    throw error;
  }
}
