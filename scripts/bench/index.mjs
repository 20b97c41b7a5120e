#!/usr/bin/env node
// `npm run bench`: prints the site's speed and size figures. It is not a test:
// it always exits 0 and asserts nothing. Figures:
//   1. cold production build time;
//   2. per page (landing + three docs pages), what loads before any interaction:
//      gzip bytes of JS, CSS and HTML and the request count (Playwright, 1280×800);
//      then the same for the heaviest page (most JS) of each section, found by
//      loading every page in the sitemap;
//   3. what a reader sees, per bench page, in a Chromium trace at 4× CPU (first and largest
//      contentful paint, total blocking time, the longest task) and in Lighthouse 12's
//      simulated mobile load (the same four, its score and layout shift): each the median
//      of the runs with their middle half (first to third quartile) beside it, and the
//      goals of issue 46 (LCP ≤ 2 s, TBT ≤ 50 ms, performance ≥ 98, no layout shift);
//      --detail lists each long task with where its time went;
//   4. the search and live-example figures, from their own bench scripts.
// With --baseline (a build of another commit, made by `npm run bench:baseline`), every
// figure of 3 is taken for both builds, which take turns in each run (so a change in the
// machine's load falls on both), and each page says where this build is clearly better or
// worse: the middle halves of the two builds' runs do not overlap. A change that wins on one
// figure and loses on another says both. Timings vary with the machine's load: the load
// average during the runs is printed with them.
// Usage: npm run bench [-- --skip-build] [-- --runs 5] [-- --only bytes,trace,lighthouse,others]
//        [-- --page learn/styles/ (repeatable)] [-- --detail] [-- --dir other-build]
//        [-- --baseline node_modules/.cache/bench-baseline/239c011 (or label=dir; repeatable)]
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {basename, join} from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {launch} from 'chrome-launcher';
import {buildCaches} from '../lib/build-caches.mjs';
import {chromiumArgs, chromiumPath} from '../lib/chromium.mjs';
import {loadBytes} from '../lib/load-bytes.mjs';
import {
  alternate,
  compare,
  formatted,
  lighthouseFigures,
  lighthouseOnce,
  traceFigures,
} from '../lib/reader.mjs';
import {spread} from '../lib/spread.mjs';
import {startStaticServer} from '../lib/static-server.mjs';
import {traceOnce} from '../lib/trace.mjs';

const {values} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    runs: {type: 'string', default: '5'},
    port: {type: 'string', default: '3299'},
    // Which parts to run (comma-separated): bytes, trace, lighthouse, others.
    only: {type: 'string', default: 'bytes,trace,lighthouse,others'},
    page: {type: 'string', multiple: true},
    detail: {type: 'boolean', default: false},
    // Measure another build folder (for a before/after); implies --skip-build.
    dir: {type: 'string'},
    // Builds to compare with, taking turns with this one: `dir` or `label=dir`.
    baseline: {type: 'string', multiple: true},
  },
});
const parts = new Set(values.only.split(','));
const pages = values.page ?? ['', 'learn/styles/', 'api/css/create/', 'api/html/input/'];
const buildDir = values.dir ?? 'build';
const builds = [
  {label: 'this', dir: buildDir},
  ...(values.baseline ?? []).map((given) => {
    const [label, dir] = given.includes('=') ? given.split('=') : [basename(given), given];
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`--baseline ${dir}: no build there`);
    return {label, dir};
  }),
].map((build, i) => ({...build, port: Number(values.port) + i}));
const base = (build) => `http://localhost:${build.port}/react-strict-dom/`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const runs = Number(values.runs);

/** Issue 46's goals for every bench page, on Lighthouse's simulated mobile load. */
const goals = [
  ['lcp', 'LCP ≤ 2.0 s', (v) => v <= 2000],
  ['tbt', 'TBT ≤ 50 ms', (v) => v <= 50],
  ['performance', 'performance ≥ 98', (v) => v >= 98],
  ['cls', 'CLS 0', (v) => v === 0],
];

function coldBuild() {
  // Only the build's own caches: the baselines measured beside it live in node_modules/.cache too.
  for (const dir of ['build', ...buildCaches]) rmSync(dir, {recursive: true, force: true});
  const start = performance.now();
  const result = spawnSync('npx', ['--no-install', 'docusaurus', 'build'], {stdio: 'ignore'});
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error('docusaurus build failed; run it to see why');
  console.log(`Cold build: ${seconds.toFixed(1)} s`);
}

/** Every published page, from the sitemap, as a path under the base. */
function sitemapPaths() {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>[^<]*?\/react-strict-dom\/([^<]*)<\/loc>/g)].map((m) => m[1]);
}

/** The page with the most JS in each section (first path segment), by a quick load of each. */
async function heaviestPerSection(browser) {
  const idle = (page) => page.waitForLoadState('networkidle');
  const best = new Map();
  for (const path of sitemapPaths()) {
    const section = path.split('/')[0] || '(landing)';
    const {js} = await loadBytes(browser, base(builds[0]) + path, idle);
    if (js > (best.get(section)?.js ?? -1)) best.set(section, {path, js});
  }
  return [...best.values()].map((b) => b.path);
}

function runOptional(script, args = []) {
  if (!existsSync(script)) return;
  console.log(`\n${script}`);
  spawnSync('node', [script, ...args], {stdio: 'inherit'});
}

const row = (path, cells) =>
  `/${path.padEnd(34)} ${cells.map((c) => String(c).padEnd(9)).join(' ')}`;

/** A figure's runs as their median with the middle half: `1.71 [1.68–1.80]`. */
function cell(figure, runsOf) {
  const s = spread(runsOf);
  return `${formatted(figure, s.median)} [${formatted(figure, s.q1)}–${formatted(figure, s.q3)}]`;
}

