import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {platformOptionals, resolveEntry} from '../../scripts/lib/lockfile-platforms.mjs';

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}
interface Lock {
  packages: Record<string, LockEntry>;
}
interface PlatformOptional {
  parentPath: string;
  name: string;
  pin: string;
}

const lock: Lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const optionals: PlatformOptional[] = [...platformOptionals(lock)];
const exactVersion = /^\d+\.\d+\.\d+(-[\w.]+)?$/;

describe('package-lock.json: other platforms’ native packages', () => {
  it('finds the platform packages of SWC and Rspack', () => {
    const names = optionals.map(({name}) => name);
    expect(names).toContain('@swc/core-darwin-arm64');
    expect(names).toContain('@swc/core-win32-x64-msvc');
    expect(names).toContain('@rspack/binding-darwin-arm64');
  });

  it.each(optionals.map((o) => [`${o.name} (from ${o.parentPath || 'the root'})`, o] as const))(
    '%s has an entry with the version its parent pins and its platform',
    (_label, {parentPath, name, pin}) => {
      const resolved = resolveEntry(lock, parentPath, name);
      expect(resolved, `lock entry for ${name}`).toBeDefined();
      const {entry} = resolved as {entry: LockEntry};
      if (exactVersion.test(pin)) expect(entry.version).toBe(pin);
      else expect(entry.version, `${name} matching ${pin}`).toMatch(exactVersion);
      expect(entry.optional).toBe(true);
      expect(entry.os?.length, `${name} os`).toBeGreaterThan(0);
    },
  );
});
