#!/usr/bin/env node
// Search figures for the built site (issues 6 and 17): the gzip size of both search
// files; the time from the box's activation to its first results with the CPU slowed
// down (Chromium's throttling, 4× by default, a mid-range phone); the median query
// time over a fixed query list; and the quality on the reader questions of
// tests/unit/fixtures/search-queries.json (recall at 1 and 5, mean reciprocal rank),
// typed into the box. Headless Chromium against build/ served like GitHub Pages.
// Usage: node scripts/bench-search.mjs [--port 3438] [--runs 5] [--cpu 4]   (after `npm run build`)
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {startStaticServer} from './static-server.mjs';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './chromium.mjs';
import {scoreQuestions} from '../tests/unit/fixtures/search-metrics.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '3438'},
    runs: {type: 'string', default: '5'},
    cpu: {type: 'string', default: '4'},
  },
});
const runs = Number(values.runs);
const cpuSlowdown = Number(values.cpu);
const base = '/react-strict-dom/';
const targets = {gzipKB: 40, firstResultsMs: 100, queryMs: 50, recallAt5: 0.95};
const {questions} = JSON.parse(readFileSync('tests/unit/fixtures/search-queries.json', 'utf8'));

// A fixed mix: API names, prefixes, typos, several words, one-letter input and lunr syntax.
const queries = [
  'css',
  'create',
  'defineVar',
  'firstThatWork',
  'optgroop',
  'createTheme',
  'theme',
  'dark mode',
  'hover',
  'media query',
  'install',
  'babel preset',
  'native',
  'html.div',
  'button',
  'compnents',
  'a',
  'st',
  'platform-native interfaces',
  'title:css~1 +x -y^2*',
  'React Strict DOM',
  'zzqx',
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${value.toFixed(1)} ms`;

if (!existsSync('build/index.html')) {
  console.error('✖ No build/ here: run `npm run build` first.');
  process.exit(1);
}
const home = readFileSync('build/index.html', 'utf8');
const fileOf = (name) =>
  home.match(new RegExp(`<meta name="${name}" content="${base}([^"]+)"`))?.[1];
const files = ['search-doc', 'lunr-index'].map((name) => ({name, file: fileOf(name)}));
if (files.some((f) => !f.file)) {
  console.error('✖ build/index.html names no search files: is the search plugin registered?');
  process.exit(1);
}

console.log('Search files (gzip -9)');
let total = 0;
for (const {file} of files) {
  const raw = readFileSync(join('build', file));
  const gz = gzipSync(raw, {level: 9}).length;
  total += gz;
  console.log(`  ${file.padEnd(28)} ${kB(raw.length).padStart(9)} raw  ${kB(gz).padStart(9)} gzip`);
}
console.log(
  `  both: ${kB(total)} gzip  (target ≤ ${targets.gzipKB} kB: ${total <= targets.gzipKB * 1000 ? 'met' : 'MISSED'})`,
);

const server = await startStaticServer(values.port);
const {origin} = server;
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
try {
  async function readyPage(context) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    const early = [];
    page.on('request', (request) => {
      if (/\/(search-doc|lunr-index)-/.test(request.url())) early.push(request.url());
    });
    await page.goto(`${origin}${base}learn/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
    if (early.length)
      throw new Error(`search files fetched before activation: ${early.join(', ')}`);
    const box = page.getByRole('combobox', {name: 'Search the docs'});
    await box.hover();
    await page.waitForFunction(() => performance.getEntriesByName('search:ready').length > 0);
    const loadMs = await page.evaluate(
      () => performance.measure('bench:load', 'search:activate', 'search:ready').duration,
    );
    return {page, box, loadMs};
  }

  /** Types `query` and waits for its `search:query` measure; returns its duration. */
  async function timeQuery(page, box, query) {
    await page.evaluate(() => performance.clearMeasures('search:query'));
    await box.fill(query);
    const duration = await page.waitForFunction(
      (q) =>
        performance.getEntriesByName('search:query').find((e) => e.detail?.query === q)?.duration,
      query,
    );
    return duration.jsonValue();
  }

  // Activation to first results, cold: a fresh browser context (empty cache) each run;
  // the load (hover to index built: search code, both files, expansion into lunr) plus
  // the first query, which also pays for anything left lazy.
  const loads = [];
  const firsts = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const {page, box, loadMs} = await readyPage(context);
    await box.click();
    loads.push(loadMs);
    firsts.push(loadMs + (await timeQuery(page, box, 'dark mode')));
    await context.close();
  }
  const firstMedian = median(firsts);
  console.log(`\nActivation → first results (cold cache, CPU ${cpuSlowdown}× slower)`);
  console.log(`  load median ${ms(median(loads))}  [${loads.map((x) => x.toFixed(0)).join(', ')}]`);
  console.log(
    `  first results median ${ms(firstMedian)} over ${runs} runs  [${firsts.map((x) => x.toFixed(0)).join(', ')}]  (target ≤ ${targets.firstResultsMs} ms: ${firstMedian <= targets.firstResultsMs ? 'met' : 'MISSED'})`,
  );

  // Query time: the search function itself (User Timing `search:query`), typed as a whole.
  const context = await browser.newContext();
  const {page, box} = await readyPage(context);
  await box.click();
  const times = [];
  const perQuery = new Map(queries.map((q) => [q, []]));
  for (let round = 0; round < runs; round++) {
    for (const query of queries) {
      const value = await timeQuery(page, box, query);
      times.push(value);
      perQuery.get(query).push(value);
      await box.fill('');
    }
  }

  // Quality: each reader question typed into the box; the listed result links, in order.
  const results = [];
  for (const {query} of questions) {
    await timeQuery(page, box, query);
    results.push(
      await page
        .getByRole('option')
        .evaluateAll((options) => options.map((o) => o.getAttribute('href'))),
    );
    await box.fill('');
  }
  await context.close();
  const slowest = [...perQuery]
    .map(([q, xs]) => [q, median(xs)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  const medianMs = median(times);
  console.log(`\nQuery time (${queries.length} queries × ${runs} rounds)`);
  console.log(
    `  median ${ms(medianMs)}  max ${ms(Math.max(...times))}  (target ≤ ${targets.queryMs} ms: ${medianMs <= targets.queryMs ? 'met' : 'MISSED'})`,
  );
  console.log(`  slowest: ${slowest.map(([q, m]) => `"${q}" ${ms(m)}`).join(', ')}`);

  const scores = scoreQuestions(questions, results, base);
  const percent = (x) => `${(x * 100).toFixed(1)}%`;
  console.log(
    `\nQuality (${questions.length} reader questions, tests/unit/fixtures/search-queries.json)`,
  );
  console.log(
    `  recall@1 ${percent(scores.recallAt1)}  recall@5 ${percent(scores.recallAt5)}  MRR ${scores.mrr.toFixed(3)}  (target recall@5 ≥ ${percent(targets.recallAt5)}: ${scores.recallAt5 >= targets.recallAt5 ? 'met' : 'MISSED'})`,
  );
  for (const {query, got} of scores.misses)
    console.log(`  missed "${query}": ${got.join(', ') || 'no results'}`);
} finally {
  await browser.close();
  server.stop();
}
