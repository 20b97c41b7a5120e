/**
 * The releases page's data (src/data/releases.ts) against the changelog that ships in the
 * installed package: every release it lists is there, with its date, and a release it
 * leaves out says why.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {releases, unreleased} from '../../src/data/releases';
import {longDate} from '../../src/plugins/releases/markdown';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('react-strict-dom/package.json'));
const changelog = readFileSync(path.join(packageDir, 'CHANGELOG.md'), 'utf8');
const installed = (require('react-strict-dom/package.json') as {version: string}).version;

/** The changelog's releases: version, date (ISO), and whether it marks breaking changes. */
const logged = changelog
  .split(/^## /m)
  .slice(1)
  .map((section) => {
    const [, version, month, day, year] = /^(\S+) \((\w{3}) (\d+), (\d{4})\)/.exec(section) ?? [];
    const date = new Date(`${month} ${day}, ${year} UTC`).toISOString().slice(0, 10);
    return {version: version!, date, breaking: section.includes('### Breaking')};
  });
const byVersion = new Map(releases.map((release) => [release.version, release]));

describe('every release of the changelog is on the releases page', () => {
  it('reads the changelog', () => {
    expect(logged.length).toBeGreaterThan(50);
    expect(logged[0]!.version).toBe(installed);
  });

  it.each(logged)('$version: listed, with the changelog’s date', ({version, date, breaking}) => {
    const release = byVersion.get(version);
    expect(release, version).toBeDefined();
    expect(release!.date).toBe(date);
    // A release the changelog marks as breaking says what breaks.
    if (breaking) expect(release!.breaking?.length).toBeGreaterThan(0);
  });

  it('a release the changelog leaves out says so', () => {
    const inChangelog = new Set(logged.map(({version}) => version));
    const others = releases.filter((release) => !inChangelog.has(release.version));
    expect(others.map((release) => release.version)).toEqual(['0.0.45', '0.0.31', '0.0.30']);
    for (const release of others) expect(release.note).toMatch(/^Not in the changelog/);
  });

  it('lists each release once, newest first, from 0.0.1 to the installed one', () => {
    const versions = releases.map((release) => release.version);
    const patch = (version: string) => Number(version.split('.')[2]);
    expect(versions.map(patch)).toEqual(
      Array.from({length: patch(installed)}, (_, i) => patch(installed) - i),
    );
  });

  it('what main has changed starts where the installed release ends, and breaks something', () => {
    expect(unreleased.since).toBe(installed);
    expect(unreleased.breaking.join(' ')).toContain('`>=0.82.0`');
  });

  it('writes dates as the site does', () => {
    expect(longDate('2026-01-09')).toBe('9 January 2026');
  });
});
