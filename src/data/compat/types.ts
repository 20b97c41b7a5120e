/**
 * Shared shape of every compatibility table on the site. One row says how one
 * feature (an element, prop, CSS property or value, pseudo-state, web API) works
 * on each platform. The data files in this folder are checked against the
 * installed react-strict-dom by tests/unit.
 */

/** How a platform provides a feature. */
export type SupportStatus =
  /** Built into the platform (the browser, or React Native itself). */
  | 'native'
  /** Provided by React Strict DOM's JavaScript on that platform. */
  | 'polyfilled'
  /** Works with limits, given in the note. */
  | 'partial'
  /** Not available: ignored, or a warning/error is logged. */
  | 'unsupported';

export const supportStatuses: readonly SupportStatus[] = [
  'native',
  'polyfilled',
  'partial',
  'unsupported',
];

/** A platform's status, optionally with a note specific to that platform. */
export type PlatformSupport = SupportStatus | {status: SupportStatus; note: string};

export {platforms, type Platform} from '../platforms';

export interface CompatRow {
  /** What the row is about, as written in code: `onClick`, `backgroundColor`, `<html.div>`. */
  name: string;
  /** Type or allowed values, as written in code (optional: not every table has a type column). */
  type?: string;
  web: PlatformSupport;
  android: PlatformSupport;
  ios: PlatformSupport;
  /** Notes that apply to every platform. */
  note?: string;
  /** Issue number in the library's repository that tracks the gap. */
  issue?: number;
}

/**
 * A table's rows as a page hands them to CompatTable: src/plugins/compat-rows makes one of
 * each row list a page imports from this folder. On the server `html` is the rows' markup;
 * in the browser the page carries only the count and how to load that markup, which a
 * table needs only when it renders without the server's HTML (after a client-side
 * navigation): the table the server rendered keeps its rows, and its filter reads them.
 */
export interface CompatRowsHandle {
  count: number;
  /** Whether any row has a type (the first column's heading says "and type"). */
  typed: boolean;
  html: string | (() => Promise<string>);
}

export function statusOf(support: PlatformSupport): SupportStatus {
  return typeof support === 'string' ? support : support.status;
}

export function noteOf(support: PlatformSupport): string | undefined {
  return typeof support === 'string' ? undefined : support.note;
}
