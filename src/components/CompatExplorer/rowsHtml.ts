import {baseUrl} from '@site/src/data/site';
import {featureKinds} from '@site/src/data/compat/kinds';
import type {ExplorerRow} from '@site/src/data/compat/explorer';
import {silentOnNative} from '@site/src/data/compat/silent';
import {tryFiles} from '@site/src/data/compat/tryIt';
import {platforms, type CompatRowsHandle} from '@site/src/data/compat/types';
import {escapeHtml} from '@site/src/utils/escapeHtml';
import {nameCell, noteHtml, statusCell} from '../CompatTable/rowsHtml';
import styles from './styles.module.css';

/**
 * The explorer's rows as HTML, rendered on the server only (src/plugins/compat-rows), as
 * the compatibility tables' are: the browser carries no row data, and the filter
 * (./rowIndex.ts) reads the rows back from this markup. A row holds what its table's row
 * holds, plus its kind, a link to that table, and a "Try" link when a snippet can show it.
 */

/** `kind`, `of` and the name, read back by the Try link to make the row's snippet. */
function rowAttributes(row: ExplorerRow): string {
  const of = row.of ? ` data-of="${escapeHtml(row.of)}"` : '';
  return `id="${row.id}" data-kind="${row.kind}"${of}`;
}

/** A name may break where a word inside it starts (border<wbr>Bottom): the explorer's first
 *  column is narrow, and a name that does not fit would run over the next one. */
function breakAtHumps(cell: string): string {
  return cell.replace(
    /(<code[^>]*>)([^<]*)(<\/code>)/g,
    (_, open: string, text: string, close: string) =>
      `${open}${text.replace(/([a-z])(?=[A-Z])/g, '$1<wbr>')}${close}`,
  );
}

function featureCell(row: ExplorerRow): string {
  const of = row.of ? `<small class="${styles.of}">of ${escapeHtml(row.of)}</small>` : '';
  return breakAtHumps(nameCell(row)).replace(/<\/th>$/, `${of}</th>`);
}

/** Which native platforms ignore the row's feature without a message (src/data/compat/silent.ts). */
function silentText(row: ExplorerRow): string {
  const on = silentOnNative.get(row.id);
  if (!on) return '';
  const where =
    on.length === 2 ? 'Android and iOS ignore' : `${on[0] === 'ios' ? 'iOS' : 'Android'} ignores`;
  return ` <span class="${styles.silent}">${where} it without a message.</span>`;
}

function linksCell(row: ExplorerRow): string {
  const note = `<span data-note>${noteHtml(row)}${silentText(row)}</span>`;
  const source = `<a class="${styles.source}" href="${baseUrl}${row.href.slice(1)}">${escapeHtml(row.table)}</a>`;
  // Shown once the page is interactive: the link's address is made on demand.
  const tryLink = tryFiles(row)
    ? `<a class="${styles.try}" href="${baseUrl}playground/" data-try>Try on native</a>`
    : '';
  return `<td>${note}${source}${tryLink}</td>`;
}

export function rowsHtml(rows: readonly ExplorerRow[]): string {
  return rows
    .map(
      (row) =>
        `<tr ${rowAttributes(row)}>${featureCell(row)}<td>${featureKinds[row.kind]}</td>${platforms
          .map((platform) => statusCell(row[platform]))
          .join('')}${linksCell(row)}</tr>`,
    )
    .join('');
}

/** Rows as the server hands them to CompatExplorer: their count and markup. */
export function serverRows(rows: readonly ExplorerRow[]): CompatRowsHandle {
  return {count: rows.length, typed: true, html: rowsHtml(rows)};
}
