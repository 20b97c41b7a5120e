#!/usr/bin/env node
// `npm run payoffs`: what each change to Docusaurus pays, measured, into src/data/payoffs.json,
// which src/theme/README.md's table reads (tests/unit/patches.test.ts makes it: run it with -u
// after this). It builds the site once with every change, then once per measured change of
// src/data/patches.ts with that change left out (LEAVE_OUT, src/plugins/leaveOut.ts), and
// weighs, on every published page, the JavaScript its HTML starts before any interaction
// (gzip -9, exact: the count tests/built/js-budget.test.ts budgets), and on the bench pages
// what the browser fetches during the load and 2.5 s idle. For a timing change it also takes
// what a reader sees on the bench pages, both builds taking turns: Lighthouse's mobile load
// and a trace at 4× CPU (first and largest contentful paint, TBT, the longest task; the
// medians with their middle halves, and where the middle halves do not overlap). Each figure
// is written with the date and the commit it was measured on.
// It fails when a change pays nothing: no page starts or fetches fewer bytes with it, or, for
// a timing change, no figure is clearly better with it. Weekly and on demand:
// .github/workflows/payoffs.yml. Takes a build per change (about 1 to 2 minutes each).
// Usage: npm run payoffs [-- --only helmet (repeatable)] [-- --runs 5] [-- --port 3300]
//        [-- --skip-build (reuse the builds in node_modules/.cache/payoffs)]
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {format, resolveConfig} from 'prettier';
import {launch} from 'chrome-launcher';
import {chromiumArgs, chromiumPath} from './lib/chromium.mjs';
import {loadBytes} from './lib/load-bytes.mjs';
import {
  alternate,
  formatted,
  lighthouseFigures,
  lighthouseOnce,
  traceFigures,
} from './lib/reader.mjs';
import {spread, verdict} from './lib/spread.mjs';
import {startedScripts} from './lib/started-scripts.mjs';
import {startStaticServer} from './lib/static-server.mjs';
import {traceOnce} from './lib/trace.mjs';

const {values} = parseArgs({
  options: {
    only: {type: 'string', multiple: true},
    runs: {type: 'string', default: '5'},
    port: {type: 'string', default: '3300'},
    'skip-build': {type: 'boolean', default: false},
    out: {type: 'string', default: 'node_modules/.cache/payoffs'},
  },
});
const dataFile = 'src/data/payoffs.json';
const basePath = '/react-strict-dom/';
const benchPages = ['', 'learn/styles/', 'api/css/create/', 'api/html/input/'];
const runs = Number(values.runs);

/** The entries of src/data/patches.ts (a file with no imports: its types are stripped here). */
async function loadPatches() {
  const ts = createRequire(import.meta.url)('typescript');
  const source = readFileSync('src/data/patches.ts', 'utf8');
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  });
  if (/^import /m.test(outputText))
    throw new Error('src/data/patches.ts imports a module: this script reads it on its own.');
  const url = `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`;
  return (await import(url)).patches;
}

/** The commit measured: HEAD, which must hold every file the builds read. */
function commitMeasured() {
  const dirty = execFileSync('git', ['status', '--porcelain'], {encoding: 'utf8'})
    .split('\n')
    .filter((line) => line && !/ (src\/data\/payoffs\.json|src\/theme\/README\.md)$/.test(line));
  if (dirty.length)
    throw new Error(
      `Commit first: the figures name the commit they were measured on, and these differ from it:\n${dirty.join('\n')}`,
    );
  return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {encoding: 'utf8'}).trim();
}

function build(dir, leaveOut) {
  if (values['skip-build'] && existsSync(join(dir, 'index.html'))) return;
  console.log(`Building ${leaveOut ? `without ${leaveOut}` : 'with every change'} into ${dir}`);
  const result = spawnSync('npx', ['--no-install', 'docusaurus', 'build', '--out-dir', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, LEAVE_OUT: leaveOut},
  });
  if (result.status !== 0) throw new Error(`the build ${leaveOut || 'with every change'} failed`);
}

