// The compatibility explorer (/api/compatibility/) against the built site: every row of
// every compatibility table on every page is one of its rows, each of its rows is shown in
// the table its link names, and compat.json holds the same rows.
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import type {CheerioAPI} from 'cheerio';
import {explorerRows} from '../../src/data/compat/explorer';
import {builtAsset, builtFile, page, publishedPages, startedScripts, text} from './build';

const explorerPath = 'api/compatibility/';

/** A row as a reader compares it: name, type and the three statuses. */
function rowsOf($: CheerioAPI, selector = 'tbody tr:has(td[data-status])') {
  return $(selector)
    .toArray()
    .map((tr) => {
      const codes = $(tr).children('th').first().children('code').toArray();
      const statuses = $(tr)
        .children('td[data-status]')
        .toArray()
        .map((cell) => $(cell).attr('data-status'));
      return {
        id: $(tr).attr('id'),
        key: [...codes.map((code) => text($(code).text())), ...statuses].join(' | '),
        hasType: codes.length > 1,
      };
    });
}

const explorer = rowsOf(page(explorerPath));
const keyOf = (row: (typeof explorerRows)[number]) =>
  [
    row.name,
    ...(row.type ? [row.type] : []),
    ...(['web', 'android', 'ios'] as const).map((p) => {
      const support = row[p];
      return typeof support === 'string' ? support : support.status;
    }),
  ].join(' | ');

describe('the compatibility explorer', () => {
  it('shows every row of its data once, with its id', () => {
    expect(explorer.map((row) => row.id)).toEqual(explorerRows.map((row) => row.id));
    expect(explorer.map((row) => row.key)).toEqual(explorerRows.map(keyOf));
  });

  it('holds every row of every compatibility table of every other page', () => {
    const keys = new Set(explorer.map((row) => row.key));
    const pages = publishedPages().filter((path) => path !== explorerPath);
    const tableRows = pages.flatMap((path) => rowsOf(page(path)).map((row) => ({path, ...row})));
    expect(tableRows.length).toBeGreaterThan(explorerRows.length);
    // The overview of /api/html/ names each element's prop with its element: `href (a)`.
    const ownName = ({path, key}: {path: string; key: string}) =>
      path === 'api/html/' ? key.replace(/^(\S+) \(\w+\) \|/, '$1 |') : key;
    expect(tableRows.filter((row) => !keys.has(ownName(row)))).toEqual([]);
  });

  it('links each row to a table on its page that shows it', () => {
    const missing = explorerRows.flatMap((row) => {
      const [path, anchor] = row.href.slice(1).split('#') as [string, string];
      const $ = page(path);
      const section = $(`[id="${anchor}"]`);
      const shown = rowsOf($).some((shownRow) => shownRow.key === keyOf(row));
      return section.length === 1 && shown ? [] : [`${row.id}: ${row.href}`];
    });
    expect(missing).toEqual([]);
  });

  it('publishes the same rows in compat.json', () => {
    const json = JSON.parse(builtFile('compat.json')) as {
      library: {version: string};
      features: {id: string}[];
    };
    expect(json.library.version).toBe('0.0.55');
    expect(json.features.map((feature) => feature.id)).toEqual(explorerRows.map((row) => row.id));
  });

  it('summarises the rows in llms-full.txt instead of repeating them', () => {
    const full = builtFile('llms-full.txt');
    const copy = full.slice(full.indexOf('# Compatibility explorer'));
    expect(copy).toContain('compat.json');
    expect(copy).toMatch(/\| Android \| \d+ \| \d+ \| \d+ \| \d+ \|/);
    expect(copy.slice(0, copy.indexOf('\n# ', 10))).not.toContain('value-position-sticky');
  });

  it('adds at most 20 KB gzip of its own JavaScript, on its page only', () => {
    const elsewhere = new Set(
      publishedPages()
        .filter((path) => path !== explorerPath)
        .flatMap((path) => startedScripts(path)),
    );
    const own = [...new Set(startedScripts(explorerPath))].filter((src) => !elsewhere.has(src));
    expect(own.length).toBeGreaterThan(0);
    const bytes = own.reduce((sum, src) => sum + gzipSync(builtAsset(src), {level: 9}).length, 0);
    expect(bytes).toBeLessThanOrEqual(20 * 1024);
  });
});
