// Which of the file names given on the command line Next.js takes for a Babel
// configuration, asked of its own lookup: each name alone in an empty folder.
// `npm run check:recipes` runs it with the names learn/setup-next lists.
const {mkdtempSync, rmSync, writeFileSync} = require('node:fs');
const {tmpdir} = require('node:os');
const {join} = require('node:path');
const {getBabelConfigFile} = require('next/dist/build/get-babel-config-file');

const reads = [];
const ignores = [];
for (const name of process.argv.slice(2)) {
  const dir = mkdtempSync(join(tmpdir(), 'babel-config-name-'));
  writeFileSync(join(dir, name), '{}\n');
  (getBabelConfigFile(dir) ? reads : ignores).push(name);
  rmSync(dir, {recursive: true});
}
console.log(`reads: ${reads.join(' ')}\nignores: ${ignores.join(' ')}`);
