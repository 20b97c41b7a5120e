import {
  platforms,
  statusOf,
  noteOf,
  type CompatRow,
  type SupportStatus,
} from '@site/src/data/compat/types';

/** Rows whose name, type or notes contain the query (case-insensitive) and, when
 * a status is given, that have that status on at least one platform. */
export function filterRows(
  rows: readonly CompatRow[],
  query: string,
  status?: SupportStatus,
): CompatRow[] {
  const needle = query.trim().toLowerCase();
  return rows.filter((row) => {
    if (status && !platforms.some((p) => statusOf(row[p]) === status)) return false;
    if (!needle) return true;
    const haystack = [row.name, row.type, row.note, ...platforms.map((p) => noteOf(row[p]))]
      .filter(Boolean)
      .join(' ')
      .toLowerCase();
    return haystack.includes(needle);
  });
}
