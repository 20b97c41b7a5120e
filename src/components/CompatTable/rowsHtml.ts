import {issueUrl} from '@site/src/data/site';
import {escapeHtml} from '@site/src/utils/escapeHtml';
import {
  noteOf,
  platforms,
  statusOf,
  type CompatRow,
  type CompatRowsHandle,
  type PlatformSupport,
} from '@site/src/data/compat/types';
import {statusLabels} from './statusLabels';
import styles from './styles.module.css';

/** The name cell: the name, and the type under it when the row has one. */
export function nameCell(row: CompatRow): string {
  const type = row.type ? `<code class="${styles.type}">${escapeHtml(row.type)}</code>` : '';
  return `<th scope="row"><code class="${styles.name}">${escapeHtml(row.name)}</code>${type}</th>`;
}

/** One platform's cell: the status icon is CSS (styles.module.css), so a cell is one
 * element plus its note. */
export function statusCell(support: PlatformSupport): string {
  const status = statusOf(support);
  const note = noteOf(support);
  const small = note ? `<small class="${styles.cellNote}">${escapeHtml(note)}</small>` : '';
  return `<td class="${styles.status}" data-status="${status}">${statusLabels[status]}${small}</td>`;
}

/** The notes cell: the note, then a link to the tracking issue when there is one. */
function notesCell(row: CompatRow): string {
  return `<td>${noteHtml(row)}</td>`;
}

/** The row's note, then a link to its tracking issue when there is one. */
export function noteHtml(row: CompatRow): string {
  const note = row.note ? escapeHtml(row.note) : '';
  const issue = row.issue
    ? `${row.note ? ' ' : ''}<a href="${escapeHtml(issueUrl(row.issue))}">#${row.issue}</a>`
    : '';
  return `${note}${issue}`;
}

/** The `<tr>`s of a compatibility table's body, as HTML. CompatTable sets it as the body's
 * innerHTML, so it is the markup React would render for the same rows as elements
 * (./rowIndex.ts reads it back for the filter). */
export function rowsHtml(rows: readonly CompatRow[]): string {
  return rows
    .map(
      (row) =>
        `<tr>${nameCell(row)}${platforms.map((p) => statusCell(row[p])).join('')}${notesCell(row)}</tr>`,
    )
    .join('');
}

/** Rows as the server hands them to CompatTable: their count and markup. */
export function serverRows(rows: readonly CompatRow[]): CompatRowsHandle {
  return {count: rows.length, typed: rows.some((row) => row.type), html: rowsHtml(rows)};
}
