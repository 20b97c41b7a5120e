#!/usr/bin/env node
// `npm run bench:build`: what a change costs the build, this checkout against an earlier
// commit (by default 399348e^1, the site before issue 49's type notes). Each is built cold
// (every cache the build keeps cleared: scripts/lib/build-caches.mjs) and then warm (a
// second build, those caches in place), the
// two taking turns in each run. Printed side by side: wall and CPU time of each build (CPU
// from the build's resource usage, its child processes included), the 1-minute load average
// sampled while they ran, and of the HTML built: the page count, total bytes raw and gzip -9,
// and the five pages that grew most (gzip). The baseline is copied out and installed by
// scripts/lib/commit-copy.mjs (npm ci when its lock differs: minutes) and built into
// node_modules/.cache/bench-baseline/<commit>, which `npm run bench -- --baseline` can then
// measure; this checkout builds into build/, or with --after another commit is copied and
// built the same way (to measure one change alone: --baseline 399348e^1 --after 399348e, where
// this checkout holds later work too). Nothing of an earlier run is reused: a time is
// only comparable with one taken in turns on the same load, and sizes come with the builds.
// Figures only; it always exits 0 once both builds have run.
// Usage: npm run bench:build [-- --baseline 399348e^1] [-- --after <commit>] [-- --runs 1]
import {execFileSync, spawn} from 'node:child_process';
import {readFileSync, readdirSync, rmSync} from 'node:fs';
import {availableParallelism, loadavg} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {copyCommit, shortCommit} from '../lib/commit-copy.mjs';
import {alternate} from '../lib/reader.mjs';
import {quantile} from '../lib/spread.mjs';
import {buildCaches} from '../lib/build-caches.mjs';

const {values} = parseArgs({
  options: {
    baseline: {type: 'string', default: '399348e^1'},
    after: {type: 'string'},
    runs: {type: 'string', default: '1'},
  },
});
const runs = Number(values.runs);
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}));

/**
 * User plus system seconds of this process's children that have ended (`/proc/self/stat`'s
 * cutime and cstime: a build's own child processes count once the build has waited for them).
 * @returns {number}
 */
function childCpuSeconds() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
}

/**
 * One production build of `site` into `outDir`: wall and CPU seconds, and the 1-minute load
 * average every two seconds while it ran. Rejects with the build's last output on a failure.
 * @param {{site: string, outDir: string}} build
 * @returns {Promise<{wall: number, cpu: number, loads: number[]}>}
 */
function timedBuild({site, outDir}) {
  const loads = [loadavg()[0]];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 2000);
  const cpuBefore = childCpuSeconds();
  const start = performance.now();
  const child = spawn(join(site, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', outDir], {
    cwd: site,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  return new Promise((done, fail) =>
    child.on('close', (code) => {
      const wall = (performance.now() - start) / 1000;
      clearInterval(sampler);
      if (code !== 0) fail(new Error(`docusaurus build in ${site} failed:\n${output}`));
      else done({wall, cpu: childCpuSeconds() - cpuBefore, loads});
    }),
  );
}

/**
 * Every HTML file of a build: path under the build, raw and gzip -9 bytes.
 * @param {string} dir
 * @returns {Map<string, {raw: number, gzip: number}>}
 */
function htmlSizes(dir) {
  const files = readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) =>
    f.endsWith('.html'),
  );
  return new Map(
    files.map((file) => {
      const body = readFileSync(join(dir, file));
      return [file, {raw: body.length, gzip: gzipSync(body, {level: 9}).length}];
    }),
  );
}

/**
 * An earlier commit, copied out and installed, to build into node_modules/.cache/bench-baseline.
 * @param {string} side
 * @param {string} ref
 */
function commitBuild(side, ref) {
  const commit = shortCommit(ref);
  const {site, remove} = copyCommit(commit);
  const outDir = resolve('node_modules/.cache/bench-baseline', commit);
  return {label: `${side} (${ref === commit ? ref : `${ref} = ${commit}`})`, site, outDir, remove};
}

/** This checkout, built into build/. */
function checkoutBuild() {
  const head = shortCommit('HEAD');
  const changed = execFileSync('git', ['status', '--porcelain'], {encoding: 'utf8'}).trim();
  const label = `after (${head}${changed ? ' + changes' : ''})`;
  return {label, site: resolve('.'), outDir: resolve('build'), remove: () => {}};
}

