#!/usr/bin/env node
// `npm run bench:timing-patches`: what each timing patch pays (src/theme/README.md). It
// builds the site once with every patch and once without each one (LEAVE_OUT, see
// src/plugins/leftOut.ts), then traces each page at 4× CPU in rounds: one load of every
// build per round, in a rotating order, so a change in the machine's load falls on all
// builds alike. Prints per build the median and spread of first paint, TBT, the longest
// task and the longest task after first paint, the machine's load average during the
// runs, and whether each patch's difference is clear: the middle halves of the runs
// with and without it do not overlap. Figures only; it always exits 0.
// Before each round it waits until the 1-minute load average is under --max-load (the
// bench itself, Chromium tracing one page, adds about 1 on two cores).
// Usage: npm run bench:timing-patches [-- --runs 15] [-- --page learn/styles/]...
//        [-- --skip-build] [-- --max-load 2] [-- --port 3320] [-- --out dir]
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../lib/chromium.mjs';
import {startStaticServer} from '../lib/static-server.mjs';
import {traceOnce} from '../lib/trace.mjs';

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '15'},
    page: {type: 'string', multiple: true},
    'skip-build': {type: 'boolean', default: false},
    'max-load': {type: 'string', default: '2'},
    port: {type: 'string', default: '3320'},
    // Where the builds and the runs' figures go.
    out: {type: 'string', default: 'node_modules/.cache/timing-patches'},
  },
});
const runs = Number(values.runs);
const maxLoad = Number(values['max-load']);
const pages = values.page ?? ['learn/styles/', 'api/html/common/'];
const patches = ['client-entry', 'browser-context', 'page-template'];
const cacheDir = values.out;
const builds = [
  {label: 'all patches', leaveOut: ''},
  ...patches.map((patch) => ({label: `without ${patch}`, leaveOut: patch, patch})),
].map((build, i) => ({
  ...build,
  dir: join(cacheDir, build.leaveOut || 'all'),
  port: Number(values.port) + i,
}));
const metrics = [
  ['paint', 'first paint'],
  ['tbt', 'TBT'],
  ['longest', 'longest task'],
  ['longestAfterPaint', 'longest after paint'],
];

const quantile = (list, q) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
};
const spread = (list) => ({
  median: quantile(list, 0.5),
  q1: quantile(list, 0.25),
  q3: quantile(list, 0.75),
  min: Math.min(...list),
  max: Math.max(...list),
});
const ms = (x) => String(Math.round(x));
const cell = (s) => `${ms(s.median)} [${ms(s.q1)}–${ms(s.q3)}] (${ms(s.min)}–${ms(s.max)})`;

function build({leaveOut, dir}) {
  console.log(`Building ${dir} (LEAVE_OUT=${leaveOut || '(none)'})`);
  const result = spawnSync('npx', ['--no-install', 'docusaurus', 'build', '--out-dir', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, LEAVE_OUT: leaveOut},
  });
  if (result.status !== 0) throw new Error(`the build without ${leaveOut} failed`);
}

/** Waits until the machine's 1-minute load average is under --max-load (at most 30 min). */
async function untilQuiet() {
  const started = Date.now();
  let said = false;
  while (loadavg()[0] > maxLoad && Date.now() - started < 30 * 60_000) {
    if (!said) console.log(`  (load ${loadavg()[0].toFixed(1)} > ${maxLoad}: waiting)`);
    said = true;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

if (!values['skip-build']) for (const b of builds) build(b);
const servers = [];
const results = [];
try {
  for (const b of builds) servers.push(await startStaticServer(b.port, ['--dir', b.dir]));
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  for (const page of pages) {
    const traces = builds.map(() => []);
    const loads = [];
    for (let run = 0; run < runs; run++) {
      await untilQuiet();
      for (let k = 0; k < builds.length; k++) {
        const i = (run + k) % builds.length;
        loads.push(loadavg()[0]);
        traces[i].push(
          await traceOnce(browser, `http://localhost:${builds[i].port}/react-strict-dom/${page}`),
        );
      }
      process.stdout.write(`\r/${page}: round ${run + 1} of ${runs}`);
    }
    console.log(
      `\r/${page}: ${runs} runs per build, load average during the runs median ${quantile(loads, 0.5).toFixed(1)}, max ${Math.max(...loads).toFixed(1)}` +
        ` (ms: median [middle half] (range))`,
    );
    const byBuild = builds.map((b, i) => ({
      build: b.label,
      patch: b.patch,
      ...Object.fromEntries(metrics.map(([key]) => [key, spread(traces[i].map((t) => t[key]))])),
      runs: traces[i].map(({paint, tbt, longest, longestAfterPaint}) => ({
        paint,
        tbt,
        longest,
        longestAfterPaint,
      })),
    }));
    const width = Math.max(...builds.map((b) => b.label.length));
    console.log(`  ${''.padEnd(width)}  ${metrics.map(([, name]) => name.padEnd(34)).join('')}`);
    for (const row of byBuild)
      console.log(
        `  ${row.build.padEnd(width)}  ${metrics.map(([key]) => cell(row[key]).padEnd(34)).join('')}`,
      );
    const all = byBuild[0];
    for (const row of byBuild.slice(1)) {
      const verdicts = metrics.map(([key, name]) => {
        const [w, wo] = [all[key], row[key]];
        const clear = w.q3 < wo.q1 || wo.q3 < w.q1;
        const diff = wo.median - w.median;
        return `${name} ${diff >= 0 ? '+' : ''}${ms(diff)}${clear ? ' (clear)' : ''}`;
      });
      console.log(`  ${row.patch} taken out: ${verdicts.join(', ')}`);
    }
    results.push({
      page,
      load: {median: quantile(loads, 0.5), max: Math.max(...loads)},
      builds: byBuild,
    });
  }
  await browser.close();
} finally {
  for (const server of servers) server.stop();
}
mkdirSync(cacheDir, {recursive: true});
writeFileSync(join(cacheDir, 'results.json'), JSON.stringify(results, null, 1));
console.log(`\nEach run's figures: ${join(cacheDir, 'results.json')}`);
