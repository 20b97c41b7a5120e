import type {SupportStatus} from '@site/src/data/compat/types';

/** What the filter knows of one row: its words (lower case) and its statuses. */
export interface IndexedRow {
  row: HTMLTableRowElement;
  /** Name, type, notes and platform notes, as one lower-case text. */
  text: string;
  statuses: readonly SupportStatus[];
}

/**
 * The filter's index of a table body, read from its rows (the markup of ./rowsHtml.ts):
 * the browser carries no row data, so the filter reads what the server rendered. The
 * name cell holds the name and type; each status cell its status and note; the last cell
 * the row's note and then its issue link, which the filter does not match.
 */
export function indexRows(body: HTMLTableSectionElement): IndexedRow[] {
  return [...body.rows].map((row) => {
    const [nameCell, ...cells] = [...row.cells];
    const notes = cells.pop();
    const statusCells = cells.filter((cell) => cell.dataset.status);
    const words = [
      ...[...(nameCell?.children ?? [])].map((code) => code.textContent),
      [...(notes?.childNodes ?? [])]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim(),
      ...statusCells.map((cell) => cell.querySelector('small')?.textContent),
    ];
    return {
      row,
      text: words.filter(Boolean).join(' ').toLowerCase(),
      statuses: statusCells.map((cell) => cell.dataset.status as SupportStatus),
    };
  });
}

/** Whether the filter keeps a row: its words contain the query (case-insensitive) and,
 * when a status is given, it has that status on at least one platform. */
export function keeps(entry: IndexedRow, query: string, status?: SupportStatus): boolean {
  const needle = query.trim().toLowerCase();
  return (!status || entry.statuses.includes(status)) && entry.text.includes(needle);
}
