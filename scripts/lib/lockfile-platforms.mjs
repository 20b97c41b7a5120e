// What package-lock.json says about platform-specific optional packages (native
// binaries such as @swc/core-darwin-arm64), shared by lockfile-stubs.mjs and its test.

const osNames = ['darwin', 'linux', 'win32', 'freebsd', 'android'];
const cpuNames = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64'];

/** The os/cpu/libc fields a platform package's name states, e.g. linux-x64-musl. */
export function platformFields(name) {
  const parts = name.split(/[-/]/);
  const os = osNames.find((o) => parts.includes(o));
  const cpu = cpuNames.find((c) => parts.includes(c));
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined;
  return {...(os && {os: [os]}), ...(cpu && {cpu: [cpu]}), ...(libc && {libc: [libc]})};
}

/**
 * Every optional dependency whose name names an operating system, with the lock
 * entry that declares it (`parentPath` is its key in `packages`) and the version
 * spec it pins.
 */
export function* platformOptionals(lock) {
  for (const [parentPath, parent] of Object.entries(lock.packages)) {
    for (const [name, pin] of Object.entries(parent.optionalDependencies ?? {})) {
      if (platformFields(name).os) yield {parentPath, parent, name, pin};
    }
  }
}

/** The lock entry npm resolves `name` to from `parentPath`: nested first, then hoisted. */
export function resolveEntry(lock, parentPath, name) {
  const nested = `${parentPath ? `${parentPath}/` : ''}node_modules/${name}`;
  const hoisted = `node_modules/${name}`;
  const location = [nested, hoisted].find((path) => lock.packages[path]);
  return location ? {location, entry: lock.packages[location]} : undefined;
}
