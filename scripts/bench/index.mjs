#!/usr/bin/env node
// `npm run bench`: prints the site's speed and size figures. It is not a test:
// it always exits 0 and asserts nothing. Figures:
//   1. cold production build time;
//   2. per page (landing + three docs pages), what loads before any interaction:
//      gzip bytes of JS, CSS and HTML and the request count (Playwright, 1280×800);
//      then the same for the heaviest page (most JS) of each section, found by
//      loading every page in the sitemap;
//   3. main-thread tasks at 4× CPU slowdown from a Chromium trace (devtools.timeline):
//      total blocking time and the longest task after the first paint, medians of
//      the runs; --detail lists each long task with where its time went;
//   4. Lighthouse 12 mobile scores and LCP/TBT/CLS for the bench pages;
//   5. the search and live-example figures, from their own bench scripts.
// Usage: npm run bench [-- --skip-build] [-- --runs 3] [-- --only bytes,trace,lighthouse,others]
//        [-- --page learn/styles/ (repeatable)] [-- --detail] [-- --dir other-build]
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {launch} from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromiumArgs, chromiumPath} from '../lib/chromium.mjs';
import {traceOnce} from '../lib/trace.mjs';

const {values} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    port: {type: 'string', default: '3299'},
    // Which parts to run (comma-separated): bytes, trace, lighthouse, others.
    only: {type: 'string', default: 'bytes,trace,lighthouse,others'},
    page: {type: 'string', multiple: true},
    detail: {type: 'boolean', default: false},
    // Measure another build folder (for a before/after); implies --skip-build.
    dir: {type: 'string'},
  },
});
const parts = new Set(values.only.split(','));
const pages = values.page ?? ['', 'learn/styles/', 'api/css/create/', 'api/html/input/'];
const buildDir = values.dir ?? 'build';
const base = `http://localhost:${values.port}/react-strict-dom/`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

function coldBuild() {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
    rmSync(dir, {recursive: true, force: true});
  const start = performance.now();
  const result = spawnSync('npx', ['--no-install', 'docusaurus', 'build'], {stdio: 'ignore'});
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error('docusaurus build failed; run it to see why');
  console.log(`Cold build: ${seconds.toFixed(1)} s`);
}

/** Bytes of each kind loaded by a page during load plus `idle`, gzip -9, each URL once. */
async function loadFigures(browser, path, idle = () => new Promise((r) => setTimeout(r, 2500))) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const bodies = new Map();
  let requests = 0;
  page.on('request', () => requests++);
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    const kind = {script: 'js', stylesheet: 'css', document: 'html'}[type] ?? 'other';
    try {
      const body = await response.body();
      bodies.set(response.url(), {kind, gzip: gzipSync(body, {level: 9}).length});
    } catch {
      // Redirects and aborted requests have no body.
    }
  });
  const response = await page.goto(base + path, {waitUntil: 'load'});
  if (response?.status() !== 200) console.log(`  (/${path} answered ${response?.status()})`);
  await idle(page);
  await context.close();
  const sum = (kind) =>
    [...bodies.values()].filter((b) => b.kind === kind).reduce((t, b) => t + b.gzip, 0);
  return {js: sum('js'), css: sum('css'), html: sum('html'), other: sum('other'), requests};
}

async function lighthouseFigures(path, runs) {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const {lhr} = await lighthouse(base + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      results.push(lhr);
    }
  } finally {
    chrome.kill();
  }
  const score = (id) => median(results.map((r) => Math.round((r.categories[id].score ?? 0) * 100)));
  const audit = (id) => median(results.map((r) => r.audits[id]?.numericValue ?? NaN));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
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
    const {js} = await loadFigures(browser, path, idle);
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

if (!values['skip-build'] && !values.dir) coldBuild();
const server = spawn(
  'node',
  ['scripts/serve-static.mjs', '--port', values.port, '--dir', buildDir],
  {stdio: 'ignore'},
);
await new Promise((resolve) => setTimeout(resolve, 800));
const runs = Number(values.runs);
try {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  if (parts.has('bytes')) {
    console.log('\nLoaded before any interaction (gzip -9, load + 2.5 s idle, 1280×800):');
    console.log(row('page', ['JS', 'CSS', 'HTML', 'other', 'requests']));
    const heaviest = values.page ? [] : await heaviestPerSection(browser);
    for (const path of [...pages, ...heaviest.filter((p) => !pages.includes(p))]) {
      const f = await loadFigures(browser, path);
      const note = heaviest.includes(path) ? '(heaviest of its section)' : '';
      console.log(row(path, [kb(f.js), kb(f.css), kb(f.html), kb(f.other), f.requests, note]));
    }
  }
  if (parts.has('trace')) {
    console.log(
      `\nMain thread at 4× CPU slowdown (Chromium trace, load + 3 s, median of ${runs}):`,
    );
    console.log(row('page', ['FCP', 'TBT', 'longest', 'longest after FCP']));
    for (const path of pages) {
      const traces = [];
      for (let i = 0; i < runs; i++) traces.push(await traceOnce(browser, base + path));
      const ms = (key) => `${Math.round(median(traces.map((t) => t[key])))} ms`;
      console.log(row(path, [ms('paint'), ms('tbt'), ms('longest'), ms('longestAfterPaint')]));
      if (values.detail) {
        for (const [i, t] of traces.entries()) {
          for (const task of t.long) {
            const when = task.beforePaint ? 'before FCP' : 'after FCP';
            console.log(
              `    run ${i + 1}: ${Math.round(task.ms)} ms task at ${Math.round(task.at)} ms (${when}): ${task.what}`,
            );
          }
        }
      }
    }
  }
  await browser.close();

  if (parts.has('lighthouse')) {
    const version = (await import('lighthouse/package.json', {with: {type: 'json'}})).default
      .version;
    console.log(`\nLighthouse ${version} mobile (median of ${runs}):`);
    console.log(row('page', ['perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS']));
    for (const path of pages) {
      try {
        const l = await lighthouseFigures(path, runs);
        const cells = [l.performance, l.accessibility, l.bestPractices, l.seo];
        console.log(
          row(path, [
            ...cells,
            `${(l.lcp / 1000).toFixed(2)} s`,
            `${Math.round(l.tbt)} ms`,
            l.cls.toFixed(3),
          ]),
        );
      } catch (error) {
        console.log(`/${path.padEnd(34)} Lighthouse failed: ${error.message}`);
      }
    }
  }
} finally {
  server.kill();
}
if (parts.has('others')) {
  runOptional('scripts/bench/search.mjs', ['--port', String(Number(values.port) + 1)]);
  runOptional('scripts/bench/examples.mjs', ['--dir', buildDir]);
  runOptional('scripts/bench/explorer.mjs', [
    '--port',
    String(Number(values.port) + 4),
    '--dir',
    buildDir,
  ]);
  runOptional('scripts/bench/playground.mjs', ['--port', String(Number(values.port) + 2)]);
  runOptional('scripts/bench/edit.mjs', ['--port', String(Number(values.port) + 3)]);
}