const builds = [commitBuild('before', values.baseline)];
let measured;
try {
  builds.push(values.after ? commitBuild('after', values.after) : checkoutBuild());
  measured = await alternate(builds, runs, async (build) => {
    for (const dir of [build.outDir, ...buildCaches.map((c) => join(build.site, c))])
      rmSync(dir, {recursive: true, force: true});
    console.log(`Building ${build.label}, cold then warm`);
    const cold = await timedBuild(build);
    const warm = await timedBuild(build);
    return {cold, warm};
  });
} finally {
  for (const build of builds) build.remove();
}

const sizes = builds.map((build) => htmlSizes(build.outDir));
const median = (/** @type {number[]} */ list) => quantile(list, 0.5);
const sum = (/** @type {number[]} */ list) => list.reduce((a, b) => a + b, 0);
const seconds = (/** @type {number} */ s) => `${s.toFixed(1)} s`;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/**
 * `b` against `a`, in `format`'s unit and in per cent.
 * @param {number} a
 * @param {number} b
 * @param {(n: number) => string} format
 */
const change = (a, b, format) => {
  const sign = b >= a ? '+' : '-';
  return `${sign}${format(Math.abs(b - a))} (${sign}${((Math.abs(b - a) / a) * 100).toFixed(1)} %)`;
};

/** @type {string[][]} */
const rows = [['', 'before', 'after', 'change']];
for (const phase of /** @type {const} */ (['cold', 'warm']))
  for (const [key, name] of /** @type {const} */ ([
    ['wall', 'wall'],
    ['cpu', 'CPU'],
  ])) {
    const [a, b] = measured.byBuild.map((list) => list.map((r) => r[phase][key]));
    const cell = (/** @type {number[]} */ list) =>
      seconds(median(list)) + (runs > 1 ? ` (${list.map(seconds).join(', ')})` : '');
    rows.push([`${phase} build, ${name}`, cell(a), cell(b), change(median(a), median(b), seconds)]);
  }
const meanLoads = measured.byBuild.map((list) =>
  list.flatMap((r) => [...r.cold.loads, ...r.warm.loads]),
);
rows.push([
  'load average, mean',
  ...meanLoads.map((loads) => (sum(loads) / loads.length).toFixed(1)),
  '',
]);
const [pagesA, pagesB] = sizes.map((map) => map.size);
rows.push(['HTML pages', String(pagesA), String(pagesB), change(pagesA, pagesB, String)]);
for (const key of /** @type {const} */ (['raw', 'gzip'])) {
  const [a, b] = sizes.map((map) => sum([...map.values()].map((size) => size[key])));
  rows.push([`HTML total, ${key}`, kb(a), kb(b), change(a, b, kb)]);
}

const loads = meanLoads.flat();
console.log(
  `\nBuild time and HTML size, ${builds[0].label} against ${builds[1].label}: ${runs} run${runs > 1 ? 's (median, then each run)' : ''}, each a cold build then a warm one, the two taking turns.`,
);
console.log(
  `The machine is shared (${availableParallelism()} cores, other work beside these builds): times follow its load, 1-minute load average ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} (mean ${(sum(loads) / loads.length).toFixed(1)}) while the builds ran. Compare times within one run of this bench, not across runs.\n`,
);
const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
for (const row of rows)
  console.log(
    row
      .map((cell, c) => cell.padEnd(widths[c]))
      .join('   ')
      .trimEnd(),
  );

const both = [...sizes[1]]
  .filter(([file]) => sizes[0].has(file))
  .map(([file, after]) => ({file, before: sizes[0].get(file).gzip, after: after.gzip}));
const growth = (/** @type {{before: number, after: number}} */ page) => page.after - page.before;
console.log('\nThe five pages that grew most (HTML gzip -9):');
for (const {file, before, after} of [...both].sort((a, b) => growth(b) - growth(a)).slice(0, 5))
  console.log(`  ${file.padEnd(40)} ${kb(before)} → ${kb(after)}   ${change(before, after, kb)}`);
const most = both.reduce((a, b) => (growth(b) / b.before > growth(a) / a.before ? b : a));
console.log(
  `Most in per cent: ${most.file}, ${change(most.before, most.after, kb)}; ${both.length} pages in both builds, ${sizes[1].size - both.length} only after, ${sizes[0].size - both.length} only before.`,
);