const groupOf = (page) =>
  page === '' ? 'landing' : page === 'playground/' ? 'playground' : 'docs';
const budgetOf = (page) => (page === '' ? 'landing' : 'docs');

/** Each published page's started JavaScript, gzip -9 bytes, in a build folder. */
function weigh(dir) {
  const sitemap = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
  const pages = [...sitemap.matchAll(/<loc>[^<]*?\/react-strict-dom\/([^<]*)<\/loc>/g)].map(
    (m) => m[1],
  );
  const sizes = new Map();
  const size = (src) => {
    if (!src.startsWith(basePath)) throw new Error(`${src} is not under ${basePath}`);
    if (!sizes.has(src))
      sizes.set(
        src,
        gzipSync(readFileSync(join(dir, src.slice(basePath.length))), {level: 9}).length,
      );
    return sizes.get(src);
  };
  return new Map(
    pages.map((page) => {
      const html = readFileSync(join(dir, page, 'index.html'), 'utf8');
      const scripts = [...new Set(startedScripts(html))];
      return [page, scripts.reduce((sum, src) => sum + size(src), 0)];
    }),
  );
}

/** The JavaScript the browser fetches on each bench page during load and 2.5 s idle. */
async function fetchedOnBenchPages(browser, origin) {
  const fetched = {};
  for (const page of benchPages)
    fetched[page] = (await loadBytes(browser, `${origin}${basePath}${page}`)).js;
  return fetched;
}

/** Per bench page, each figure with and without the change, and the verdict of the runs. */
async function timing(browser, chrome, withAll, without) {
  const builds = [withAll, without];
  const pages = {};
  const loads = [];
  const figures = (byBuild, list) =>
    Object.fromEntries(
      list.map((figure) => {
        const [a, b] = byBuild.map((runsOf) => spread(runsOf.map((r) => r[figure.key])));
        // In the unit the bench prints them: Lighthouse's paints in seconds, the rest in ms.
        const three = (s) => [s.median, s.q1, s.q3].map((x) => Number(formatted(figure, x)));
        return [
          figure.name,
          {
            unit: figure.unit,
            with: three(a),
            without: three(b),
            verdict: verdict(a, b, figure.higherIsBetter),
          },
        ];
      }),
    );
  for (const page of benchPages) {
    const url = (build) => `${build.origin}${basePath}${page}`;
    const traced = await alternate(builds, runs, (build) => traceOnce(browser, url(build)));
    const simulated = await alternate(builds, runs, (build) =>
      lighthouseOnce(chrome.port, url(build)),
    );
    loads.push(...traced.loads, ...simulated.loads);
    pages[page] = {
      lighthouse: figures(simulated.byBuild, lighthouseFigures),
      trace: figures(traced.byBuild, traceFigures),
    };
    process.stdout.write(`  timed /${page}\n`);
  }
  const load = spread(loads);
  return {runs, load: [Number(load.median.toFixed(1)), Number(load.max.toFixed(1))], pages};
}

const date = new Date().toISOString().slice(0, 10);
const commit = commitMeasured();
const patches = (await loadPatches()).filter((patch) => patch.payoff);
const measuring = values.only ? patches.filter((patch) => values.only.includes(patch.id)) : patches;
if (values.only && measuring.length !== values.only.length)
  throw new Error(`--only takes any of ${patches.map((patch) => patch.id).join(', ')}`);

const jsBudget = JSON.parse(readFileSync('src/data/jsBudget.json', 'utf8'));
const budget = {landing: jsBudget.landingKB * 1024, docs: jsBudget.docsKB * 1024};
const allDir = join(values.out, 'all');
build(allDir, '');
for (const patch of measuring) build(join(values.out, patch.id), patch.id);

