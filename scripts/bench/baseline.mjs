#!/usr/bin/env node
// `npm run bench:baseline`: a production build of an earlier commit of this site, for
// `npm run bench -- --baseline <its folder>` to measure beside the current build, both taking
// turns in each run. By default 239c011, the last commit on which every bench page scored 98
// or more on Lighthouse's mobile load before the page template was retired (issue 46). The
// commit's files are copied out with `git archive` into a temporary folder (no worktree, no
// checkout), installed there (with this checkout's node_modules when both lock files are the
// same, else with npm ci), built into node_modules/.cache/bench-baseline/<commit>, and the
// temporary folder removed. For measuring only: nothing of it is committed.
// Usage: npm run bench:baseline [-- --commit 239c011]
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({options: {commit: {type: 'string', default: '239c011'}}});
const commit = execFileSync('git', ['rev-parse', '--short=7', `${values.commit}^{commit}`], {
  encoding: 'utf8',
}).trim();
const outDir = resolve('node_modules/.cache/bench-baseline', commit);
const site = mkdtempSync(join(tmpdir(), `bench-baseline-${commit}-`));
const run = (command, args, cwd = site) =>
  execFileSync(command, args, {cwd, stdio: ['ignore', 'inherit', 'inherit']});

try {
  console.log(`Copying ${commit} into ${site}`);
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${site}"`], {stdio: 'inherit'});
  const sameLock =
    execFileSync('git', ['show', `${commit}:package-lock.json`], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }) === readFileSync('package-lock.json', 'utf8');
  if (sameLock) symlinkSync(resolve('node_modules'), join(site, 'node_modules'), 'dir');
  else run('npm', ['ci', '--no-audit', '--no-fund']);
  rmSync(outDir, {recursive: true, force: true});
  run('npx', ['--no-install', 'docusaurus', 'build', '--out-dir', outDir]);
  console.log(`\nBuilt ${commit} into ${outDir}. Compare: npm run bench -- --baseline ${outDir}`);
} finally {
  rmSync(site, {recursive: true, force: true});
}
