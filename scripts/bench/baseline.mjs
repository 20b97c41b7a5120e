#!/usr/bin/env node
// `npm run bench:baseline`: a production build of an earlier commit of this site, for
// `npm run bench -- --baseline <its folder>` to measure beside the current build, both taking
// turns in each run. By default 239c011, the last commit on which every bench page scored 98
// or more on Lighthouse's mobile load before the page template was retired (issue 46). The
// commit is copied out and installed (scripts/lib/commit-copy.mjs), built into
// node_modules/.cache/bench-baseline/<commit>, and the temporary folder removed. For
// measuring only: nothing of it is committed.
// Usage: npm run bench:baseline [-- --commit 239c011]
import {execFileSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {copyCommit, shortCommit} from '../lib/commit-copy.mjs';

const {values} = parseArgs({options: {commit: {type: 'string', default: '239c011'}}});
const commit = shortCommit(values.commit);
const outDir = resolve('node_modules/.cache/bench-baseline', commit);
const {site, remove} = copyCommit(commit);

try {
  rmSync(outDir, {recursive: true, force: true});
  execFileSync('npx', ['--no-install', 'docusaurus', 'build', '--out-dir', outDir], {
    cwd: site,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  console.log(`\nBuilt ${commit} into ${outDir}. Compare: npm run bench -- --baseline ${outDir}`);
} finally {
  remove();
}
