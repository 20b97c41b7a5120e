/**
 * The compatibility explorer against React Native: every row's Try program (the
 * "Try on native" link) judged on iOS and Android, and what React Native did must
 * agree with the row:
 * - built in or polyfilled: it renders, prints nothing and throws nothing;
 * - partial: it renders (a message may say what is left out);
 * - not supported: it prints a message or throws, or else it is ignored without a
 *   message, which src/data/native/judged.json lists (the explorer says so on the
 *   row), computed here, never by hand.
 */
import {describe, expect, it} from 'vitest';
import {explorerRows, type ExplorerRow} from '@site/src/data/compat/explorer';
import {tryFiles} from '@site/src/data/compat/tryIt';
import {noteOf, statusOf} from '@site/src/data/compat/types';
import type {NativePlatform} from '@site/src/data/native/judge';
import {judgeTools, readJudged, writeJudged, writing} from './judged';
import {programKinds} from './programs';
import {outcome, verdictOf} from './verdicts';

const systems: NativePlatform[] = ['android', 'ios'];
const tried = explorerRows.filter((row) => tryFiles(row));
const idOf = (row: ExplorerRow) => `explorer/${row.id}`;

/** Whether React Native printed nothing and threw nothing for the row on `os`. */
const quiet = (row: ExplorerRow, os: NativePlatform) => {
  const {threw, messages} = verdictOf(idOf(row), os);
  return threw === null && messages.length === 0;
};

/** The rows the judge finds ignored without a message, where the row says "not supported". */
function computedSilence(): Record<string, NativePlatform[]> {
  const silent: Record<string, NativePlatform[]> = {};
  for (const row of tried) {
    const on = systems.filter((os) => statusOf(row[os]) === 'unsupported' && quiet(row, os));
    if (on.length) silent[row.id] = on;
  }
  return Object.fromEntries(Object.entries(silent).sort(([a], [b]) => a.localeCompare(b)));
}

describe(programKinds.explorer, () => {
  it.each(tried.map((row) => [row.id, row] as const))('%s', (_id, row) => {
    for (const os of systems) {
      const verdict = verdictOf(idOf(row), os);
      const status = statusOf(row[os]);
      if (status === 'native' || status === 'polyfilled')
        expect(outcome(verdict)).toEqual({os, threw: null, messages: []});
      if (status === 'partial') expect(outcome(verdict)).toMatchObject({os, threw: null});
    }
  });
});

describe('src/data/native/judged.json', () => {
  it(writing ? 'is written from this run' : 'is what this run computes', () => {
    const computed = {tools: judgeTools(), silentOnNative: computedSilence()};
    if (writing) writeJudged(computed);
    expect(
      readJudged(),
      'src/data/native/judged.json is out of date: run npm run check:native -- --write',
    ).toEqual(computed);
  });

  // The explorer appends "ignored without a message" to a silent row's note: a note
  // that says native prints or throws would contradict it. (A sentence about the
  // web, React DOM's own messages, is not about native.)
  it('lists no row whose note says it prints a message, or throws, on native', () => {
    const claimsMessage =
      /\b(logs?|prints?|warns?|throws?|rejects?)\b|\b(an? )?(error|warning)\b(?<!without an? (error|warning))/i;
    const aboutTheWeb = /React DOM|\bweb\b|browser/i;
    const contradicting = Object.entries(readJudged().silentOnNative).flatMap(([id, on]) => {
      const row = tried.find((r) => r.id === id)!;
      const notes = [row.note, ...on.map((os) => noteOf(row[os]))].filter(Boolean) as string[];
      return notes
        .flatMap((note) => note.split(/(?<=\.)\s+/))
        .filter((sentence) => claimsMessage.test(sentence) && !aboutTheWeb.test(sentence))
        .map((sentence) => `${id}: ${sentence}`);
    });
    expect(contradicting).toEqual([]);
  });
});
