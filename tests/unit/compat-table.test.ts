// @vitest-environment jsdom
/**
 * CompatTable renders its rows as one HTML string (src/components/CompatTable/rowsHtml.ts)
 * instead of React elements. These tests pin that markup to what the per-row JSX rendered
 * (same elements, classes, attributes and text), check the escaping, and check that the
 * filters still narrow the rows once the body is innerHTML.
 */
import {createRequire} from 'node:module';
import {createElement, type ReactElement} from 'react';
import {cleanup, fireEvent, render, screen, within} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import CompatTable from '../../src/components/CompatTable';
import {rowsHtml} from '../../src/components/CompatTable/rowsHtml';
import styles from '../../src/components/CompatTable/styles.module.css';
import type {CompatRow} from '../../src/data/compat/types';

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

const table = (props: {rows: CompatRow[]; caption: string; nameLabel?: string}) =>
  createElement(CompatTable, props);

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

describe('CompatTable on the server', () => {
  const html = renderToString(table({rows, caption: 'Props of div', nameLabel: 'Prop'}));

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

  it('narrows the rows as the filter text changes, and brings them back', () => {
    render(table({rows, caption: 'Props'}));
    expect(rowNames()).toEqual(['onClick', 'cursor', 'onCopy', '<html.div>']);

    fireEvent.change(screen.getByRole('searchbox'), {target: {value: 'ios 17'}});
    expect(rowNames()).toEqual(['cursor']);
    expect(screen.getByRole('status').textContent).toBe('1 of 4 rows');
    // The one row left is the same markup as before the filter.
    expect(screen.getByRole('table').querySelector('tbody')?.innerHTML).toBe(expectedRows[1]);

    fireEvent.change(screen.getByRole('searchbox'), {target: {value: ''}});
    expect(rowNames()).toEqual(['onClick', 'cursor', 'onCopy', '<html.div>']);
  });

  it('keeps the rows with the chosen status', () => {
    render(table({rows, caption: 'Props'}));
    fireEvent.change(screen.getByRole('combobox'), {target: {value: 'unsupported'}});
    expect(rowNames()).toEqual(['cursor', 'onCopy']);
    expect(screen.getByRole('status').textContent).toBe('2 of 4 rows');
  });

  it('links the issue of a row', () => {
    render(table({rows, caption: 'Props'}));
    expect(screen.getByRole('link', {name: '#38'}).getAttribute('href')).toBe(
      'https://github.com/react/react-strict-dom/issues/38',
    );
  });
});
