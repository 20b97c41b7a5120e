#!/usr/bin/env node
// Search figures for one or more builds side by side, in one run (issues 6, 17 and 29):
//   1. the bytes of both search files (raw and gzip -9);
//   2. activation → first results: a fresh browser context (empty cache) opens a page,
//      and the box is focused (which loads search) either once the page has hydrated and
//      settled ("settled": a reader who reads first), or the moment it has hydrated
//      ("on arrival": a reader who lands on a page to search it); the moment the box is
//      ready, the word is typed whole, and the time runs until the frame that shows the
//      first result. docusaurus-lunr-search loads its index as each page renders, whether the
//      reader searches or not: once the page has settled its cost is behind it, so only
//      the "on arrival" figures weigh both plugins' loading (and there its runs split in
//      two, as its index has or has not loaded by the time the page hydrates);
//   3. per keystroke: the box is cleared and the word typed again key by key; each
//      key's time runs from its input event until the frame that shows its last change
//      to the results;
//   4. for builds of this plugin, the quality on the reader questions of
//      tests/unit/fixtures/search-queries.json, typed into the box (recall at 1 and 5, MRR).
// 2 and 3 run at each CPU slowdown (Chromium's throttling; 4× is a mid-range phone), on
// each page, median of --runs runs; the builds take turns within each run so that the
// machine's load weighs on all alike. Times come from a Chromium trace of each page: a
// MutationObserver in the page marks when the results change (User Timing, so no
// test-driver round trip is in them), and the trace gives the frame presented after each
// change (AnimationFrame::Presentation; the end of the main thread's Paint where none is).
// Builds are directories served like GitHub Pages; `--build label=dir` may repeat, and a
// build of docusaurus-lunr-search (the original site's plugin) is measured the same way
// (it fetches and builds its index as each page renders, not on activation).
// Usage: node scripts/bench/search.mjs [--build "this=build"]... [--runs 5] [--cpu 1,4]
//          [--pages api/html/,api/css/create/] [--when settled,arrival] [--word defineVars]
//          [--network none|slow4g] [--port 3438]
// --network slow4g: Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down) on
// top of the CPU slowdown, where the bytes each plugin loads weigh too; none by default.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../lib/chromium.mjs';
import {startStaticServer} from '../lib/static-server.mjs';
import {scoreQuestions} from '../../tests/unit/fixtures/search-metrics.mjs';

const {values} = parseArgs({
  options: {
    build: {type: 'string', multiple: true, default: ['this=build']},
    runs: {type: 'string', default: '5'},
    cpu: {type: 'string', default: '1,4'},
    network: {type: 'string', default: 'none'},
    // The heaviest docs page (api/html/, by bytes) and the page of the word searched for.
    pages: {type: 'string', default: 'api/html/,api/css/create/'},
    when: {type: 'string', default: 'settled,arrival'},
    word: {type: 'string', default: 'defineVars'},
    port: {type: 'string', default: '3438'},
  },
});
const runs = Number(values.runs);
const slowdowns = values.cpu.split(',').map(Number);
const networks = {
  none: null,
  slow4g: {offline: false, latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000},
};
if (!(values.network in networks)) {
  console.error(`✖ --network takes ${Object.keys(networks).join(' or ')}.`);
  process.exit(1);
}
const network = networks[values.network];
const paths = values.pages.split(',');
const moments = values.when.split(',');
const momentNames = {settled: 'once the page has settled', arrival: 'on arrival (at hydration)'};
for (const moment of moments) {
  if (!momentNames[moment]) {
    console.error(`✖ --when takes settled and/or arrival, not "${moment}".`);
    process.exit(1);
  }
}
const {word} = values;
const base = '/react-strict-dom/';
const targets = {gzipKB: 40, firstResultsMs: 150, keystrokeMs: 16, recallAt5: 0.95};
const {questions} = JSON.parse(readFileSync('tests/unit/fixtures/search-queries.json', 'utf8'));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${value.toFixed(0)} ms`;

const builds = values.build.map((entry, i) => {
  const [label, dir] = entry.includes('=') ? entry.split('=') : [entry, entry];
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`✖ ${dir} has no index.html: build it first (npm run build).`);
    process.exit(1);
  }
  // This plugin names its files in a <meta> tag; docusaurus-lunr-search hashes them too.
  const named = (name) =>
    readFileSync(join(dir, 'index.html'), 'utf8').match(
      new RegExp(`<meta name="${name}" content="${base}([^"]+)"`),
    )?.[1] ?? readdirSync(dir).find((file) => new RegExp(`^${name}-[0-9a-f]+\\.json$`).test(file));
  const files = ['search-doc', 'lunr-index'].map(named);
  if (files.some((file) => !file)) {
    console.error(`✖ ${dir} has no search files.`);
    process.exit(1);
  }
  const ours = readFileSync(join(dir, 'index.html'), 'utf8').includes('name="search-doc"');
  return {label, dir, files, ours, port: Number(values.port) + i};
});
const width = Math.max(...builds.map((b) => b.label.length)) + 2;