/**
 * Prints, for one page, each build's figures (median [middle half]) and, for each build
 * compared, the figures on which this build is clearly better and clearly worse.
 */
function printPage(path, byBuild, figures) {
  const width = Math.max(...builds.map((b) => b.label.length));
  const heading = (f) => (f.unit ? `${f.name} (${f.unit})` : f.name);
  console.log(`/${path}`);
  console.log(`  ${''.padEnd(width)}  ${figures.map((f) => heading(f).padEnd(22)).join('')}`);
  for (const [i, build] of builds.entries()) {
    const cells = figures.map((f) =>
      cell(
        f,
        byBuild[i].map((r) => r[f.key]),
      ).padEnd(22),
    );
    console.log(`  ${build.label.padEnd(width)}  ${cells.join('')}`);
  }
  for (const [i, other] of builds.entries()) {
    if (i === 0) continue;
    const {better, worse} = compare(byBuild[0], byBuild[i], figures);
    const said = [
      better.length ? `clearly better on ${better.join(', ')}` : '',
      worse.length ? `clearly worse on ${worse.join(', ')}` : '',
    ].filter(Boolean);
    const mixed = better.length && worse.length ? ': wins on one, loses on another' : '';
    console.log(
      `  this against ${other.label}: ${said.join('; ') || 'no clear difference'}${mixed}` +
        ' (clearly: the middle halves of the runs do not overlap)',
    );
  }
}

const loadLine = (loads) =>
  `load average (1 min) during the runs: median ${spread(loads).median.toFixed(1)}, ` +
  `max ${Math.max(...loads).toFixed(1)}`;

if (!values['skip-build'] && !values.dir) coldBuild();
const servers = [];
try {
  for (const build of builds)
    servers.push(await startStaticServer(build.port, ['--dir', build.dir]));
  const builtAs = builds.map((b) => `${b.label} = ${b.dir}`).join(', ');
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  if (parts.has('bytes')) {
    console.log('\nLoaded before any interaction (gzip -9, load + 2.5 s idle, 1280×800):');
    console.log(row('page', ['JS', 'CSS', 'HTML', 'other', 'requests']));
    const heaviest = values.page ? [] : await heaviestPerSection(browser);
    for (const path of [...pages, ...heaviest.filter((p) => !pages.includes(p))]) {
      const f = await loadBytes(browser, base(builds[0]) + path);
      const note = heaviest.includes(path) ? '(heaviest of its section)' : '';
      console.log(row(path, [kb(f.js), kb(f.css), kb(f.html), kb(f.other), f.requests, note]));
    }
  }
  if (parts.has('trace')) {
    console.log(
      `\nAt 4× CPU slowdown (Chromium trace, load + 3 s; median [middle half] of ${runs}` +
        `${builds.length > 1 ? `, builds taking turns: ${builtAs}` : ''}):`,
    );
    for (const path of pages) {
      const {byBuild, loads} = await alternate(builds, runs, (build) =>
        traceOnce(browser, base(build) + path),
      );
      printPage(path, byBuild, [
        ...traceFigures,
        {key: 'longestAfterPaint', name: 'longest after FCP', unit: 'ms'},
      ]);
      console.log(`  ${loadLine(loads)}`);
      if (values.detail) {
        for (const [b, traces] of byBuild.entries()) {
          for (const [i, t] of traces.entries()) {
            for (const task of t.long) {
              const when = task.beforePaint ? 'before FCP' : 'after FCP';
              console.log(
                `    ${builds[b].label} run ${i + 1}: ${Math.round(task.ms)} ms task at ${Math.round(task.at)} ms (${when}): ${task.what}`,
              );
            }
          }
        }
      }
    }
  }
  await browser.close();

  if (parts.has('lighthouse')) {
    const version = (await import('lighthouse/package.json', {with: {type: 'json'}})).default
      .version;
    console.log(
      `\nLighthouse ${version} mobile (simulated slow 4G, 4× CPU; median [middle half] of ${runs}` +
        `${builds.length > 1 ? `, builds taking turns: ${builtAs}` : ''}):`,
    );
    const chrome = await launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    try {
      for (const path of pages) {
        try {
          const {byBuild, loads} = await alternate(builds, runs, (build) =>
            lighthouseOnce(chrome.port, base(build) + path),
          );
          printPage(path, byBuild, lighthouseFigures);
          const ours = byBuild[0];
          const met = goals.map(([key, goal, holds]) => {
            const value = median(ours.map((r) => r[key]));
            return `${goal} ${holds(value) ? 'met' : 'MISSED'}`;
          });
          const others = ['accessibility', 'bestPractices', 'seo']
            .map((key) => `${key} ${median(ours.map((r) => r[key]))}`)
            .join(', ');
          console.log(`  this build, medians: ${met.join(', ')}; ${others}`);
          console.log(`  ${loadLine(loads)}`);
        } catch (error) {
          console.log(`/${path.padEnd(34)} Lighthouse failed: ${error.message}`);
        }
      }
    } finally {
      chrome.kill();
    }
  }
} finally {
  for (const server of servers) server.stop();
}
if (parts.has('others')) {
  const port = Number(values.port) + builds.length - 1;
  runOptional('scripts/bench/search.mjs', ['--port', String(port + 1)]);
  runOptional('scripts/bench/examples.mjs', ['--dir', buildDir]);
  runOptional('scripts/bench/explorer.mjs', ['--port', String(port + 4), '--dir', buildDir]);
  runOptional('scripts/bench/playground.mjs', ['--port', String(port + 2)]);
  runOptional('scripts/bench/edit.mjs', ['--port', String(port + 3), '--dir', buildDir]);
}
