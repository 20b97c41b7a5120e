// @vitest-environment jsdom
/**
 * CompatTable renders its rows as one HTML string (src/components/CompatTable/rowsHtml.ts)
 * instead of React elements, on the server only (src/plugins/compat-rows). These tests pin
 * that markup to what the per-row JSX rendered (same elements, classes, attributes and
 * text), check the escaping, that the filter's index read back from the markup holds what
 * it matches, that the filters narrow the rows, and that hydration keeps the server's rows.
 */
import {createRequire} from 'node:module';
import {createElement, type ReactElement} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {act, cleanup, fireEvent, render, screen, within} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import CompatTable from '../../src/components/CompatTable';
import {indexRows, keeps} from '../../src/components/CompatTable/rowIndex';
import {rowsHtml, serverRows} from '../../src/components/CompatTable/rowsHtml';
import styles from '../../src/components/CompatTable/styles.module.css';
import type {CompatRow, CompatRowsHandle} from '../../src/data/compat/types';

// The site has no @types/react-dom; this is the one function used.
const {renderToString} = createRequire(import.meta.url)('react-dom/server') as {
  renderToString(element: ReactElement): string;
};

const rows: CompatRow[] = [
  {
    name: 'onClick',
    type: '(event) => void',
    web: 'native',
    android: 'polyfilled',
    ios: 'polyfilled',
  },
  {
    name: 'cursor',
    web: 'native',
    android: 'unsupported',
    ios: {status: 'partial', note: 'iOS 17+'},
    note: 'Only pointer & auto.',
    issue: 38,
  },
  {name: 'onCopy', web: 'native', android: 'unsupported', ios: 'unsupported', issue: 7},
  {
    name: '<html.div>',
    type: '\'a\' | "b"',
    web: {status: 'native', note: 'Uses <div> & co.'},
    android: 'native',
    ios: 'native',
    note: 'Not <b>bold</b> & safe.',
  },
];

/** A status cell as the old StatusCell rendered it. */
const cell = (status: string, label: string, note = '') =>
  `<td class="${styles.status}" data-status="${status}">${label}${note && `<small class="${styles.cellNote}">${note}</small>`}</td>`;
const name = (text: string) => `<code class="${styles.name}">${text}</code>`;
const type = (text: string) => `<code class="${styles.type}">${text}</code>`;
const issue = (n: number) =>
  `<a href="https://github.com/react/react-strict-dom/issues/${n}">#${n}</a>`;

/** What the per-row JSX rendered for `rows`, less React's `<!-- -->` text separators. */
const expectedRows = [
  `<tr><th scope="row">${name('onClick')}${type('(event) =&gt; void')}</th>` +
    cell('native', 'Built in') +
    cell('polyfilled', 'Polyfilled') +
    cell('polyfilled', 'Polyfilled') +
    '<td></td></tr>',
  `<tr><th scope="row">${name('cursor')}</th>` +
    cell('native', 'Built in') +
    cell('unsupported', 'Not supported') +
    cell('partial', 'Partial', 'iOS 17+') +
    `<td>Only pointer &amp; auto. ${issue(38)}</td></tr>`,
  `<tr><th scope="row">${name('onCopy')}</th>` +
    cell('native', 'Built in') +
    cell('unsupported', 'Not supported') +
    cell('unsupported', 'Not supported') +
    `<td>${issue(7)}</td></tr>`,
  `<tr><th scope="row">${name('&lt;html.div&gt;')}${type('&#x27;a&#x27; | &quot;b&quot;')}</th>` +
    cell('native', 'Built in', 'Uses &lt;div&gt; &amp; co.') +
    cell('native', 'Built in') +
    cell('native', 'Built in') +
    '<td>Not &lt;b&gt;bold&lt;/b&gt; &amp; safe.</td></tr>',
];

const table = (props: {rows: CompatRowsHandle; caption: string; nameLabel?: string}) =>
  createElement(CompatTable, props);
/** The rows as a page's scripts hand them over in the browser: a count and a loader. */
const browserRows = (load: () => Promise<string>): CompatRowsHandle => ({
  count: rows.length,
  typed: true,
  html: load,
});
/** A table body holding `rows`, as the server rendered it. */
function bodyOf(list: readonly CompatRow[]): HTMLTableSectionElement {
  const table = document.createElement('table');
  table.innerHTML = `<tbody>${rowsHtml(list)}</tbody>`;
  return table.tBodies[0]!;
}

afterEach(cleanup);

describe('rowsHtml', () => {
  it('builds the markup the per-row JSX rendered', () => {
    expect(rowsHtml(rows)).toBe(expectedRows.join(''));
  });

  it('escapes names, types and notes, so a note shows as text', () => {
    const body = document.createElement('tbody');
    body.innerHTML = rowsHtml(rows);
    const last = body.rows[3];
    expect(last.cells[0].textContent).toBe('<html.div>\'a\' | "b"');
    expect(last.cells[1].textContent).toBe('Built inUses <div> & co.');
    expect(last.cells[4].textContent).toBe('Not <b>bold</b> & safe.');
    expect(last.querySelector('b, div')).toBeNull();
  });

  it('is empty for no rows', () => {
    expect(rowsHtml([])).toBe('');
  });
});

