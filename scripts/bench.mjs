#!/usr/bin/env node
// `npm run bench`: prints the site's speed and size figures. It is not a test:
// it always exits 0 and asserts nothing. Figures:
//   1. cold production build time;
//   2. per page (landing + three docs pages), what loads before any interaction:
//      gzip bytes of JS, CSS and HTML and the request count (Playwright, 1280×800);
//   3. Lighthouse 12 mobile scores and LCP/TBT/CLS for the same pages;
//   4. the search and live-example figures, from their own bench scripts.
// Usage: npm run bench [-- --skip-build] [-- --runs 3]
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {launch} from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromiumArgs, chromiumPath} from './chromium.mjs';

const {values} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    port: {type: 'string', default: '3299'},
  },
});
const pages = ['', 'learn/styles/', 'api/css/create/', 'api/html/input/'];
const base = `http://localhost:${values.port}/react-strict-dom/`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

function coldBuild() {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(dir, {recursive: true, force: true});
  const start = performance.now();
  const result = spawnSync('npx', ['--no-install', 'docusaurus', 'build'], {stdio: 'ignore'});
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error('docusaurus build failed; run it to see why');
  console.log(`Cold build: ${seconds.toFixed(1)} s`);
}

/** Bytes of each kind loaded by a page during load plus 2.5 s idle, gzip -9, each URL once. */
async function loadFigures(browser, path) {
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
  await page.waitForTimeout(2500);
  await context.close();
  const sum = (kind) => [...bodies.values()].filter((b) => b.kind === kind).reduce((t, b) => t + b.gzip, 0);
  return {js: sum('js'), css: sum('css'), html: sum('html'), other: sum('other'), requests};
}

async function lighthouseFigures(path, runs) {
  const chrome = await launch({chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs]});
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const {lhr} = await lighthouse(base + path, {port: chrome.port, output: 'json', logLevel: 'error'});
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

function runOptional(script, args = []) {
  if (!existsSync(script)) return;
  console.log(`\n${script}`);
  spawnSync('node', [script, ...args], {stdio: 'inherit'});
}

if (!values['skip-build']) coldBuild();
const server = spawn('node', ['scripts/serve-static.mjs', '--port', values.port], {stdio: 'ignore'});
await new Promise((resolve) => setTimeout(resolve, 800));
try {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  console.log('\nLoaded before any interaction (gzip -9, load + 2.5 s idle, 1280×800):');
  console.log('page                 JS        CSS       HTML      other     requests');
  for (const path of pages) {
    const f = await loadFigures(browser, path);
    console.log(
      `/${path.padEnd(19)} ${kb(f.js).padEnd(9)} ${kb(f.css).padEnd(9)} ${kb(f.html).padEnd(9)} ${kb(f.other).padEnd(9)} ${f.requests}`,
    );
  }
  await browser.close();

  const runs = Number(values.runs);
  console.log(`\nLighthouse ${(await import('lighthouse/package.json', {with: {type: 'json'}})).default.version} mobile (median of ${runs}):`);
  console.log('page                 perf  a11y  best  seo   LCP      TBT     CLS');
  for (const path of pages) {
    try {
      const l = await lighthouseFigures(path, runs);
      console.log(
        `/${path.padEnd(19)} ${String(l.performance).padEnd(5)} ${String(l.accessibility).padEnd(5)} ${String(l.bestPractices).padEnd(5)} ${String(l.seo).padEnd(5)} ${(l.lcp / 1000).toFixed(2)} s   ${Math.round(l.tbt)} ms  ${l.cls.toFixed(3)}`,
      );
    } catch (error) {
      console.log(`/${path.padEnd(19)} Lighthouse failed: ${error.message}`);
    }
  }
} finally {
  server.kill();
}
runOptional('scripts/bench-search.mjs', ['--port', String(Number(values.port) + 1)]);
runOptional('scripts/bench-examples.mjs');
