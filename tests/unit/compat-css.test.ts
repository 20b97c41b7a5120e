/**
 * Checks the CSS compatibility tables (src/data/compat/css/) against the
 * installed library's native runtime, so an upgrade that allows, drops or
 * re-gates a style key fails here instead of leaving the tables stale.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  cssAtRuleRows,
  cssProperties,
  cssPropertyRows,
  cssPseudoRows,
  cssValueRows,
  cssValues,
} from '../../src/data/compat/css';
import {noteOf, statusOf, type CompatRow} from '../../src/data/compat/types';

const require = createRequire(import.meta.url);
// Only ./package.json of the package's internals is exported, so find the folder through it.
const packageDir = dirname(require.resolve('react-strict-dom/package.json'));
const nativeSource = readFileSync(join(packageDir, 'dist/native/index.js'), 'utf8');

/** The string items of the first `new Set([...])` assigned to `name`. */
function setItems(name: string): string[] {
  const match = nativeSource.match(new RegExp(`const ${name} = new Set\\(\\[([^\\]]*)\\]\\)`));
  if (!match) throw new Error(`${name} not found in the native source`);
  return [...match[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
}

/** Items added to `name` later in the source (the experimental-build additions). */
function addedItems(name: string): string[] {
  return [...nativeSource.matchAll(new RegExp(`${name}\\.add\\('([^']*)'\\)`, 'g'))].map(
    (m) => m[1],
  );
}

const conditionKeys = new Set(['default', ':active', ':focus', ':hover', '::placeholder']);
const allowedKeys = setItems('allowedStyleKeySet');
const releaseProperties = allowedKeys.filter((key) => !conditionKeys.has(key));
const experimentalProperties = addedItems('allowedStyleKeySet');

const worksOnNative = (row: CompatRow) =>
  statusOf(row.android) !== 'unsupported' || statusOf(row.ios) !== 'unsupported';
const byName = (rows: readonly CompatRow[]) => new Map(rows.map((row) => [row.name, row]));
const properties = byName(cssPropertyRows);
const allNotes = (row: CompatRow) =>
  [row.note, noteOf(row.web), noteOf(row.android), noteOf(row.ios)].filter(Boolean).join(' ');

function duplicates(rows: readonly CompatRow[]): string[] {
  const seen = new Set<string>();
  return rows
    .map((row) => row.name)
    .filter((name) => (seen.has(name) ? true : (seen.add(name), false)));
}

describe('the native source still looks as these tests expect', () => {
  it('has an allowed-key list, experimental additions and the prefix rules', () => {
    expect(releaseProperties.length).toBeGreaterThan(100);
    expect(experimentalProperties.length).toBeGreaterThan(0);
    expect(nativeSource).toContain("key.startsWith('--')");
    expect(nativeSource).toContain("key.startsWith('@media')");
  });
});

describe('CSS property table', () => {
  it('documents every style key the native runtime allows', () => {
    const missing = [...releaseProperties, ...experimentalProperties].filter(
      (key) => !properties.has(key),
    );
    expect(missing).toEqual([]);
  });

  it('claims native support only for keys the native runtime allows', () => {
    const allowed = new Set([...releaseProperties, ...experimentalProperties, '--*']);
    const claimed = cssPropertyRows.filter(worksOnNative).map((row) => row.name);
    expect(claimed.filter((name) => !allowed.has(name))).toEqual([]);
  });

  it('marks keys allowed only on experimental React Native builds as partial, saying so', () => {
    for (const key of experimentalProperties.filter((k) => !releaseProperties.includes(k))) {
      const row = properties.get(key)!;
      expect(statusOf(row.android), key).toBe('partial');
      expect(statusOf(row.ios), key).toBe('partial');
      expect(allNotes(row), key).toMatch(/experimental/i);
    }
  });

  it('explains every allowed key that still does nothing on native', () => {
    const silent = releaseProperties
      .map((key) => properties.get(key)!)
      .filter((row) => !worksOnNative(row) && !allNotes(row));
    expect(silent.map((row) => row.name)).toEqual([]);
  });

  it('documents custom properties, which the runtime allows by prefix', () => {
    expect(worksOnNative(properties.get('--*')!)).toBe(true);
  });

  it('notes the single-value rule on every shorthand the runtime checks', () => {
    for (const key of setItems('allowedShortFormKeys')) {
      const row = properties.get(key)!;
      if (worksOnNative(row)) expect(allNotes(row), key).toMatch(/one value/i);
    }
  });

  it('has no duplicate rows, within a group or across groups', () => {
    for (const [group, rows] of Object.entries(cssProperties)) {
      expect(duplicates(rows), group).toEqual([]);
    }
    expect(duplicates(cssPropertyRows)).toEqual([]);
  });
});

describe('CSS values table', () => {
  it('has no duplicate rows', () => {
    for (const [group, rows] of Object.entries(cssValues)) {
      expect(duplicates(rows), group).toEqual([]);
    }
    expect(duplicates(cssValueRows)).toEqual([]);
  });

  it('lists every length unit the native parser converts as polyfilled', () => {
    const match = nativeSource.match(/const LENGTH_REGEX = .*\(([a-z|]+)\)\$\//);
    expect(match).not.toBeNull();
    const values = byName(cssValueRows);
    for (const unit of match![1].split('|')) {
      expect(statusOf(values.get(unit)!.android), unit).toBe('polyfilled');
    }
  });

  it('matches the transform functions the native parser reads', () => {
    const parsed = [
      ...nativeSource.match(/const transformRegex1 = \/\(([A-Za-z|]+)\)/)![1].split('|'),
      ...nativeSource.match(/const transformRegex2 = \/\(([A-Za-z|]+)\)/)![1].split('|'),
      nativeSource.includes('const transformRegex3 = /matrix') ? 'matrix' : '',
    ].filter(Boolean);
    const rows = cssValues.transformFunctions;
    const documented = rows.map((row) => row.name.replace('()', ''));
    // Every parsed function is documented, and only parsed ones are claimed
    // (scaleZ is parsed but React Native rejects it, so it is documented as unsupported).
    expect(parsed.filter((name) => !documented.includes(name))).toEqual([]);
    const claimed = rows.filter(worksOnNative).map((row) => row.name.replace('()', ''));
    expect(claimed.filter((name) => !parsed.includes(name))).toEqual([]);
  });
});

describe('pseudo-class and at-rule tables', () => {
  it('document the condition keys the native runtime allows as working', () => {
    const pseudo = byName(cssPseudoRows);
    for (const key of conditionKeys) {
      expect(allowedKeys, key).toContain(key);
      expect(worksOnNative(pseudo.get(key)!), key).toBe(true);
    }
    const claimed = cssPseudoRows.filter(worksOnNative).map((row) => row.name);
    expect(claimed.filter((name) => !conditionKeys.has(name))).toEqual([]);
  });

  it('document each media feature the native matcher provides', () => {
    const body = nativeSource.match(/function mediaQueryMatches[\s\S]*?\n}/)![0];
    const features = [...body.matchAll(/^\s+'?([a-z-]+)'?:/gm)].map((m) => m[1]);
    expect(features).toEqual([
      'width',
      'height',
      'orientation',
      'aspect-ratio',
      'prefers-reduced-motion',
    ]);
    const atRules = byName(cssAtRuleRows);
    for (const feature of features) {
      expect(statusOf(atRules.get(`@media (${feature})`)!.android), feature).toBe('polyfilled');
    }
  });

  it('spell the dark-mode key exactly as the native runtime compares it', () => {
    const key = nativeSource.match(/const mqDark = '([^']+)'/)![1];
    expect(key).toBe('@media (prefers-color-scheme: dark)');
    expect(worksOnNative(byName(cssAtRuleRows).get(key)!)).toBe(true);
  });

  it('have no duplicate rows', () => {
    expect(duplicates(cssPseudoRows)).toEqual([]);
    expect(duplicates(cssAtRuleRows)).toEqual([]);
  });
});

describe("overflow: 'scroll' (issue #53)", () => {
  it('is passed to React Native as it is, so the row is partial and names ScrollView', () => {
    // The native runtime allows the key and has no code of its own for it.
    expect(allowedKeys).toContain('overflow');
    expect(nativeSource.match(/overflow/g)).toHaveLength(1);
    const row = cssProperties.display.find((r) => r.name === 'overflow')!;
    expect(statusOf(row.android)).toBe('partial');
    expect(row.issue).toBe(53);
    expect(row.note).toContain('ScrollView');
  });
});
