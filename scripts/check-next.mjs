#!/usr/bin/env node
// `npm run check:next`: does the site still build and pass its tests on the newest
// Docusaurus canary, or on the newest release? Copies the project (without node_modules,
// build output or caches) into a temporary folder, sets every @docusaurus/* dependency to
// that version, installs, then runs the type check, the production build, the unit tests
// and the tests of the built pages under Node 24 (Docusaurus 4 needs Node ≥ 24.14; the npm
// registry serves Node itself as the `node` package, so this works on any Node). Every step
// runs even when an earlier one failed, except the built-page tests, which need a build.
// Ends with a one-screen report (also written to check-next-report.txt, and to the job
// summary on GitHub Actions): a failed step lists its failing tests by file, or the files
// its errors are in. Exits 1 when a step failed.
//
//   npm run check:next                      the newest canary
//   npm run check:next -- --channel latest  the newest release (dist-tag "latest")
//   npm run check:next -- --version 4.0.0-canary-6808
//   npm run check:next -- --keep            keep the copy (its path is printed)
import {spawn, spawnSync} from 'node:child_process';
import {appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {failureExcerpt} from './lib/failures.mjs';

const root = path.resolve(import.meta.dirname, '..');
const {values: options} = parseArgs({
  options: {
    channel: {type: 'string', default: 'canary'},
    version: {type: 'string'},
    keep: {type: 'boolean', default: false},
    report: {type: 'string', default: 'check-next-report.txt'},
  },
});
if (!['canary', 'latest'].includes(options.channel)) {
  console.error(`✖ --channel takes canary or latest, not ${options.channel}.`);
  process.exit(2);
}
const keep = options.keep;

/** Top-level entries never copied: installs, build output, caches, test reports. */
const skipped = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  'screenshots',
]);

/** Runs a command to its end; resolves with its exit code, seconds and output. */
function run(command, commandArgs, {cwd, env = {}}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {cwd, env: {...process.env, ...env}});
    let output = '';
    const keepOutput = (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on('data', keepOutput);
    child.stderr.on('data', keepOutput);
    child.on('close', (code, signal) =>
      resolve({
        ok: code === 0,
        code: code ?? signal,
        seconds: (performance.now() - started) / 1000,
        output,
      }),
    );
  });
}