console.log('Search files (bytes exact)');
for (const build of builds) {
  let total = 0;
  const parts = build.files.map((file) => {
    const raw = readFileSync(join(build.dir, file));
    const gz = gzipSync(raw, {level: 9}).length;
    total += gz;
    return `${file} ${kB(raw.length)} raw, ${kB(gz)} gzip`;
  });
  console.log(`  ${build.label.padEnd(width)}both ${kB(total)} gzip   (${parts.join('; ')})`);
}
console.log(
  `  target ≤ ${targets.gzipKB} kB gzip for both (issue 29); the build fails above 45 kB (src/plugins/search/shared/settings.ts says why)`,
);

/**
 * In the page: activation, then the word typed whole once the box is ready, then the
 * word typed again key by key. Works with this plugin's box and docusaurus-lunr-search's.
 */
async function measureInPage({word, quietMs}) {
  const input = document.querySelector('[role="search"] input, #search_input_react');
  // Changes are watched in the search box and its dropdown only, not in the rest of the page.
  const container = input.closest('[role="search"], .navbar__search');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const type = (value) => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  };
  const results = () => container.querySelectorAll('[role="option"], .ds-suggestion').length;
  const ready = () =>
    !input.disabled && !input.readOnly && input.getAttribute('aria-disabled') !== 'true';
  const watch = {subtree: true, childList: true, attributes: true, characterData: true};
  const until = (condition) =>
    new Promise((resolve) => {
      if (condition()) return resolve(performance.now());
      const observer = new MutationObserver(() => {
        if (!condition()) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(container, watch);
    });
  // The time of the last change to the page before `quietMs` without one, or null.
  const lastChange = () =>
    new Promise((resolve) => {
      let last = null;
      let timer;
      const done = () => {
        observer.disconnect();
        resolve(last);
      };
      const observer = new MutationObserver(() => {
        last = performance.now();
        clearTimeout(timer);
        timer = setTimeout(done, quietMs);
      });
      observer.observe(container, watch);
      timer = setTimeout(done, quietMs);
    });

  const start = performance.mark('bench:activate').startTime;
  input.focus();
  const readyAt = await until(ready);
  input.focus();
  type(word);
  const firstAt = await until(() => results() > 0);

  const keys = [];
  const cleared = lastChange();
  type('');
  await cleared;
  for (let i = 1; i <= word.length; i++) {
    const changed = lastChange();
    const typedAt = performance.now();
    type(word.slice(0, i));
    const returnedAt = performance.now();
    // A key that changes nothing shows nothing new: its time ends when typing returns.
    keys.push({typedAt, changedAt: await changed, returnedAt});
  }
  return {start, readyAt, firstAt, keys};
}

/** The trace events recorded while `action` runs on the page of `cdp`, and its result. */
async function traced(cdp, action) {
  const events = [];
  const collect = ({value}) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  const result = await action();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return {result, events};
}

/**
 * One run's figures from measureInPage's page times and the trace: when each change was
 * shown, the first frame presented after it on the page's main thread, in page time.
 */
function figures({start, readyAt, firstAt, keys}, events) {
  const anchor = events.find((e) => e.name === 'bench:activate' && e.args?.data?.startTime);
  if (!anchor) throw new Error('The trace lacks the bench:activate mark.');
  const pageTime = (ts) => anchor.args.data.startTime + (ts - anchor.ts) / 1000;
  const onMain = events.filter((e) => e.pid === anchor.pid && e.tid === anchor.tid);
  const times = (name, end) =>
    onMain
      .filter((e) => e.name === name)
      .map((e) => pageTime(end ? e.ts + (e.dur ?? 0) : e.ts))
      .sort((a, b) => a - b);
  const presented = times('AnimationFrame::Presentation', false);
  const painted = times('Paint', true);
  const shown = (at) =>
    presented.find((time) => time >= at) ?? painted.find((time) => time >= at) ?? at;
  // Each figure twice: until shown, and until the change is in the page (the work alone).
  return {
    ready: readyAt - start,
    first: shown(firstAt) - start,
    firstInPage: firstAt - start,
    keys: keys.map(({typedAt, changedAt, returnedAt}) =>
      changedAt === null ? returnedAt - typedAt : shown(changedAt) - typedAt,
    ),
    keysInPage: keys.map(({typedAt, changedAt, returnedAt}) => (changedAt ?? returnedAt) - typedAt),
  };
}

const servers = [];
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
try {
  for (const build of builds) {
    const server = await startStaticServer(build.port, ['--dir', build.dir]);
    servers.push(server);
    build.origin = server.origin;
  }
  // samples[moment][build][path][cpu] = [{ready, first, keys}, ...]
  const samples = moments.map(() => builds.map(() => paths.map(() => slowdowns.map(() => []))));
  for (let run = 0; run < runs; run++) {
    for (const [m, moment] of moments.entries()) {
      for (const [p, path] of paths.entries()) {
        for (const [c, cpu] of slowdowns.entries()) {
          for (const [b, build] of builds.entries()) {
            const context = await browser.newContext();
            const page = await context.newPage();
            const cdp = await context.newCDPSession(page);
            await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
            if (network) await cdp.send('Network.emulateNetworkConditions', network);
            await page.goto(`${build.origin}${base}${path}`);
            await page.waitForFunction(
              () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
            );
            if (moment === 'settled') {
              // After the page's own requests and the main thread's first idle moment.
              await page.waitForLoadState('networkidle');
              await page.evaluate(
                () => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 3000})),
              );
            }
            const {result, events} = await traced(cdp, () =>
              page.evaluate(measureInPage, {word, quietMs: 100 * Math.max(1, cpu / 2)}),
            );
            samples[m][b][p][c].push(figures(result, events));
            await context.close();
          }
        }
      }
    }
    process.stdout.write(`\r  run ${run + 1}/${runs} done`);
  }
  process.stdout.write('\r');

  const original = builds.findIndex((build) => !build.ours);
  for (const [m, moment] of moments.entries()) {
    console.log(
      `\nActivation → first results for "${word}", ${momentNames[moment]} (focus, typed whole once ready, until the frame that shows it; median of ${runs}; [when the box was ready, when the result was in the page])${network ? `, network ${values.network}` : ''}`,
    );
    for (const [p, path] of paths.entries()) {
      for (const [c, cpu] of slowdowns.entries()) {
        console.log(`  ${path} at ${cpu}× CPU`);
        const medians = builds.map((_, b) => median(samples[m][b][p][c].map((s) => s.first)));
        for (const [b, build] of builds.entries()) {
          const list = samples[m][b][p][c];
          // Each build's share of the original plugin's time, when one is measured.
          const share =
            original >= 0 && b !== original
              ? `  ${((medians[b] / medians[original]) * 100).toFixed(0)}% of ${builds[original].label}`
              : '';
          console.log(
            `    ${build.label.padEnd(width)}${ms(medians[b]).padStart(8)}  [ready ${ms(median(list.map((s) => s.ready)))}, in the page ${ms(median(list.map((s) => s.firstInPage)))}]  runs: ${list.map((s) => s.first.toFixed(0)).join(', ')}${share}`,
          );
        }
      }
    }
  }
  console.log(
    `  target ≤ ${targets.firstResultsMs} ms at 4× on the heaviest page, and ≤ 25% of docusaurus-lunr-search's (on arrival: its index loads as the page renders)`,
  );

  // Keys typed once search has loaded: the same in either moment, so from the first measured.
  const keySamples = samples[0];
  console.log(
    `\nPer keystroke ("${word}" typed key by key: input event → its last change to the results in the page, the work a frame must hold; then → the frame that shows it; median and slowest over ${runs} runs)`,
  );
  for (const [p, path] of paths.entries()) {
    for (const [c, cpu] of slowdowns.entries()) {
      console.log(`  ${path} at ${cpu}× CPU`);
      for (const [b, build] of builds.entries()) {
        const list = keySamples[b][p][c];
        const keys = list.flatMap((s) => s.keysInPage);
        const perKey = [...word].map((_, k) => median(list.map((s) => s.keysInPage[k])));
        const shown = list.flatMap((s) => s.keys);
        console.log(
          `    ${build.label.padEnd(width)}median ${ms(median(keys)).padStart(6)}  slowest ${ms(Math.max(...keys)).padStart(6)}  per key: ${perKey.map((x) => x.toFixed(0)).join(' ')}  (shown: median ${ms(median(shown))}, slowest ${ms(Math.max(...shown))})`,
        );
      }
    }
  }
  console.log(`  target ≤ ${targets.keystrokeMs} ms in the page at 4× (one frame's work)`);

  /** Types `query` and waits until the box has searched for it. */
  async function expectQuery(page, box, query) {
    await box.fill('');
    await page.evaluate(() => performance.clearMeasures('search:query'));
    await box.fill(query);
    await page.waitForFunction(
      (q) => performance.getEntriesByName('search:query').some((e) => e.detail?.query === q),
      query,
      {timeout: 10_000},
    );
  }

  // Quality: each reader question typed into this plugin's box, the result links in order.
  console.log(`\nQuality (${questions.length} reader questions, typed into the box)`);
  for (const build of builds.filter((b) => b.ours)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${build.origin}${base}learn/`);
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
    );
    const box = page.getByRole('combobox', {name: 'Search the docs'});
    await box.hover();
    await page.waitForFunction(() => performance.getEntriesByName('search:ready').length > 0);
    await box.click();
    const results = [];
    for (const {query} of questions) {
      // Typed again if its results were missed (a busy machine can drop the first fill).
      await expectQuery(page, box, query).catch(() => expectQuery(page, box, query));
      results.push(
        await page
          .getByRole('option')
          .evaluateAll((options) => options.map((o) => o.getAttribute('href'))),
      );
      await box.fill('');
    }
    await context.close();
    const scores = scoreQuestions(questions, results, base);
    const percent = (x) => `${(x * 100).toFixed(1)}%`;
    console.log(
      `  ${build.label.padEnd(width)}recall@1 ${percent(scores.recallAt1)}  recall@5 ${percent(scores.recallAt5)}  MRR ${scores.mrr.toFixed(3)}  (${scores.misses.length} missed)`,
    );
  }
  console.log(`  target recall@5 ≥ ${targets.recallAt5 * 100}%`);
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
