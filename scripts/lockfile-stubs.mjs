#!/usr/bin/env node
// Run after `npm install` changes package-lock.json.
// npm records another platform's optional package (e.g. @swc/core-darwin-arm64) only
// when the registry it installed from serves it. When one is missing, `npm ci` refuses
// the lock ("Missing: @swc/core-darwin-arm64@ from lock file"), and a lock entry
// without a version would leave `npm ci` on that platform without the native binary.
// So each missing package gets an entry with the exact version its parent pins and the
// os/cpu/libc its name states: npm ci installs it where they match and skips it,
// without fetching, everywhere else.
// Usage: npm run lock:stubs [-- recipes/expo/package-lock.json ...] (default: the site's lock)
import {readFileSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {platformFields, platformOptionals, resolveEntry} from './lib/lockfile-platforms.mjs';

const files = process.argv.slice(2).map((file) => resolve(process.env.INIT_CWD ?? '.', file));
if (files.length === 0) files.push(new URL('../package-lock.json', import.meta.url).pathname);
for (const file of files) addStubs(file);

/** Gives `file` an entry for each platform package npm left out. */
function addStubs(file) {
  const lock = JSON.parse(readFileSync(file, 'utf8'));

  let written = 0;
  for (const {parentPath, parent, name, pin} of platformOptionals(lock)) {
    const existing = resolveEntry(lock, parentPath, name);
    if (existing?.entry.version) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(pin)) {
      throw new Error(
        `${parentPath} pins ${name}@${pin}, not one version: add its lock entry by hand.`,
      );
    }
    lock.packages[existing?.location ?? `node_modules/${name}`] = {
      version: pin,
      optional: true,
      ...platformFields(name),
      ...(parent.dev ? {dev: true} : {}),
    };
    written++;
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `lockfile-stubs: wrote ${written} entries for other platforms' optional packages in ${file}`,
  );
}
