#!/usr/bin/env node
// `npm run bench:search:baseline`: the site as it is (HEAD), built with
// docusaurus-lunr-search (the original site's plugin) in place of src/plugins/search, into
// node_modules/.cache/search-baseline, so that `npm run bench:search` can time both plugins
// on the same pages in one run (issue 29). For measuring only: nothing of it is committed.
// It checks HEAD out into a temporary git worktree, installs there (npm ci, then the plugin
// without saving it), swaps the plugin in the config, drops our SearchBar (it would shadow
// the plugin's), builds, and removes the worktree. Takes a few minutes; needs the registry.
// Usage: npm run bench:search:baseline [-- --version 3.6.1]
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({options: {version: {type: 'string', default: '3.6.1'}}});
const outDir = resolve('node_modules/.cache/search-baseline');
const parent = mkdtempSync(join(tmpdir(), 'search-baseline-'));
const site = join(parent, 'site');
const run = (command, args, cwd = site) =>
  execFileSync(command, args, {cwd, stdio: ['ignore', 'inherit', 'inherit']});

/** The config with docusaurus-lunr-search (default options) where our plugin was. */
function swapPlugin(config) {
  const ours = "import searchPlugin from './src/plugins/search';\n";
  const entry = /^(\s*)searchPlugin,$/m;
  if (!config.includes(ours) || !entry.test(config)) {
    throw new Error('docusaurus.config.ts no longer imports and lists searchPlugin as expected.');
  }
  return config
    .replace(ours, '')
    .replace(entry, "$1[createRequire(import.meta.url).resolve('docusaurus-lunr-search'), {}],");
}

try {
  run('git', ['worktree', 'add', '--detach', site, 'HEAD'], process.cwd());
  const configPath = join(site, 'docusaurus.config.ts');
  writeFileSync(configPath, swapPlugin(readFileSync(configPath, 'utf8')));
  rmSync(join(site, 'src/theme/SearchBar'), {recursive: true});
  run('npm', ['ci', '--no-audit', '--no-fund']);
  run('npm', [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    `docusaurus-lunr-search@${values.version}`,
  ]);
  rmSync(outDir, {recursive: true, force: true});
  run('npx', ['docusaurus', 'build', '--out-dir', outDir]);
  if (!readdirSync(outDir).some((file) => /^lunr-index.*\.json$/.test(file))) {
    throw new Error(`${outDir} has no lunr-index file: the plugin did not run.`);
  }
  console.log(
    `\nBaseline built in ${outDir}. Compare: npm run bench:search -- --build this=build --build docusaurus-lunr-search=${outDir}`,
  );
} finally {
  if (existsSync(site)) run('git', ['worktree', 'remove', '--force', site], process.cwd());
  rmSync(parent, {recursive: true, force: true});
}
