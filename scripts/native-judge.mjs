#!/usr/bin/env node
// The native judge, from the site's side: installs tests/native-judge from its own
// lock file when its node_modules does not match it, then runs its command on
// Node.js 24 (the registry's `node` package, as check:recipes does), since React
// Native 0.88 and React Native Testing Library 14 want 22.13 or later.
//
//   node scripts/native-judge.mjs --programs <in.json> --out <out.json>
//
// in.json: [{id, files, press?, platforms?}]; out.json: one verdict per program and
// platform, {id, os, threw, messages: [{level, text}], hosts}. The judge's README
// section (README.md, "The native judge") says what each field holds.
import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {installedFromLock, nodeFor, npmCi} from './recipes/install.mjs';

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
export const judgeDir = join(root, 'tests/native-judge');

/** The environment the judge's own tools run in: Node.js 24 first on PATH. */
function judgeEnv() {
  const env = {...process.env, ...nodeFor('24').env};
  // `npm run` hands the site's .npmrc (legacy-peer-deps) to children as npm_config_*:
  // the judge installs as its own lock says, with npm's defaults.
  for (const key of Object.keys(env))
    if (key.toLowerCase() === 'npm_config_legacy_peer_deps') delete env[key];
  return env;
}

/** `npm ci` in tests/native-judge unless its node_modules already matches the lock. */
export function installJudge({say = console.log} = {}) {
  if (installedFromLock(judgeDir)) return;
  say('Installing the native judge (tests/native-judge) from its lock file…');
  execFileSync(npmCi[0], npmCi.slice(1), {cwd: judgeDir, env: judgeEnv(), stdio: 'inherit'});
}

/** Runs tests/native-judge/judge.mjs on `programsFile`, writing the verdicts to `outFile`. */
export function runJudge(programsFile, outFile) {
  installJudge();
  execFileSync(
    'node',
    [join(judgeDir, 'judge.mjs'), '--programs', programsFile, '--out', outFile],
    {cwd: judgeDir, env: judgeEnv(), stdio: ['ignore', 'inherit', 'inherit']},
  );
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const {values} = parseArgs({options: {programs: {type: 'string'}, out: {type: 'string'}}});
  if (!values.programs || !values.out) {
    console.error('Usage: node scripts/native-judge.mjs --programs <in.json> --out <out.json>');
    process.exit(2);
  }
  runJudge(values.programs, values.out);
}
