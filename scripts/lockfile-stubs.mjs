#!/usr/bin/env node
// Run after `npm install` changes package-lock.json.
// The npm registry mirror on our machines lacks some platform-specific optional
// packages (e.g. @swc/core-darwin-arm64), so npm leaves them out of the lock file,
// and `npm ci` then refuses the lock ("Missing: @swc/core-darwin-arm64@ from lock
// file"). This adds a versionless stub for each such package, with the os/cpu its
// name states, so npm ci accepts the lock and skips the stub on other platforms.
import {readFileSync, writeFileSync} from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const os = ['darwin', 'linux', 'win32', 'freebsd', 'android'];
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64'];

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    const location = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[location] || lock.packages[hoisted]) continue;
    const parts = name.split(/[-/]/);
    const stub = {optional: true};
    const platform = os.find((o) => parts.includes(o));
    const cpu = cpus.find((c) => parts.includes(c));
    if (platform) stub.os = [platform];
    if (cpu) stub.cpu = [cpu];
    if (parts.includes('musl')) stub.libc = ['musl'];
    else if (parts.includes('gnu') || parts.includes('gnueabihf')) stub.libc = ['glibc'];
    if (entry.dev) stub.dev = true;
    lock.packages[location] = stub;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-stubs: added ${added} stub entries`);