function npmJson(npmArgs) {
  const result = spawnSync('npm', [...npmArgs, '--json'], {encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`npm ${npmArgs.join(' ')} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** The project's @docusaurus/* dependencies, from package.json. */
function docusaurusPackages(manifest) {
  return Object.keys({...manifest.dependencies, ...manifest.devDependencies}).filter((name) =>
    name.startsWith('@docusaurus/'),
  );
}

/**
 * The newest canary: the `canary` dist-tag of @docusaurus/core when the registry has one,
 * else the newest canary version that every package we depend on was published at (a
 * canary of core can come out before the rest of its packages: core 4.0.0-canary-6822
 * names a logger 4.0.0-canary-6822 that the registry does not have).
 */
function newestCanary(packages) {
  const tags = npmJson(['view', '@docusaurus/core', 'dist-tags']);
  if (tags.canary) return {version: tags.canary, how: 'dist-tag "canary"'};
  const published = packages.map((name) => new Set(npmJson(['view', name, 'versions'])));
  const shared = [...published[0]].filter(
    (version) => version.includes('-canary-') && published.every((set) => set.has(version)),
  );
  const canaryNumber = (version) => Number(version.split('-canary-')[1]);
  const newest = shared.sort((a, b) => canaryNumber(b) - canaryNumber(a))[0];
  if (!newest) throw new Error('No canary version is published for every @docusaurus package.');
  return {
    version: newest,
    how: `no "canary" dist-tag (tags: ${Object.keys(tags).join(', ')}); newest canary all ${packages.length} packages have`,
  };
}

const minutes = (seconds) =>
  seconds < 60
    ? `${seconds.toFixed(0)} s`
    : `${Math.floor(seconds / 60)} min ${(seconds % 60).toFixed(0).padStart(2, '0')} s`;

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const packages = docusaurusPackages(manifest);
/** The version to check: --version, the newest release, or the newest canary. */
function chosenVersion() {
  if (options.version) return {version: options.version, how: '--version'};
  if (options.channel === 'canary') return newestCanary(packages);
  const {latest} = npmJson(['view', '@docusaurus/core', 'dist-tags']);
  return {version: latest, how: 'dist-tag "latest", the newest release'};
}
const canary = chosenVersion();

const copy = mkdtempSync(path.join(tmpdir(), 'rsd-check-next-'));
cpSync(root, copy, {
  recursive: true,
  filter: (source) => !skipped.has(path.relative(root, source).split(path.sep)[0]),
});
for (const field of ['dependencies', 'devDependencies'])
  for (const name of Object.keys(manifest[field] ?? {}))
    if (name.startsWith('@docusaurus/')) manifest[field][name] = canary.version;
writeFileSync(path.join(copy, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`▶ Copied the project to ${copy}; @docusaurus/* → ${canary.version}`);

const steps = [];
/** Runs one step; `kind` says how to read its failures (see scripts/lib/failures.mjs). */
async function step(label, kind, command, commandArgs, env) {
  console.log(`\n▶ ${label}: ${command} ${commandArgs.join(' ')}`);
  const result = await run(command, commandArgs, {cwd: copy, env});
  steps.push({label, kind, ...result});
  return result.ok;
}
/** Vitest's results as JSON beside its usual output, for the report to list failing tests. */
const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(copy, `${name}.json`)}`,
];

// Node 24 from the registry's `node` package; its own binary runs every later step.
const node24 = spawnSync(
  'npm',
  ['exec', '--yes', '--package=node@24', '--', 'node', '-p', 'process.execPath'],
  {encoding: 'utf8', cwd: tmpdir()},
);
const nodeBinary = node24.stdout.trim();
if (node24.status !== 0 || !nodeBinary) {
  console.error(`✖ Could not get Node 24 with npm exec:\n${node24.stderr}`);
  process.exit(1);
}
const nodeVersion = spawnSync(nodeBinary, ['-v'], {encoding: 'utf8'}).stdout.trim();
// Child processes (Vitest's workers, `npx`, scripts that spawn `node`) use Node 24 too.
const env = {PATH: `${path.dirname(nodeBinary)}${path.delimiter}${process.env.PATH}`};
const bin = (file) => path.join('node_modules', file);

const installed = await step(
  'Install',
  {type: 'output'},
  'npm',
  ['install', '--no-audit', '--no-fund', '--loglevel=error'],
  env,
);
if (installed) {
  await step(
    'Type check',
    {type: 'tsc'},
    nodeBinary,
    [bin('typescript/bin/tsc'), '-p', 'tsconfig.json'],
    env,
  );
  const built = await step(
    'Build',
    {type: 'output'},
    nodeBinary,
    [bin('@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    env,
  );
  await step(
    'Unit tests',
    {type: 'vitest', json: path.join(copy, 'unit-results.json')},
    nodeBinary,
    [bin('vitest/vitest.mjs'), 'run', ...vitestJson('unit-results')],
    env,
  );
  if (built)
    await step(
      'Built pages',
      {type: 'vitest', json: path.join(copy, 'built-results.json')},
      nodeBinary,
      [
        bin('vitest/vitest.mjs'),
        'run',
        '-c',
        'vitest.built.config.mts',
        ...vitestJson('built-results'),
      ],
      env,
    );
}

const versionOf = (name) => {
  try {
    return JSON.parse(readFileSync(path.join(copy, 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  } catch {
    return 'not installed';
  }
};
const report = [
  `═══ check:next (${options.version ? 'a chosen version' : options.channel}) ═══`,
  `Docusaurus  ${canary.version} (${canary.how})`,
  `installed   @docusaurus/core ${versionOf('@docusaurus/core')}, react ${versionOf('react')}`,
  `Node        ${nodeVersion} (npm exec --package=node@24), npm ${spawnSync('npm', ['-v'], {encoding: 'utf8'}).stdout.trim()}`,
  '',
  ...steps.flatMap(({label, kind, ok, seconds, output, code}) => [
    `${ok ? '✔' : '✖'} ${label.padEnd(12)} ${minutes(seconds).padStart(12)}${ok ? '' : `  (exit ${code})`}`,
    ...(ok ? [] : failureExcerpt(kind, output).map((line) => `    ${line.slice(0, 150)}`)),
  ]),
  ...(installed ? [] : ['  (the other steps need the install: not run)']),
  ...(steps.some((s) => s.label === 'Build' && !s.ok)
    ? ['✖ Built pages  not run: they need a build']
    : []),
];
const text = report.join('\n');
console.log(`\n${text}\n`);
console.log(keep ? `The copy stays in ${copy}` : 'The copy was removed (--keep keeps it).');
writeFileSync(path.resolve(root, options.report), `${text}\n`);
console.log(`The report is in ${options.report}.`);
// On GitHub Actions, the run's page shows it too.
if (process.env.GITHUB_STEP_SUMMARY)
  appendFileSync(process.env.GITHUB_STEP_SUMMARY, `\n\`\`\`\n${text}\n\`\`\`\n`);
if (!keep) rmSync(copy, {recursive: true, force: true});
process.exit(steps.every((s) => s.ok) ? 0 : 1);
