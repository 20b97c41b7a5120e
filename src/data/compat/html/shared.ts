/** Row builders and notes shared by the `html` support tables (see ./index.ts). */
import type {CompatRow, PlatformSupport} from '../types';

type Native = PlatformSupport | {android: PlatformSupport; ios: PlatformSupport};

interface Extra {
  web?: PlatformSupport;
  issue?: number;
}

/** One table row; `native` is either one status for both platforms or one each. */
export function row(
  name: string,
  type: string | undefined,
  native: Native,
  note?: string,
  extra: Extra = {},
): CompatRow {
  const split = typeof native === 'object' && 'android' in native;
  return {
    name,
    ...(type ? {type} : {}),
    web: extra.web ?? 'native',
    android: split ? native.android : native,
    ios: split ? native.ios : native,
    ...(note ? {note} : {}),
    ...(extra.issue ? {issue: extra.issue} : {}),
  };
}

/** Unsupported and silent: the status says it all, so no note. */
export const ignored = '';
export const warned = 'Native logs an "unsupported prop" warning in development.';
export const textInputOnly = 'Native: input and textarea only.';
export const reactDomIgnores =
  'React DOM 19.0 has no such event: it logs an error and ignores the handler.';

/** The type shown for event handler props. */
export const handler = '(event) => void';

export const referrerPolicy =
  "'no-referrer' | 'no-referrer-when-downgrade' | 'origin' | 'origin-when-cross-origin' | 'same-origin' | 'strict-origin' | 'strict-origin-when-cross-origin' | 'unsafe-url'";

export const scaled = 'Native: adjusted for the viewport scale, if set.';

export function api(name: string, native: Native, note?: string): CompatRow {
  return row(name, undefined, native, note);
}
