#!/usr/bin/env node
// `npm run check:native`: the native judge. Installs tests/native-judge from its lock
// file when needed, renders every program the site shows for native on React
// Native's own JavaScript (iOS and Android), and checks each claim the site makes
// about them (tests/native, vitest.native.config.mts). Ends with a table: programs
// judged by kind, claims checked, disagreements. Exits non-zero on a disagreement.
// Usage: npm run check:native [-- --write]
//   --write  rewrites src/data/native/judged.json (the judge's versions and the rows
//            Android and iOS ignore without a message) from this run
import {spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {installJudge} from './native-judge.mjs';

const {values} = parseArgs({options: {write: {type: 'boolean', default: false}}});
installJudge();
const started = performance.now();
const run = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.native.config.mts'],
  {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: 'inherit',
    env: {...process.env, ...(values.write ? {NATIVE_JUDGE_WRITE: '1'} : {})},
  },
);
const seconds = Math.round((performance.now() - started) / 1000);
console.log(
  `check:native took ${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s.`,
);
process.exit(run.status ?? 1);
