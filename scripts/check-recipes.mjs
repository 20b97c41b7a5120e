#!/usr/bin/env node
// `npm run check:recipes`: every app under recipes/ installed with `npm ci`, built,
// served on localhost and checked as a reader would see it, then built again with one
// setup step left out to record the error it prints (scripts/recipes/manifest.mjs says
// how). Prints one table: recipe, the versions of its tools from its lock file,
// Node.js, time and result. Writes the passing recipes' versions, Node.js and date to
// src/data/recipes/stamps.json and their recorded messages to messages.json, which the
// docs pages read.
// Exits non-zero when any recipe fails, naming the step and the tool's last lines.
//
// With `--newest`, each recipe runs in a temporary copy with every dependency moved to
// its newest release (`--channel canary`: its tools to their newest pre-release;
// scripts/recipes/newest.mjs says how), installed with `npm install`, every step run
// even after one failed. It prints one table of what broke and where, also written to
// check-recipes-newest.md (and the job summary on GitHub Actions), and never writes
// the recipes' lock files, stamps.json or messages.json.
//
// Usage: npm run check:recipes [-- --only next,vite8] [--fresh] [--jobs 2]
//        npm run check:recipes -- --newest [--channel canary] [--only expo] [--keep]
import {appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {cpus, homedir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {parseArgs} from 'node:util';
import {outputFailures} from './lib/failures.mjs';
import {closeBrowser, openBrowser} from './recipes/browser.mjs';
import {recipes} from './recipes/manifest.mjs';
import {newestCopy} from './recipes/newest.mjs';
import {checkRecipe, installRecipe} from './recipes/runner.mjs';

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const recipesDir = join(root, 'recipes');
const logsDir = join(recipesDir, '.check/logs');
const stampsFile = join(root, 'src/data/recipes/stamps.json');
const messagesFile = join(root, 'src/data/recipes/messages.json');

const {values} = parseArgs({
  options: {
    only: {type: 'string'},
    // Run `npm ci` even where node_modules already matches the lock.
    fresh: {type: 'boolean', default: false},
    jobs: {type: 'string', default: '2'},
    newest: {type: 'boolean', default: false},
    channel: {type: 'string', default: 'latest'},
    // --newest: keep the temporary copies (their folder is printed).
    keep: {type: 'boolean', default: false},
  },
});
if (!['latest', 'canary'].includes(values.channel)) {
  console.error(`--channel takes latest or canary, not ${values.channel}.`);
  process.exit(2);
}
const newest = values.newest;
// `npm run` hands the site's .npmrc to its children as npm_config_* variables: its
// legacy-peer-deps would make each recipe's `npm ci` leave out the peer dependencies its
// lock holds (vitest's vite). The apps install as a reader's would, with npm's defaults.
for (const key of Object.keys(process.env))
  if (key.toLowerCase() === 'npm_config_legacy_peer_deps') delete process.env[key];

const only = values.only?.split(',');
const unknown = only?.filter((name) => !recipes.some((recipe) => recipe.name === name)) ?? [];
if (unknown.length) {
  console.error(
    `Unknown recipe: ${unknown.join(', ')}. Recipes: ${recipes.map((r) => r.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = recipes.filter((recipe) => !only || only.includes(recipe.name));
const jobs = Math.max(1, Number(values.jobs) || 1);

// Metro's and Jest's transform caches live in the temporary folder: one that CI can keep.
const cacheDir = process.env.RECIPES_CACHE_DIR ?? join(homedir(), '.cache/rsd-docs-recipes');
mkdirSync(join(cacheDir, 'tmp'), {recursive: true});
const cacheEnv = {TMPDIR: join(cacheDir, 'tmp')};
const copiesDir = join(cacheDir, 'copies');

// Each recipe's time on the last run, kept with the caches: the longest start first, so
// that no long recipe starts last while the other job has nothing left to do. Recipes
// without a time keep their order, ahead of the timed ones.
const secondsFile = join(cacheDir, 'recipe-seconds.json');
const lastSeconds = existsSync(secondsFile) ? JSON.parse(readFileSync(secondsFile, 'utf8')) : {};
const expected = (recipe) => lastSeconds[recipe.name] ?? Number.MAX_VALUE;
const longestFirst = [...selected].sort((a, b) => expected(b) - expected(a));

rmSync(logsDir, {recursive: true, force: true});
mkdirSync(logsDir, {recursive: true});

const duration = (s) =>
  s < 59.5
    ? `${s.toFixed(0)} s`
    : `${Math.floor(Math.round(s) / 60)} min ${String(Math.round(s) % 60).padStart(2, '0')} s`;

const started = performance.now();
const results = new Map();
/** --newest: each recipe's copy and the versions it moved. */
const copies = new Map();
await openBrowser();
try {
  // `jobs` recipes at a time, and their installs one at a time ahead of them: the
  // next recipes' `npm ci` runs while these build.
  /** @type {Map<string, ReturnType<typeof installRecipe>>} */
  const installs = new Map();
  if (!newest) {
    let previous = Promise.resolve();
    for (const recipe of longestFirst) {
      const options = {recipesDir, logsDir, fresh: values.fresh, cacheEnv};
      const installing = previous.then(() => installRecipe(recipe, options));
      installs.set(recipe.name, installing);
      previous = installing;
    }
  }
  const queue = [...longestFirst];
  const worker = async () => {
    for (let recipe = queue.shift(); recipe; recipe = queue.shift()) {
      const options = {
        ...{recipesDir, copiesDir, cacheDir, logsDir, fresh: values.fresh, cacheEnv},
        say: console.log,
        installing: installs.get(recipe.name),
      };
      if (newest) {
        const copy = await newestCopy(recipe, {recipesDir, channel: values.channel});
        copies.set(recipe.name, copy);
        console.log(`▶ ${recipe.name}: ${copy.moved.length} versions moved, in ${copy.dir}`);
        Object.assign(options, {
          recipesDir: dirname(copy.dir),
          copiesDir: join(dirname(copy.dir), 'variants'),
          fresh: true,
          keepGoing: true,
          install: ['npm', 'install', '--no-audit', '--no-fund'],
        });
      }
      results.set(recipe.name, await checkRecipe(recipe, options));
    }
  };
  await Promise.all(Array.from({length: jobs}, worker));
} finally {
  await closeBrowser();
}
const total = (performance.now() - started) / 1000;
const ordered = selected.map((recipe) => results.get(recipe.name));
if (!newest)
  writeFileSync(
    secondsFile,
    `${JSON.stringify({...lastSeconds, ...Object.fromEntries(ordered.map((r) => [r.name, Math.round(r.seconds)]))}, null, 2)}\n`,
  );

if (newest) {
  const report = newestReport(ordered);
  console.log(`\n${report}`);
  writeFileSync(join(root, 'check-recipes-newest.md'), `${report}\n`);
  if (process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `\n${report}\n`);
  for (const {dir} of copies.values())
    if (values.keep) console.log(`The copy stays in ${dir}`);
    else rmSync(dirname(dir), {recursive: true, force: true});
  console.log(`Report: check-recipes-newest.md. Logs: ${relative(root, logsDir)}/`);
  process.exit(ordered.some((r) => r.failure) ? 1 : 0);
}

// ---- the table ----
const rows = ordered.map((r) => [
  r.name,
  r.tools.map((tool) => `${tool.label} ${tool.version}`).join(', '),
  r.node,
  duration(r.seconds),
  duration(r.cpu),
  r.failure
    ? `FAIL: ${r.failure.step}`
    : `pass: ${r.steps.length} steps, ${Object.keys(r.messages).length} messages recorded`,
]);
const header = ['Recipe', 'Tools (from package-lock.json)', 'Node.js', 'Time', 'CPU', 'Result'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
for (const row of rows) console.log(line(row));
console.log(
  `\nTotal: ${duration(total)}, ${jobs} at a time on ${cpus().length} cores. Logs: ${relative(root, logsDir)}/`,
);

for (const r of ordered.filter((r) => r.failure)) {
  console.error(`\n✖ ${r.name}: step "${r.failure.step}" failed: ${r.failure.why}`);
  if (r.failure.lines) console.error(r.failure.lines.replace(/^/gm, '    '));
}

// ---- stamps.json and messages.json: what the passing recipes were checked with ----
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
const stamps = readJson(stampsFile);
const messages = readJson(messagesFile);
const today = new Date().toISOString().slice(0, 10);
for (const r of ordered.filter((r) => !r.failure)) {
  stamps[r.name] = {checked: today, node: r.node, tools: r.tools};
  for (const [id, message] of Object.entries(messages))
    if (message.recipe === r.name) delete messages[id];
  Object.assign(messages, r.messages);
}
const sorted = (object) =>
  Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
mkdirSync(dirname(stampsFile), {recursive: true});
writeFileSync(stampsFile, `${JSON.stringify(sorted(stamps), null, 2)}\n`);
writeFileSync(messagesFile, `${JSON.stringify(sorted(messages), null, 2)}\n`);

process.exit(ordered.some((r) => r.failure) ? 1 : 0);

/**
 * --newest's report: what each recipe was moved to, then one row per failed step (or
 * one passing row): the recipe, the step, and the first line that says what broke.
 */
function newestReport(results) {
  const cell = (text) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim().slice(0, 160);
  const lines = [
    `## check:recipes --newest (${values.channel}), ${new Date().toISOString().slice(0, 10)}`,
    '',
    '| Recipe | Moved to | Step | What broke |',
    '| --- | --- | --- | --- |',
  ];
  for (const r of results) {
    const {moved = [], conflicts = []} = copies.get(r.name) ?? {};
    const tools = r.tools.map((tool) => `${tool.label} ${tool.version}`).join(', ');
    const missed = conflicts.length ? `, ${conflicts.length} ranges missed` : '';
    const summary = `${tools} (${moved.length} moved${missed})`;
    if (r.failures.length === 0) {
      lines.push(`| ${r.name} | ${cell(summary)} | all ${r.steps.length} | passes |`);
      continue;
    }
    r.failures.forEach((failure, index) => {
      const why = [failure.why.split('\n')[0], outputFailures(failure.lines, 1)[0] ?? '']
        .filter(Boolean)
        .join(': ');
      lines.push(
        `| ${index ? '' : r.name} | ${index ? '' : cell(summary)} | ${cell(failure.step)} | ${cell(why)} |`,
      );
    });
  }
  lines.push('', `${duration(total)}, ${jobs} at a time on ${cpus().length} cores.`, '');
  lines.push(
    'Ranges the moved versions miss (a package at its version asks for another in a range):',
    '',
  );
  for (const r of results)
    for (const {file, name, version, dependency, range, chosen} of copies.get(r.name)?.conflicts ??
      [])
      lines.push(
        `- ${r.name}/${file}: ${name} ${version} asks for ${dependency} ${range}, gets ${chosen}`,
      );
  lines.push('', "Families moved together (from the registry's metadata):", '');
  for (const r of results)
    for (const family of copies.get(r.name)?.families ?? []) lines.push(`- ${r.name}: ${family}`);
  lines.push('', 'Versions moved:', '');
  for (const r of results)
    for (const {file, name, from, to, why} of copies.get(r.name)?.moved ?? [])
      lines.push(`- ${r.name}/${file}: ${name} ${from} → ${to}${why ? ` (${why})` : ''}`);
  return lines.join('\n');
}
