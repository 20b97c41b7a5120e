#!/usr/bin/env node
// `npm run bench:bundle`: where a page's JavaScript goes. Builds the site with
// source maps into node_modules/.cache/bundle-report (build/ stays as it is),
// loads each bench page in Chromium, and attributes the gzip bytes of every
// script it ran to the package or site folder its code came from. Prints
// figures; asserts nothing.
// Usage: npm run bench:bundle [-- --skip-build] [-- --top 15] [-- --detail theme-classic]
// --detail: list files, not packages, for owners containing that text.
// --page learn/installation/ (repeatable): other pages than the bench's four.
// --out dir: build there instead of node_modules/.cache/bundle-report.
import {spawn, spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {SourceMapConsumer} from 'source-map';
import {chromiumArgs, chromiumPath} from '../lib/chromium.mjs';

const {values} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    top: {type: 'string', default: '15'},
    port: {type: 'string', default: '3298'},
    detail: {type: 'string'},
    page: {type: 'string', multiple: true},
    // Where the source-mapped build goes.
    out: {type: 'string', default: 'node_modules/.cache/bundle-report'},
  },
});
const outDir = values.out;
const pages = values.page ?? ['', 'learn/styles/', 'api/css/create/', 'api/html/input/'];
const base = `http://localhost:${values.port}/react-strict-dom/`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`;

/** `node_modules/@scope/name/…` → `@scope/name`; site files → their folder. */
function owner(source) {
  const path = source.replace(/^webpack:\/\/\/?/, '').replace(/^(\.\/)+/, '');
  if (values.detail && path.includes(values.detail)) return path;
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [first, second] = path.slice(nm + 'node_modules/'.length).split('/');
    const name = first.startsWith('@') ? `${first}/${second}` : first;
    // Theme packages are large: split them by their own folder (theme-common/lib/hooks…).
    if (name.startsWith('@docusaurus/'))
      return path
        .slice(nm + 13)
        .split('/')
        .slice(0, 4)
        .join('/');
    return name;
  }
  if (path.startsWith('.docusaurus/') || path.includes('/.docusaurus/'))
    return '.docusaurus (generated)';
  return path.split('/').slice(0, 3).join('/');
}

/** Gzip bytes of one emitted script, split by owner in proportion to raw bytes. */
async function attribute(file) {
  const code = readFileSync(file, 'utf8');
  const gzipRatio = gzipSync(code, {level: 9}).length / code.length;
  const lines = code.split('\n');
  const shares = new Map();
  const add = (key, chars) => shares.set(key, (shares.get(key) ?? 0) + chars * gzipRatio);
  let map;
  try {
    map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  } catch {
    add('(no source map)', code.length);
    return shares;
  }
  await SourceMapConsumer.with(map, null, (consumer) => {
    const mappings = [];
    consumer.eachMapping((m) => mappings.push(m), null, SourceMapConsumer.GENERATED_ORDER);
    let covered = 0;
    for (let i = 0; i < mappings.length; i++) {
      const m = mappings[i];
      const next = mappings[i + 1];
      const end =
        next && next.generatedLine === m.generatedLine
          ? next.generatedColumn
          : lines[m.generatedLine - 1].length;
      const chars = Math.max(0, end - m.generatedColumn);
      covered += chars;
      add(m.source ? owner(m.source) : '(runtime glue)', chars);
    }
    add('(unmapped)', Math.max(0, code.length - covered));
  });
  return shares;
}

async function scriptsOf(browser, path) {
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  const urls = new Set();
  page.on(
    'response',
    (r) => r.request().resourceType() === 'script' && urls.add(new URL(r.url()).pathname),
  );
  await page.goto(base + path, {waitUntil: 'load'});
  await page.waitForTimeout(2500);
  await page.close();
  return [...urls].map((url) => join(outDir, url.replace('/react-strict-dom/', '')));
}

function print(title, shares, top) {
  const total = [...shares.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${title}: ${kb(total)} KB gzip`);
  const rows = [...shares.entries()].sort((a, b) => b[1] - a[1]);
  for (const [key, bytes] of rows.slice(0, top)) console.log(`  ${kb(bytes).padStart(6)}  ${key}`);
  const rest = rows.slice(top).reduce((a, [, b]) => a + b, 0);
  if (rest > 0) console.log(`  ${kb(rest).padStart(6)}  (${rows.length - top} more)`);
}

if (!values['skip-build']) {
  const result = spawnSync('npx', ['--no-install', 'docusaurus', 'build', '--out-dir', outDir], {
    stdio: 'ignore',
    env: {...process.env, BUNDLE_REPORT: '1'},
  });
  if (result.status !== 0) throw new Error('docusaurus build failed; run it to see why');
}
const server = spawn(
  process.execPath,
  ['scripts/serve-static.mjs', '--port', values.port, '--dir', outDir],
  {stdio: 'ignore'},
);
await new Promise((r) => setTimeout(r, 500));
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
try {
  const top = Number(values.top);
  const cache = new Map();
  for (const path of pages) {
    const files = await scriptsOf(browser, path);
    const total = new Map();
    for (const file of files) {
      if (!cache.has(file)) cache.set(file, await attribute(file));
      for (const [key, bytes] of cache.get(file)) total.set(key, (total.get(key) ?? 0) + bytes);
    }
    print(`/${path} (${files.length} scripts)`, total, top);
  }
  const main = [...cache.keys()].find((file) => /\/main\.[0-9a-f]+\.js$/.test(file));
  if (main) print('main.js alone', cache.get(main), top * 2);
} finally {
  await browser.close();
  server.kill();
}
