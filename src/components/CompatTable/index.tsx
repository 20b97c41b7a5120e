import React, {useId, useMemo, useState, type ReactNode} from 'react';
import {githubUrl} from '@site/src/data/site';
import {platformLabels} from '@site/src/data/platforms';
import {
  noteOf,
  platforms,
  statusOf,
  supportStatuses,
  type CompatRow,
  type PlatformSupport,
  type SupportStatus,
} from '@site/src/data/compat/types';
import {filterRows} from './filterRows';
import styles from './styles.module.css';

interface Props {
  /** Rows from a data file in src/data/compat/. */
  rows: readonly CompatRow[];
  /** Says what the table lists; shown above it and used as its accessible name. */
  caption: string;
  /** Heading of the first column. */
  nameLabel?: string;
}

export const statusLabels: Record<SupportStatus, string> = {
  native: 'Built in',
  polyfilled: 'Polyfilled',
  partial: 'Partial',
  unsupported: 'Not supported',
};

/** One platform's cell: the status icon is CSS (styles.module.css), so a cell is one element
 * plus its note; long tables stay cheap to lay out and to hydrate. */
function StatusCell({support}: {support: PlatformSupport}): ReactNode {
  const status = statusOf(support);
  const note = noteOf(support);
  return (
    <td className={styles.status} data-status={status}>
      {statusLabels[status]}
      {note && <small className={styles.cellNote}>{note}</small>}
    </td>
  );
}

/** Meaning of the icons, shown once above each table. */
export function CompatLegend(): ReactNode {
  return (
    <ul className={styles.legend} aria-label="Legend">
      {supportStatuses.map((status) => (
        <li key={status} className={styles.status} data-status={status}>
          {statusLabels[status]}
        </li>
      ))}
    </ul>
  );
}

/** A compatibility table with a legend, a text filter and a status filter. */
export default function CompatTable({rows, caption, nameLabel = 'Name'}: Props): ReactNode {
  const id = useId();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<SupportStatus | ''>('');
  const shown = useMemo(() => filterRows(rows, query, status || undefined), [rows, query, status]);

  return (
    <div className={styles.compat}>
      <div className={styles.controls}>
        <label>
          Filter{' '}
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={`${nameLabel}, type or note`}
            aria-controls={id}
          />
        </label>
        <label>
          Status{' '}
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value as SupportStatus | '')}
            aria-controls={id}>
            <option value="">Any</option>
            {supportStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]} somewhere
              </option>
            ))}
          </select>
        </label>
        <span role="status" className={styles.count}>
          {shown.length} of {rows.length} rows
        </span>
      </div>
      <CompatLegend />
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
        <table id={id}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                {nameLabel}
                {rows.some((row) => row.type) && (
                  <span className={styles.typeHeading}>and type</span>
                )}
              </th>
              {platforms.map((platform) => (
                <th key={platform} scope="col">
                  {platformLabels[platform]}
                </th>
              ))}
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  <code className={styles.name}>{row.name}</code>
                  {row.type && <code className={styles.type}>{row.type}</code>}
                </th>
                {platforms.map((platform) => (
                  <StatusCell key={platform} support={row[platform]} />
                ))}
                <td>
                  {row.note}
                  {row.issue && (
                    <>
                      {row.note && ' '}
                      <a href={`${githubUrl}/issues/${row.issue}`}>#{row.issue}</a>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