const withAll = weigh(allDir);
const previous = existsSync(dataFile) ? JSON.parse(readFileSync(dataFile, 'utf8')) : {};
const heaviestOf = (weights, group) =>
  [...weights]
    .filter(([page]) => budgetOf(page) === group)
    .reduce((most, [page, bytes]) => (bytes > most.bytes ? {page, bytes} : most), {bytes: -1});
const groups = ['landing', 'playground', 'docs'];
const data = {
  date,
  commit,
  pages: Object.fromEntries(
    groups.map((group) => [group, [...withAll.keys()].filter((p) => groupOf(p) === group).length]),
  ),
  budgetKB: {landing: jsBudget.landingKB, docs: jsBudget.docsKB},
  heaviest: {landing: heaviestOf(withAll, 'landing'), docs: heaviestOf(withAll, 'docs')},
  changes: {...previous.changes},
};

const paysNothing = [];
const allServer = await startStaticServer(Number(values.port), ['--dir', allDir]);
try {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const fetchedWithAll = await fetchedOnBenchPages(browser, allServer.origin);
    for (const patch of measuring) {
      const dir = join(values.out, patch.id);
      const without = weigh(dir);
      const extra = [...withAll].map(([page, bytes]) => [page, without.get(page) - bytes]);
      const started = Object.fromEntries(
        groups.map((group) => {
          const list = extra.filter(([page]) => groupOf(page) === group).map(([, n]) => n);
          return [group, [Math.min(...list), Math.max(...list)]];
        }),
      );
      const spareWithout = Object.fromEntries(
        ['landing', 'docs'].map((group) => [
          group,
          budget[group] - heaviestOf(without, group).bytes,
        ]),
      );
      const server = await startStaticServer(Number(values.port) + 1, ['--dir', dir]);
      const entry = {date, commit, started, spareWithout};
      try {
        const fetchedWithout = await fetchedOnBenchPages(browser, server.origin);
        entry.fetched = Object.fromEntries(
          benchPages.map((page) => [page, fetchedWithout[page] - fetchedWithAll[page]]),
        );
        if (patch.payoff === 'timing') {
          console.log(`Timing ${patch.id}: ${runs} runs per build per page`);
          entry.timing = await timing(browser, chrome, allServer, server);
        }
      } finally {
        server.stop();
      }
      const {fetched} = entry;
      data.changes[patch.id] = entry;
      const bytesPaid = Math.max(...extra.map(([, n]) => n), ...Object.values(fetched)) > 0;
      const timePaid =
        entry.timing &&
        Object.values(entry.timing.pages).some((page) =>
          [...Object.values(page.lighthouse), ...Object.values(page.trace)].some(
            (figure) => figure.verdict === 'better',
          ),
        );
      const pays = patch.payoff === 'timing' ? timePaid : bytesPaid;
      if (!pays) paysNothing.push(patch.id);
      console.log(
        `${patch.id.padEnd(20)} started ${groups.map((g) => `${g} ${started[g].join('..')} B`).join(', ')}` +
          `; fetched ${benchPages.map((page) => `/${page} ${fetched[page]} B`).join(', ')}` +
          (pays ? '' : '  PAYS NOTHING'),
      );
    }
  } finally {
    await browser.close();
    chrome.kill();
  }
} finally {
  allServer.stop();
}
// Entries of changes that are no longer measured go.
for (const id of Object.keys(data.changes))
  if (!patches.some((patch) => patch.id === id)) delete data.changes[id];
writeFileSync(
  dataFile,
  await format(JSON.stringify(data), {...(await resolveConfig(dataFile)), parser: 'json'}),
);
console.log(
  `\nWrote ${dataFile} (${date}, ${commit}). Then: npx vitest run tests/unit/patches.test.ts -u`,
);
if (paysNothing.length) {
  console.log(`These changes pay nothing: ${paysNothing.join(', ')}`);
  process.exit(1);
}
