import React, {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import {platformLabels} from '@site/src/data/platforms';
import {useEarlyInput} from '@site/src/utils/useEarlyInput';
import {
  platforms,
  supportStatuses,
  type CompatRowsHandle,
  type SupportStatus,
} from '@site/src/data/compat/types';
import {indexRows, keeps, type IndexedRow} from './rowIndex';
import {useRowsBody} from './useRowsBody';
import {CompatLegend} from './Legend';
import {TableScroller} from './Scroller';

export {CompatLegend};
import {statusLabels} from './statusLabels';
import styles from './styles.module.css';

interface Props {
  /** Rows from a data file in src/data/compat/, as src/plugins/compat-rows hands them over. */
  rows: CompatRowsHandle;
  /** Says what the table lists; shown above it and used as its accessible name. */
  caption: string;
  /** Heading of the first column. */
  nameLabel?: string;
}

/**
 * How many rows the filter keeps; it hides the others. The index of the rows is read from
 * the body at the first filtering, and again once the body holds other rows.
 */
function useFilter(
  body: RefObject<HTMLTableSectionElement | null>,
  bodyHtml: object,
  query: string,
  status: SupportStatus | '',
  count: number,
): number {
  const index = useRef<{of: object; rows: IndexedRow[]}>(null);
  const [shown, setShown] = useState(count);
  useEffect(() => {
    if (!body.current || (!query && !status && !index.current)) return;
    if (index.current?.of !== bodyHtml)
      index.current = {of: bodyHtml, rows: indexRows(body.current)};
    let kept = 0;
    for (const entry of index.current.rows) {
      const keep = keeps(entry, query, status || undefined);
      entry.row.hidden = !keep;
      if (keep) kept++;
    }
    setShown(kept);
  }, [body, bodyHtml, query, status]);
  return shown;
}

/** A compatibility table with a legend, a text filter and a status filter. */
export default function CompatTable({rows, caption, nameLabel = 'Name'}: Props): ReactNode {
  const id = useId();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<SupportStatus | ''>('');
  const {body, html} = useRowsBody(rows);
  const shown = useFilter(body, html, query, status, rows.count);
  // A filter typed or picked before the page hydrated applies once it has.
  const queryInput = useEarlyInput<HTMLInputElement>((input) => setQuery(input.value));
  const statusSelect = useEarlyInput<HTMLSelectElement>((select) =>
    setStatus(select.value as SupportStatus | ''),
  );

  return (
    <div
      className={`${styles.compat} offscreen-block`}
      style={{'--compat-rows': rows.count} as CSSProperties}>
      <div className={styles.controls}>
        <label>
          Filter{' '}
          <input
            ref={queryInput}
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
            ref={statusSelect}
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
          {shown} of {rows.count} rows
        </span>
      </div>
      <CompatLegend />
      <TableScroller label={caption}>
        <table id={id}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                {nameLabel}
                {rows.typed && <span className={styles.typeHeading}>and type</span>}
              </th>
              {platforms.map((platform) => (
                <th key={platform} scope="col">
                  {platformLabels[platform]}
                </th>
              ))}
              <th scope="col">Notes</th>
            </tr>
          </thead>
          {/* The rows are one HTML string, not React elements: nothing in them is interactive,
              and as elements the big tables cost thousands of fibers to hydrate (about 2,800
              on api/html/common). The server renders them; the filter hides rows. */}
          <tbody ref={body} dangerouslySetInnerHTML={html} suppressHydrationWarning />
        </table>
      </TableScroller>
    </div>
  );
}
