import {platforms, type Platform, type SupportStatus} from '@site/src/data/compat/types';
import type {TryTarget} from '@site/src/data/compat/tryIt';
import type {FeatureKind} from '@site/src/data/compat/kinds';
import type {RowFacts} from './filter';

/**
 * The filter's index, read from the rows the server rendered (./rowsHtml.ts): the name
 * cell holds the name, the type and the owner; three status cells (web, Android, iOS) their
 * status and note; the last cell the note and issue (`[data-note]`) and then links.
 */
export interface IndexedRow extends RowFacts {
  row: HTMLTableRowElement;
}

export function indexRows(body: HTMLTableSectionElement): IndexedRow[] {
  return [...body.rows].map((row) => {
    const statusCells = [...row.querySelectorAll<HTMLElement>('td[data-status]')];
    const words = [
      row.cells[0]?.textContent,
      row.querySelector('[data-note]')?.textContent,
      ...statusCells.map((cell) => cell.querySelector('small')?.textContent),
    ];
    return {
      row,
      text: words.filter(Boolean).join(' ').toLowerCase(),
      kind: row.dataset.kind ?? '',
      statuses: Object.fromEntries(
        platforms.map((platform, i) => [platform, statusCells[i]?.dataset.status]),
      ) as Record<Platform, SupportStatus>,
    };
  });
}

/** What the row's Try link makes its snippet from. */
export function tryTarget(row: HTMLTableRowElement): TryTarget {
  const [name, type] = [...(row.cells[0]?.querySelectorAll('code') ?? [])].map(
    (code) => code.textContent ?? '',
  );
  return {
    name: name ?? '',
    ...(type ? {type} : {}),
    kind: row.dataset.kind as FeatureKind,
    ...(row.dataset.of ? {of: row.dataset.of} : {}),
  };
}
