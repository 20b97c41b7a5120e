// @vitest-environment jsdom
import {beforeAll, describe, expect, it} from 'vitest';
import {explorerRows, type ExplorerRow} from '@site/src/data/compat/explorer';
import {silentOnNative, type NativePlatform} from '@site/src/data/compat/silent';
import {tryFiles} from '@site/src/data/compat/tryIt';
import {statusOf} from '@site/src/data/compat/types';
import {enableAct, runSnippet} from './nativeRun';

// The check that keeps the compatibility data honest: every row's Try program (what the
// explorer's "Try on native" link opens) runs on the library's native build for Android
// and for iOS, and what the library does must agree with the row:
// - built in or polyfilled: it renders and the library prints nothing;
// - partial: it renders (a message may say what is left out);
// - not supported: the library prints a message or throws, unless the row is listed in
//   src/data/compat/silent.ts, where it must print nothing (React Native ignores it).

beforeAll(enableAct);

const nativePlatforms: readonly NativePlatform[] = ['android', 'ios'];

interface Outcome {
  printed: string[];
  threw?: string;
}

async function outcome(row: ExplorerRow, os: NativePlatform): Promise<Outcome> {
  try {
    const {printed} = await runSnippet(tryFiles(row)!, {os});
    return {printed: printed.map((line) => `[${line.level}] ${line.text}`)};
  } catch (error) {
    return {printed: [], threw: String(error)};
  }
}

/** What the row says the library does on `os`, in the words of the expectation. */
function expected(row: ExplorerRow, os: NativePlatform): 'silent' | 'renders' | 'refuses' {
  const status = statusOf(row[os]);
  if (status === 'native' || status === 'polyfilled') return 'silent';
  if (status === 'partial') return 'renders';
  return silentOnNative.get(row.id)?.includes(os) ? 'silent' : 'refuses';
}

const tried = explorerRows.filter((row) => tryFiles(row));

describe('the native build agrees with each row', () => {
  it.each(tried.map((row) => [row.id, row] as const))('%s', async (_id, row) => {
    for (const os of nativePlatforms) {
      const {printed, threw} = await outcome(row, os);
      const expectation = expected(row, os);
      const seen = {os, printed, threw};
      if (expectation === 'silent') expect(seen).toEqual({os, printed: [], threw: undefined});
      if (expectation === 'renders') expect(seen).toMatchObject({os, threw: undefined});
      if (expectation === 'refuses')
        expect(printed.length > 0 || threw !== undefined, JSON.stringify(seen)).toBe(true);
    }
  });

  it('lists in silent.ts only rows that exist and are not supported where listed', () => {
    const byId = new Map(explorerRows.map((row) => [row.id, row]));
    for (const [id, platforms] of silentOnNative) {
      const row = byId.get(id);
      expect(row, id).toBeDefined();
      for (const os of platforms) expect(statusOf(row![os]), `${id} on ${os}`).toBe('unsupported');
    }
  });
});
