import React, {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from 'react';
import {platformLabels} from '@site/src/data/platforms';
import {baseUrl} from '@site/src/data/site';
import {featureKinds, type FeatureKind} from '@site/src/data/compat/kinds';
import {
  platforms,
  supportStatuses,
  type CompatRowsHandle,
  type Platform,
  type SupportStatus,
} from '@site/src/data/compat/types';
import {pageChromeAttribute} from '@site/src/utils/pageChrome';
import {useEarlyInput} from '@site/src/utils/useEarlyInput';
import {CompatLegend} from '../CompatTable/Legend';
import {TableScroller} from '../CompatTable/Scroller';
import {statusLabels} from '../CompatTable/statusLabels';
import {useRowsBody} from '../CompatTable/useRowsBody';
import tableStyles from '../CompatTable/styles.module.css';
import {
  emptyFilter,
  filterSearch,
  rowTest,
  maxQueryLength,
  parseFilter,
  statusChoices,
  type ExplorerFilter,
  type StatusChoice,
} from './filter';
import {indexRows, tryTarget, type IndexedRow} from './rowIndex';
import styles from './styles.module.css';

interface Props {
  /** The explorer's rows (src/data/compat/explorer.ts), as src/plugins/compat-rows hands them over. */
  rows: CompatRowsHandle;
  /** How many rows have each status on each platform. */
  counts: Record<Platform, Record<SupportStatus, number>>;
}

const choiceLabels: Record<StatusChoice, string> = {
  '': 'Any',
  works: 'Works',
  ...statusLabels,
};

/** The counts the page opens with: one row per platform, one column per status. */
const Counts = memo(function Counts({counts}: Pick<Props, 'counts'>): ReactNode {
  // Scrolls on its own, and can take the focus to, on a narrow screen.
  return (
    <TableScroller className={styles.counts} label="Features by status">
      <table>
        <caption>Features by status on each platform</caption>
        <thead>
          <tr>
            <th scope="col">Platform</th>
            {supportStatuses.map((status) => (
              <th key={status} scope="col" className={tableStyles.status} data-status={status}>
                {statusLabels[status]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {platforms.map((platform) => (
            <tr key={platform}>
              <th scope="row">{platformLabels[platform]}</th>
              {supportStatuses.map((status) => (
                <td key={status}>{counts[platform][status]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
});

/** The address follows the filter once typing pauses: a write cost each key 9 ms at 4× CPU. */
const addressWriteDelayMs = 300;

/** Matching rows a filter shows: a few screenfuls. Showing or hiding a row costs its
 *  style, layout and paint, so a filter's frame stays bounded however many rows match
 *  ("Show all" reveals the others; npm run bench, scripts/bench/explorer.mjs). */
const firstShown = 50;
/** Rows "Show all" reveals per frame, so that a key typed meanwhile waits for one slice. */
const shownPerFrame = 50;

/** How many rows match the filter, and how many of them are on show. */
interface Shown {
  matched: number;
  shown: number;
}

/** What the status says: how many rows are on show, of how many that match. */
function statusText({matched, shown}: Shown, count: number): string {
  if (matched === 0)
    return `Showing 0 of ${count} features: none matches. What no row names is not part of React Strict DOM.`;
  if (shown === matched) return `Showing ${shown} of ${count} features`;
  return matched === count
    ? `Showing the first ${shown} of ${count} features`
    : `Showing the first ${shown} of ${matched} matching features (${count} in all)`;
}

/**
 * Writes what a filter shows into the status line and the "Show all" button. They are
 * written here, not through React state: a second render per key cost up to 10 ms at 4×
 * CPU (npm run bench).
 */
function writeShown(
  status: HTMLSpanElement | null,
  button: HTMLButtonElement | null,
  shown: Shown,
  count: number,
): void {
  const text = statusText(shown, count);
  if (status && status.textContent !== text) status.textContent = text;
  if (!button) return;
  button.hidden = shown.shown >= shown.matched;
  button.textContent = `Show all ${shown.matched} ${shown.matched === count ? 'features' : 'matching features'}`;
}

/**
 * Hides the rows the filter leaves out, shows the first `limit` matches, and writes how
 * many match. Before the next paint, every row left out is hidden and the first
 * `firstShown` matches are shown; more (after "Show all") follow, `shownPerFrame` a frame.
 * The page opens with every row, as the server rendered it, until a filter applies. The
 * index is read from the body at the first filtering, and again once it holds other rows.
 * `reveal` is called with the first row shown past `firstShown`, once.
 */
function useFilteredRows(
  body: RefObject<HTMLTableSectionElement | null>,
  bodyHtml: object,
  filter: ExplorerFilter,
  limit: number,
  count: number,
  status: RefObject<HTMLSpanElement | null>,
  showAll: RefObject<HTMLButtonElement | null>,
  reveal: RefObject<((row: HTMLTableRowElement) => void) | null>,
): void {
  // The rows, and whether each is hidden now: reading `hidden` back from every row
  // costs more than the filter's test.
  const index = useRef<{of: object; rows: IndexedRow[]; hidden: boolean[]}>(null);
  // A layout effect: the count and the top rows change before the browser paints again.
  useLayoutEffect(() => {
    if (!body.current || (filter === emptyFilter && !index.current)) return;
    if (index.current?.of !== bodyHtml || index.current.rows.length === 0) {
      const rows = indexRows(body.current);
      index.current = {of: bodyHtml, rows, hidden: rows.map(({row}) => row.hidden !== false)};
    }
    const {rows, hidden} = index.current;
    const keeps = rowTest(filter);
    // Matches shown in later frames, by index; `hidden` counts them as shown already.
    const later: number[] = [];
    let matched = 0;
    // A row that stays as it was is not touched: each write invalidates its style.
    rows.forEach((entry, i) => {
      const show = keeps(entry) && ++matched <= limit;
      if (show === !hidden[i]) return;
      hidden[i] = !show;
      if (!show || matched <= firstShown) entry.row.hidden = !show;
      else later.push(i);
    });
    // The first row "Show all" reveals is shown at once, for the focus to go to it.
    const first = later[0];
    if (first !== undefined && reveal.current) {
      later.shift();
      const {row} = rows[first];
      row.hidden = false;
      reveal.current(row);
    }
    let frame = 0;
    const showLater = () => {
      for (const i of later.splice(0, shownPerFrame)) rows[i].row.hidden = false;
      if (later.length) frame = requestAnimationFrame(showLater);
    };
    if (later.length) frame = requestAnimationFrame(showLater);
    writeShown(
      status.current,
      showAll.current,
      rows.length ? {matched, shown: Math.min(matched, limit)} : {matched: count, shown: count},
      count,
    );
    return () => {
      cancelAnimationFrame(frame);
      // Rows still waiting stay hidden: the next filter decides on them.
      for (const i of later) hidden[i] = true;
    };
  }, [body, bodyHtml, filter, limit, count, status, showAll, reveal]);
}

/** The address of a row's Try link: the playground, in the Native view, with the row's snippet. */
async function tryUrl(row: HTMLTableRowElement): Promise<string | null> {
  const [{tryFiles}, {encodeFiles, shareHash}] = await Promise.all([
    import('@site/src/data/compat/tryIt'),
    import('@site/src/components/LiveEditor/shareUrl'),
  ]);
  const files = tryFiles(tryTarget(row));
  return files ? `${baseUrl}playground/#${shareHash(await encodeFiles(files), 'native')}` : null;
}

/** The Try link an event reached, with its row, if any. */
function tryLinkOf(event: Event): {link: HTMLAnchorElement; row: HTMLTableRowElement} | null {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-try]');
  const row = link?.closest('tr');
  return link && row ? {link, row} : null;
}

/** Gives a Try link its address once a pointer or the focus reaches it. */
async function prepareTry(event: Event): Promise<string | null> {
  const found = tryLinkOf(event);
  if (!found) return null;
  const {link, row} = found;
  if (link.dataset.ready === undefined) {
    const url = await tryUrl(row);
    if (!url) return null;
    link.href = url;
    link.dataset.ready = '';
  }
  return link.href;
}

/** A click that reached a Try link before its address was made waits for it. */
function followTry(event: MouseEvent): void {
  const found = tryLinkOf(event);
  if (!found || found.link.dataset.ready !== undefined) return;
  event.preventDefault();
  void prepareTry(event).then((url) => url && window.location.assign(url));
}

/** The Try links of the rows' markup, by delegation: the rows are not React's. */
function useTryLinks(body: RefObject<HTMLTableSectionElement | null>): void {
  useEffect(() => {
    const rows = body.current;
    if (!rows) return;
    const prepare = (event: Event) => void prepareTry(event);
    rows.addEventListener('pointerover', prepare);
    rows.addEventListener('focusin', prepare);
    rows.addEventListener('click', followTry);
    return () => {
      rows.removeEventListener('pointerover', prepare);
      rows.removeEventListener('focusin', prepare);
      rows.removeEventListener('click', followTry);
    };
  }, [body]);
}

/** The rows' table. Memoised, as are the counts and the legend: a keystroke re-renders the
 *  form only, and React does not walk the table's head again (a frame at 4× CPU is short). */
const RowsTable = memo(function RowsTable({
  id,
  body,
  html,
}: {
  id: string;
  body: RefObject<HTMLTableSectionElement | null>;
  html: {__html: string};
}): ReactNode {
  // The rows repeat the other pages' tables: search and the Markdown copy leave them out
  // (the copy points to compat.json instead).
  return (
    <TableScroller {...{[pageChromeAttribute]: ''}} label="Every feature">
      {/* Rows laid out as grids: see styles.module.css. */}
      <table id={id} className={styles.rows}>
        <caption>Every feature, with its status on each platform</caption>
        <thead>
          <tr>
            <th scope="col">
              Feature<span className={tableStyles.typeHeading}>and type</span>
            </th>
            <th scope="col">Kind</th>
            {platforms.map((platform) => (
              <th key={platform} scope="col">
                {platformLabels[platform]}
              </th>
            ))}
            <th scope="col">Notes and links</th>
          </tr>
        </thead>
        {/* The server's rows (./rowsHtml.ts), as in CompatTable: nothing in them is React. */}
        <tbody ref={body} dangerouslySetInnerHTML={html} suppressHydrationWarning />
      </table>
    </TableScroller>
  );
});

const Legend = memo(CompatLegend);

/** The kind and status choices. Memoised: a key typed into Find re-renders neither (at 4×
 *  CPU a frame is short, npm run bench). */
const KindAndStatus = memo(function KindAndStatus({
  kind,
  status,
  setFilter,
  controls,
}: Pick<ExplorerFilter, 'kind' | 'status'> & {
  setFilter: Dispatch<SetStateAction<ExplorerFilter>>;
  /** The id of the table the choices filter. */
  controls: string;
}): ReactNode {
  const setStatus = (platform: Platform, choice: StatusChoice) =>
    setFilter((current) => ({...current, status: {...current.status, [platform]: choice}}));
  return (
    <>
      <label>
        Kind{' '}
        <select
          value={kind}
          onChange={(event) =>
            setFilter((current) => ({...current, kind: event.target.value as FeatureKind | ''}))
          }
          aria-controls={controls}>
          <option value="">Any</option>
          {Object.entries(featureKinds).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <fieldset className={styles.statuses}>
        <legend>Status</legend>
        {platforms.map((platform) => (
          <label key={platform}>
            {platformLabels[platform]}{' '}
            <select
              value={status[platform]}
              onChange={(event) => setStatus(platform, event.target.value as StatusChoice)}
              aria-controls={controls}>
              {statusChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {choiceLabels[choice]}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
    </>
  );
});

/**
 * Every row of every compatibility table in one table, filtered by text, kind and status
 * per platform. The rows are the server's markup; the filter hides rows, and its state
 * lives in the address (`?q=sticky&native=unsupported`).
 */
export default function CompatExplorer({rows, counts}: Props): ReactNode {
  const id = useId();
  const [filter, setFilter] = useState<ExplorerFilter>(emptyFilter);
  // The filter "Show all" was pressed for: a new filter shows its first matches only.
  const [allShownFor, setAllShownFor] = useState<ExplorerFilter | null>(null);
  const limit = allShownFor === filter ? Infinity : firstShown;
  const [ready, setReady] = useState(false);
  const {body, html} = useRowsBody(rows);
  // "Show all" moves the focus to the first row it reveals, where reading goes on.
  const reveal = useRef<((row: HTMLTableRowElement) => void) | null>(null);
  const status = useRef<HTMLSpanElement>(null);
  const showAll = useRef<HTMLButtonElement>(null);
  useFilteredRows(body, html, filter, limit, rows.count, status, showAll, reveal);
  useTryLinks(body);
  const queryInput = useEarlyInput<HTMLInputElement>((input) => {
    if (input.value) setFilter((current) => ({...current, q: input.value}));
  });

  // The address's filter applies once the page is interactive; then the filter writes it.
  useEffect(() => {
    const asked = parseFilter(window.location.search);
    // The server renders no address's filter: it can only apply after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFilter((current) => (filterSearch(asked) ? {...asked, q: asked.q || current.q} : current));
    setReady(true);
  }, []);
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      const url = `${window.location.pathname}${filterSearch(filter)}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', url);
    }, addressWriteDelayMs);
    return () => clearTimeout(timer);
  }, [filter, ready]);

  const active = filterSearch(filter) !== '';

  return (
    <div className={`${tableStyles.compat} ${styles.explorer}`} data-ready={ready || undefined}>
      <Counts counts={counts} />
      <form
        className={`${tableStyles.controls} ${styles.controls}`}
        role="search"
        aria-label="Filter the features"
        onSubmit={(event) => event.preventDefault()}>
        <label className={styles.query}>
          Find{' '}
          <input
            ref={queryInput}
            type="search"
            value={filter.q}
            maxLength={maxQueryLength}
            onChange={(event) => setFilter({...filter, q: event.target.value})}
            placeholder="sticky, onDoubleClick, vh, #issue…"
            aria-controls={id}
          />
        </label>
        <KindAndStatus
          kind={filter.kind}
          status={filter.status}
          setFilter={setFilter}
          controls={id}
        />
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={!active}
          onClick={() => setFilter(emptyFilter)}>
          Clear
        </button>
        {/* Its text and the "Show all" button are written by useFilteredRows. */}
        <span ref={status} role="status" className={tableStyles.count}>
          {statusText({matched: rows.count, shown: rows.count}, rows.count)}
        </span>
      </form>
      <Legend />
      <noscript>
        <p>Filtering needs JavaScript: every feature is listed below.</p>
      </noscript>
      <RowsTable id={id} body={body} html={html} />
      <button
        ref={showAll}
        type="button"
        hidden
        className={`button button--secondary ${styles.showAll}`}
        aria-controls={id}
        onClick={() => {
          reveal.current = (row) => {
            reveal.current = null;
            row.tabIndex = -1;
            row.focus();
          };
          setAllShownFor(filter);
        }}>
        Show all
      </button>
    </div>
  );
}
