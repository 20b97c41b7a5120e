#!/usr/bin/env node
// What the live examples (src/examples, the <Example> tag) add to each page, in
// gzip -9 bytes, read from a production build.
// Usage: node scripts/bench/examples.mjs [--dir build] [--json]
//
// Attribution: the rsd-examples plugin moves the compiled examples out of the
// pages' chunks into files of their own, the library's runtime into one shared
// file and the examples' CSS into one stylesheet, and records after each build
// which file holds which example (.docusaurus/rsd-examples/chunks.json). A
// page's previews cost the files holding its examples, plus the runtime files and
// the stylesheet its HTML names. The source text shown under each preview sits in the page's
// own chunk, like any code block; it is listed apart, not in the total.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';

const {values} = parseArgs({
  options: {dir: {type: 'string', default: 'build'}, json: {type: 'boolean', default: false}},
});
const buildDir = values.dir;
const chunksFile = '.docusaurus/rsd-examples/chunks.json';
if (!existsSync(chunksFile) || !existsSync(buildDir)) {
  console.error(
    `✖ Needs a production build: run \`npx docusaurus build\` first (no ${chunksFile} or ${buildDir}/).`,
  );
  process.exit(1);
}
const chunks = JSON.parse(readFileSync(chunksFile, 'utf8'));
const gz = (buffer) => gzipSync(buffer, {level: 9}).length;

const examplesDir = 'src/examples';
const sources = new Map(
  readdirSync(examplesDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /(^|[\\/])[A-Z][A-Za-z0-9]*\.tsx$/.test(file))
    .map((file) => [
      file
        .split(/[\\/]/)
        .pop()
        .replace(/\.tsx$/, ''),
      readFileSync(join(examplesDir, file)),
    ]),
);

const sizes = new Map();
const sizeOf = (files) =>
  [...new Set(files)].reduce((total, file) => {
    if (!sizes.has(file)) sizes.set(file, gz(readFileSync(join(buildDir, file))));
    return total + sizes.get(file);
  }, 0);

const rows = [];
let pagesWithout = 0;
for (const file of readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((f) =>
  f.endsWith('index.html'),
)) {
  const html = readFileSync(join(buildDir, file), 'utf8');
  const names = [...new Set([...html.matchAll(/data-example="?([A-Za-z0-9]+)/g)].map((m) => m[1]))];
  if (!names.length) {
    pagesWithout += 1;
    continue;
  }
  const unknown = names.filter((name) => !chunks.examples[name]);
  if (unknown.length)
    throw new Error(`${file}: no chunk recorded for ${unknown.join(', ')}; rebuild the site.`);
  const page =
    '/' +
    relative(buildDir, join(buildDir, file, '..'))
      .split(sep)
      .join('/');
  rows.push({
    page: page.endsWith('/') ? page : `${page}/`,
    examples: names,
    previewJs: sizeOf(names.flatMap((name) => chunks.examples[name])),
    // Only the runtime files the page starts (named in its HTML): the playground's
    // compiler also bundles the library, but loads only when an editor opens.
    runtimeJs: sizeOf(chunks.runtime.filter((js) => html.includes(js.split('/').pop()))),
    css: sizeOf(chunks.css.filter((css) => html.includes(css.split('/').pop()))),
    sourceText: names.reduce((total, name) => total + gz(sources.get(name) ?? Buffer.alloc(0)), 0),
  });
}
rows.sort((a, b) => a.page.localeCompare(b.page));
for (const row of rows) row.total = row.previewJs + row.runtimeJs + row.css;

if (values.json) {
  console.log(JSON.stringify({pages: rows, pagesWithoutExamples: pagesWithout}, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(2)} KB`.padStart(9);
  console.log('Live examples: gzip -9 bytes each page loads for its previews');
  console.log(
    `${'page'.padEnd(30)} ${'preview JS'.padStart(10)} ${'RSD JS'.padStart(9)} ${'CSS'.padStart(9)} ${'total'.padStart(9)}  ${'(source text)'.padStart(13)}  examples`,
  );
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(30)} ${kb(r.previewJs).padStart(10)} ${kb(r.runtimeJs)} ${kb(r.css)} ${kb(r.total)}  ${kb(r.sourceText).padStart(13)}  ${r.examples.join(', ')}`,
    );
  }
  console.log(`${pagesWithout} other pages load no example code or CSS (their HTML links none).`);
}