describe("the filter's index, read from the rows' markup", () => {
  it("holds each row's name, type and notes in lower case, and its statuses", () => {
    const index = indexRows(bodyOf(rows));
    expect(index.map(({text, statuses}) => ({text, statuses}))).toEqual([
      {text: 'onclick (event) => void', statuses: ['native', 'polyfilled', 'polyfilled']},
      {text: 'cursor only pointer & auto. ios 17+', statuses: ['native', 'unsupported', 'partial']},
      {text: 'oncopy', statuses: ['native', 'unsupported', 'unsupported']},
      {
        text: '<html.div> \'a\' | "b" not <b>bold</b> & safe. uses <div> & co.',
        statuses: ['native', 'native', 'native'],
      },
    ]);
  });

  it('keeps rows whose words hold the query, with the status on some platform', () => {
    const index = indexRows(bodyOf(rows));
    const kept = (query: string, status?: 'partial' | 'unsupported') =>
      index.filter((entry) => keeps(entry, query, status)).map((entry) => entry.row.rowIndex);
    expect(kept('ONCL')).toEqual([0]);
    expect(kept('ios 17')).toEqual([1]);
    expect(kept('  ')).toEqual([0, 1, 2, 3]);
    expect(kept('', 'unsupported')).toEqual([1, 2]);
    expect(kept('copy', 'unsupported')).toEqual([2]);
    // The issue link is not part of the row's words.
    expect(kept('#38')).toEqual([]);
  });
});

describe('CompatTable on the server', () => {
  const html = renderToString(
    table({rows: serverRows(rows), caption: 'Props of div', nameLabel: 'Prop'}),
  );

  it('renders every row in the body, so the table shows without JavaScript', () => {
    expect(html).toContain(`<tbody>${expectedRows.join('')}</tbody>`);
  });

  it('keeps the caption, the region, the column headers and the count', () => {
    expect(html).toContain('<caption>Props of div</caption>');
    expect(html).toMatch(
      /<div class="[^"]*" tabindex="0" role="region" aria-label="Props of div">/,
    );
    expect(html).toContain('<th scope="col">Android</th>');
    expect(html).toContain('<th scope="col">Notes</th>');
    expect(html).toMatch(/role="status"[^>]*>4<!-- --> of <!-- -->4<!-- --> rows</);
  });
});

describe('CompatTable in the browser', () => {
  const rowNames = () =>
    within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((th) => th.querySelector('code')?.textContent);

  /** The names of the rows the filter shows. */
  const shownNames = () =>
    within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .filter((th) => !th.closest('tr')!.hidden)
      .map((th) => th.querySelector('code')?.textContent);

  it('hides the rows the filter text leaves out, and shows them again', () => {
    render(table({rows: serverRows(rows), caption: 'Props'}));
    expect(shownNames()).toEqual(['onClick', 'cursor', 'onCopy', '<html.div>']);

    fireEvent.change(screen.getByRole('searchbox'), {target: {value: 'ios 17'}});
    expect(shownNames()).toEqual(['cursor']);
    expect(screen.getByRole('status').textContent).toBe('1 of 4 rows');
    // The body keeps every row: the filter only hides the others.
    const body = screen.getByRole('table').querySelector('tbody')!;
    expect([...body.rows].map((row) => row.hidden)).toEqual([true, false, true, true]);

    fireEvent.change(screen.getByRole('searchbox'), {target: {value: ''}});
    expect(shownNames()).toEqual(['onClick', 'cursor', 'onCopy', '<html.div>']);
  });

  it('keeps the rows with the chosen status', () => {
    render(table({rows: serverRows(rows), caption: 'Props'}));
    fireEvent.change(screen.getByRole('combobox'), {target: {value: 'unsupported'}});
    expect(shownNames()).toEqual(['cursor', 'onCopy']);
    expect(screen.getByRole('status').textContent).toBe('2 of 4 rows');
  });

  it('keeps the rows the server rendered when it hydrates, and loads none', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(table({rows: serverRows(rows), caption: 'Props'}));
    document.body.append(container);
    const load = vi.fn(() => Promise.resolve(''));
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, table({rows: browserRows(load), caption: 'Props'})),
    );
    expect(rowNames()).toEqual(['onClick', 'cursor', 'onCopy', '<html.div>']);
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('searchbox'), {target: {value: 'copy'}});
    expect(shownNames()).toEqual(['onCopy']);
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });

  it("loads the rows when it renders without the server's (after a client-side navigation)", async () => {
    const load = vi.fn(() => Promise.resolve(rowsHtml(rows)));
    await act(async () => {
      render(table({rows: browserRows(load), caption: 'Props'}));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(rowNames()).toEqual(['onClick', 'cursor', 'onCopy', '<html.div>']);
    expect(screen.getByRole('status').textContent).toBe('4 of 4 rows');
    fireEvent.change(screen.getByRole('combobox'), {target: {value: 'partial'}});
    expect(shownNames()).toEqual(['cursor']);
  });

  it('links the issue of a row', () => {
    render(table({rows: serverRows(rows), caption: 'Props'}));
    expect(screen.getByRole('link', {name: '#38'}).getAttribute('href')).toBe(
      'https://github.com/react/react-strict-dom/issues/38',
    );
  });
});
