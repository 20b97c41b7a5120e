#!/usr/bin/env node
// `npm run check:recipes`: every app under recipes/ installed with `npm ci`, built,
// served on localhost and checked as a reader would see it (scripts/recipes/manifest.mjs
// says how). Prints one table: recipe, the versions of its tools from its lock file,
// Node.js, time and result; writes the passing recipes' versions and date to
// src/data/recipes/results.json, which the docs pages' "Checked with" lines read.
// Exits non-zero when any recipe fails, naming the step and the tool's last lines.
// Usage: npm run check:recipes [-- --only next,vite8] [--fresh]
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {parseArgs} from 'node:util';
import {checkPage, closeBrowser} from './recipes/browser.mjs';
import {installedFromLock, nodeFor, npmCi} from './recipes/install.mjs';
import {lockedVersion, readLock} from './recipes/lock.mjs';
import {recipes} from './recipes/manifest.mjs';
import {lastLines, runCommand} from './recipes/process.mjs';
import {serveCommand, serveFolder} from './recipes/servers.mjs';

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const recipesDir = join(root, 'recipes');
const logsDir = join(recipesDir, '.check/logs');
const resultsFile = join(root, 'src/data/recipes/results.json');

const {values} = parseArgs({
  options: {
    only: {type: 'string'},
    fresh: {type: 'boolean', default: false},
  },
});
const only = values.only?.split(',');
const unknown = only?.filter((name) => !recipes.some((recipe) => recipe.name === name)) ?? [];
if (unknown.length) {
  console.error(
    `Unknown recipe: ${unknown.join(', ')}. Recipes: ${recipes.map((r) => r.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = recipes.filter((recipe) => !only || only.includes(recipe.name));

rmSync(logsDir, {recursive: true, force: true});
mkdirSync(logsDir, {recursive: true});

const seconds = (s) =>
  s < 60
    ? `${s.toFixed(0)} s`
    : `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;

/** Runs one recipe's steps in order, stopping at the first that fails. */
async function checkRecipe(recipe) {
  const dir = join(recipesDir, recipe.name);
  const started = performance.now();
  const lock = readLock(dir);
  const tools = recipe.tools.map(([label, name]) => ({
    label,
    package: name,
    version: lockedVersion(lock, name),
  }));
  const node = nodeFor(recipe.node);
  const result = {
    name: recipe.name,
    tools,
    node: node.version,
    steps: [],
    failure: null,
    seconds: 0,
  };
  const log = (label) => join(logsDir, `${recipe.name} - ${label.replace(/[^\w.-]+/g, '-')}.log`);
  const fail = (label, why, output = '') => {
    result.failure = {step: label, why, lines: lastLines(output)};
  };

  console.log(`▶ ${recipe.name} (Node.js ${node.version})`);
  if (!values.fresh && installedFromLock(dir)) {
    result.steps.push({label: 'npm ci', seconds: 0, note: 'node_modules already matches the lock'});
  } else {
    const install = await runCommand({command: npmCi, cwd: dir, env: node.env, log: log('npm ci')});
    result.steps.push({label: 'npm ci', seconds: install.seconds});
    if (install.code !== 0) fail('npm ci', `exit code ${install.code}`, install.output);
  }

  for (const step of recipe.steps) {
    if (result.failure) break;
    const stepStarted = performance.now();
    if (step.run) {
      const run = await runCommand({
        command: step.run,
        cwd: dir,
        env: node.env,
        log: log(step.label),
      });
      const problems = [];
      if (run.code !== 0) problems.push(`exit code ${run.code}`);
      else {
        if (step.expectOutput && !step.expectOutput.test(run.output))
          problems.push(`its output lacks ${step.expectOutput}`);
        problems.push(...(step.verify?.(dir, run.output) ?? []));
      }
      if (problems.length) fail(step.label, problems.join('\n'), run.output);
    } else if (step.serve) {
      let server;
      try {
        server =
          'folder' in step.serve
            ? await serveFolder(join(dir, step.serve.folder))
            : await serveCommand({
                command: step.serve.command,
                cwd: dir,
                env: node.env,
                log: log(step.label),
              });
        const {problems} = await checkPage(server.origin, step.page);
        if (problems.length) fail(step.label, problems.join('\n'), server.output());
      } catch (error) {
        fail(
          step.label,
          String(error.message ?? error).split('\n')[0],
          String(error.message ?? error),
        );
      } finally {
        await server?.stop();
      }
    }
    result.steps.push({label: step.label, seconds: (performance.now() - stepStarted) / 1000});
    console.log(
      `  ${result.failure ? '✖' : '✔'} ${step.label} (${seconds(result.steps.at(-1).seconds)})`,
    );
  }
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

const started = performance.now();
const results = [];
try {
  for (const recipe of selected) results.push(await checkRecipe(recipe));
} finally {
  await closeBrowser();
}
const total = (performance.now() - started) / 1000;

// ---- the table ----
const rows = results.map((r) => [
  r.name,
  r.tools.map((tool) => `${tool.label} ${tool.version}`).join(', '),
  r.node,
  seconds(r.seconds),
  r.failure ? `FAIL: ${r.failure.step}` : `pass (${r.steps.length} steps)`,
]);
const header = ['Recipe', 'Tools (from package-lock.json)', 'Node.js', 'Time', 'Result'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
for (const row of rows) console.log(line(row));
console.log(
  `\nTotal: ${seconds(total)} on ${(await import('node:os')).cpus().length} cores. Logs: ${relative(root, logsDir)}/`,
);

for (const r of results.filter((r) => r.failure)) {
  console.error(`\n✖ ${r.name}: step "${r.failure.step}" failed: ${r.failure.why}`);
  if (r.failure.lines) console.error(r.failure.lines.replace(/^/gm, '    '));
}

// ---- results.json: the passing recipes' versions and date ----
const previous = existsSync(resultsFile)
  ? JSON.parse(readFileSync(resultsFile, 'utf8'))
  : {recipes: {}};
const today = new Date().toISOString().slice(0, 10);
for (const r of results.filter((r) => !r.failure)) {
  previous.recipes[r.name] = {checked: today, node: r.node, tools: r.tools};
}
previous.recipes = Object.fromEntries(
  Object.entries(previous.recipes).sort(([a], [b]) => a.localeCompare(b)),
);
mkdirSync(join(root, 'src/data/recipes'), {recursive: true});
writeFileSync(resultsFile, `${JSON.stringify(previous, null, 2)}\n`);

process.exit(results.some((r) => r.failure) ? 1 : 0);
