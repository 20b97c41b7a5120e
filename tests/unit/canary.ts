// Upgrade canaries as data: each one reads upstream files through `Upstream` and says
// what no longer holds, so a test can run it on the installed packages and on changed
// copies of their files, and see that it fails when an upgrade changes what it watches.
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

/** Upstream files, by their path under node_modules. */
export interface Upstream {
  read(file: string): string;
  /** The files under a folder, as paths under node_modules, sorted. */
  list(folder: string): string[];
}

/** The packages installed in node_modules. */
export const installed: Upstream = {
  read: (file) => readFileSync(`node_modules/${file}`, 'utf8'),
  list: (folder) =>
    readdirSync(`node_modules/${folder}`, {recursive: true, encoding: 'utf8'})
      .map((file) => `${folder}/${file}`)
      .sort(),
};

/** `upstream` with one file changed (or added, when it did not exist). */
export function withFile(upstream: Upstream, file: string, text: string): Upstream {
  return {
    read: (name) => (name === file ? text : upstream.read(name)),
    list: (folder) => {
      const files = upstream.list(folder);
      return file.startsWith(`${folder}/`) && !files.includes(file)
        ? [...files, file].sort()
        : files;
    },
  };
}

/** A change an upgrade could make to one upstream file. */
export interface Change {
  file: string;
  /** Says what changes, for the test's name. */
  what: string;
  /** The changed text, from the current one ('' when the file does not exist yet). */
  apply(text: string): string;
}

export interface Canary {
  /** The override, stand-in or patch that relies on the files. */
  guards: string;
  /** What no longer holds, one message each; empty while the files are as relied on. */
  check(upstream: Upstream): string[];
  /** Changes the check must report: at least one per file it watches. */
  changes: Change[];
}

export const fingerprint = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Files that must not change at all (copied or replaced whole): sha-256 prefixes. */
export function hashed(guards: string, files: Record<string, string>): Canary {
  return {
    guards,
    check: (upstream) =>
      Object.entries(files)
        .filter(([file, expected]) => fingerprint(upstream.read(file)) !== expected)
        .map(([file]) => `${file} changed: review ${guards}`),
    changes: Object.keys(files).map((file) => ({
      file,
      what: 'one character more',
      apply: (text) => `${text} `,
    })),
  };
}

/** Files that must keep some code (strings or patterns): each is a change the canary must see. */
export function containing(
  guards: string,
  files: Record<string, readonly (string | RegExp)[]>,
): Canary {
  const found = (text: string, needle: string | RegExp) =>
    typeof needle === 'string' ? text.includes(needle) : needle.test(text);
  return {
    guards,
    check: (upstream) =>
      Object.entries(files).flatMap(([file, needles]) => {
        const text = upstream.read(file);
        return needles
          .filter((needle) => !found(text, needle))
          .map((needle) => `${file} no longer has ${String(needle)}: review ${guards}`);
      }),
    changes: Object.entries(files).flatMap(([file, needles]) =>
      needles.map((needle) => ({
        file,
        what: `without ${String(needle).slice(0, 60)}`,
        apply: (text: string) =>
          typeof needle === 'string'
            ? text.split(needle).join('')
            : text.replace(new RegExp(needle.source, `${needle.flags.replace('g', '')}g`), ''),
      })),
    ),
  };
}

/**
 * The canaries' tests: each holds for the installed packages and fails on each change. A
 * canary that no longer holds (an upgrade changed what it watches) fails its first test
 * only: its changes are tried on files that already differ, so their tests would only
 * repeat the cause (a text the change removes is gone already).
 */
export function describeCanaries(title: string, canaries: readonly Canary[]): void {
  describe(title, () => {
    for (const canary of canaries) {
      describe(canary.guards, () => {
        const holds = () => canary.check(installed).length === 0;
        it('holds for the installed packages', () => {
          expect(canary.check(installed)).toEqual([]);
        });
        it.for(canary.changes.map((change) => [`${change.file}: ${change.what}`, change] as const))(
          'fails on a changed copy, %s',
          ([, change], context) => {
            if (!holds()) return context.skip('it no longer holds: the test above says why');
            let text = '';
            try {
              text = installed.read(change.file);
            } catch {
              // A change may add a file that does not exist yet.
            }
            const changed = change.apply(text);
            expect(changed, 'the change changes the file').not.toBe(text);
            expect(canary.check(withFile(installed, change.file, changed))).not.toEqual([]);
          },
        );
      });
    }
  });
}
