import {featureKinds, type FeatureKind} from '@site/src/data/compat/kinds';
import {
  platforms,
  supportStatuses,
  type Platform,
  type SupportStatus,
} from '@site/src/data/compat/types';

/**
 * The explorer's filter and its place in the address (`?q=sticky&native=unsupported`),
 * so a link answers a question. The address is untrusted: a value the filter does not
 * know is ignored, and the text is capped.
 */

/** A platform's status filter: any status, one status, or any but "not supported". */
export type StatusChoice = '' | 'works' | SupportStatus;

export const statusChoices: readonly StatusChoice[] = ['', 'works', ...supportStatuses];

export interface ExplorerFilter {
  /** Words to find in the name, type, notes or issue number. */
  q: string;
  kind: FeatureKind | '';
  status: Record<Platform, StatusChoice>;
}

/** Longest text the filter takes from an address. */
export const maxQueryLength = 100;

export const emptyFilter: ExplorerFilter = {
  q: '',
  kind: '',
  status: {web: '', android: '', ios: ''},
};

const isKind = (value: string | null): value is FeatureKind =>
  value !== null && Object.hasOwn(featureKinds, value);

const isChoice = (value: string | null): value is StatusChoice =>
  value !== null && (statusChoices as readonly string[]).includes(value);

/**
 * The filter an address's query asks for. `native=…` stands for both Android and iOS;
 * `android=…` or `ios=…` given beside it wins for that platform.
 */
export function parseFilter(search: string): ExplorerFilter {
  const params = new URLSearchParams(search);
  const native = params.get('native');
  const status = Object.fromEntries(
    platforms.map((platform) => {
      const own = params.get(platform);
      const value = own ?? (platform === 'web' ? null : native);
      return [platform, isChoice(value) ? value : ''];
    }),
  ) as Record<Platform, StatusChoice>;
  const kind = params.get('kind');
  return {
    q: (params.get('q') ?? '').slice(0, maxQueryLength),
    kind: isKind(kind) ? kind : '',
    status,
  };
}

/** The query that asks for a filter (with `?`), or '' for no filter. */
export function filterSearch(filter: ExplorerFilter): string {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.kind) params.set('kind', filter.kind);
  const {web, android, ios} = filter.status;
  if (web) params.set('web', web);
  if (android && android === ios) params.set('native', android);
  else {
    if (android) params.set('android', android);
    if (ios) params.set('ios', ios);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the filter knows of one row (read from the page by ./rowIndex.ts). */
export interface RowFacts {
  /** Name, type, owner, note, platform notes and issue number, in lower case. */
  text: string;
  kind: string;
  statuses: Record<Platform, SupportStatus>;
}

function statusMatches(status: SupportStatus, choice: StatusChoice): boolean {
  if (!choice) return true;
  if (choice === 'works') return status !== 'unsupported';
  return status === choice;
}

/**
 * The filter as a test of one row: every word of the text is in it, and kind and statuses
 * match. The words are split once per filter, not once per row.
 */
export function rowTest(filter: ExplorerFilter): (facts: RowFacts) => boolean {
  const words = filter.q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/^#/, ''));
  return (facts) => {
    if (filter.kind && facts.kind !== filter.kind) return false;
    for (const platform of platforms)
      if (!statusMatches(facts.statuses[platform], filter.status[platform])) return false;
    return words.every((word) => facts.text.includes(word));
  };
}
