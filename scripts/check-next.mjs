#!/usr/bin/env node
// `npm run check:next`: does the site still build and pass its tests on the newest
// Docusaurus canary? Copies the project (without node_modules, build output or caches)
// into a temporary folder, sets every @docusaurus/* dependency to the canary, installs,
// then runs the type check, the production build, the unit tests and the tests of the
// built pages under Node 24 (Docusaurus 4 needs Node ≥ 24.14; the npm registry serves
// Node itself as the `node` package, so this works on a machine with Node 20). Every step
// runs even when an earlier one failed, except the built-page tests, which need a build.
// Ends with a one-screen report; exits 1 when a step failed.
//
//   npm run check:next                      the newest canary
//   npm run check:next -- --version 4.0.0-canary-6808
//   npm run check:next -- --keep            keep the copy (its path is printed)
import {spawn, spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const askedVersion = args.includes('--version') ? args[args.indexOf('--version') + 1] : null;

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

/** The first lines that say what went wrong, for the report. */
function failureLines(output, count = 6) {
  const lines = output
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean);
  const telling = lines.filter((line) =>
    /(error|fail|✖|×|ERR!|Cannot|not found|Expected|Timed out)/i.test(line),
  );
  return (telling.length ? telling : lines.slice(-count)).slice(0, count);
}

const minutes = (seconds) =>
  seconds < 60
    ? `${seconds.toFixed(0)} s`
    : `${Math.floor(seconds / 60)} min ${(seconds % 60).toFixed(0).padStart(2, '0')} s`;

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const packages = docusaurusPackages(manifest);
const canary = askedVersion ? {version: askedVersion, how: '--version'} : newestCanary(packages);

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
async function step(label, command, commandArgs, env) {
  console.log(`\n▶ ${label}: ${command} ${commandArgs.join(' ')}`);
  const result = await run(command, commandArgs, {cwd: copy, env});
  steps.push({label, ...result});
  return result.ok;
}

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
  'npm',
  ['install', '--no-audit', '--no-fund', '--loglevel=error'],
  env,
);
if (installed) {
  await step('Type check', nodeBinary, [bin('typescript/bin/tsc'), '-p', 'tsconfig.json'], env);
  const built = await step(
    'Build',
    nodeBinary,
    [bin('@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    env,
  );
  await step('Unit tests', nodeBinary, [bin('vitest/vitest.mjs'), 'run'], env);
  if (built)
    await step(
      'Built pages',
      nodeBinary,
      [bin('vitest/vitest.mjs'), 'run', '-c', 'vitest.built.config.mts'],
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
  '',
  '═══ check:next ═══',
  `Docusaurus  ${canary.version} (${canary.how})`,
  `installed   @docusaurus/core ${versionOf('@docusaurus/core')}, react ${versionOf('react')}`,
  `Node        ${nodeVersion} (npm exec --package=node@24), npm ${spawnSync('npm', ['-v'], {encoding: 'utf8'}).stdout.trim()}`,
  '',
  ...steps.flatMap(({label, ok, seconds, output, code}) => [
    `${ok ? '✔' : '✖'} ${label.padEnd(12)} ${minutes(seconds).padStart(12)}${ok ? '' : `  (exit ${code})`}`,
    ...(ok ? [] : failureLines(output).map((line) => `    ${line.slice(0, 110)}`)),
  ]),
  ...(installed ? [] : ['  (the other steps need the install: not run)']),
  ...(steps.some((s) => s.label === 'Build' && !s.ok)
    ? ['✖ Built pages  not run: they need a build']
    : []),
  '',
  keep ? `The copy stays in ${copy}` : 'The copy was removed (--keep keeps it).',
];
console.log(report.join('\n'));
if (!keep) rmSync(copy, {recursive: true, force: true});
process.exit(steps.every((s) => s.ok) ? 0 : 1);
