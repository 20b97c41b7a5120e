// The JavaScript budget: what a page's HTML starts before any interaction, gzip -9, the
// count `npm run bench` prints (it counts the scripts the browser fetches; the page's HTML
// names every one of them, as tests/e2e/speed.spec.ts checks). src/theme/README.md lists
// what each change to Docusaurus pays towards it.
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {cssPropertyRows, cssValueRows} from '../../src/data/compat/css';
import {allInstance, allProps, htmlElements} from '../../src/data/compat/html';
import {noteOf, platforms, type CompatRow} from '../../src/data/compat/types';
import {recordedMessageIds, recordedMessage} from '../../src/data/recipes/messages';
import {quotedMessages} from '../../src/data/troubleshooting';
import jsBudget from '../../src/data/jsBudget.json';
import {builtAsset, publishedPages, startedScripts} from './build';

const KB = 1024;
/** Budgets in KB: the landing page, and every other page (docs pages and the playground).
 * In a data file, as `npm run payoffs` weighs each change against them too. Docs went from
 * 125 to 126 KB with the 67th page: every page adds its route to main.js and its chunks to
 * the runtime's map, about 90 B gzip on every page (eight pages in issues 48 and 50), and
 * the start after the first paint (issue 46) adds 0.3 KB; /learn/scrolling/ is at 125.2. */
export const budgetKB = {landing: jsBudget.landingKB, docs: jsBudget.docsKB};

const gzipSizes = new Map<string, number>();
/** gzip -9 bytes of the scripts a page starts before any interaction, each counted once. */
function startedBytes(path: string): number {
  return [...new Set(startedScripts(path))].reduce((sum, src) => {
    if (!gzipSizes.has(src)) gzipSizes.set(src, gzipSync(builtAsset(src), {level: 9}).length);
    return sum + gzipSizes.get(src)!;
  }, 0);
}

const over = (path: string, limitKB: number) => {
  const bytes = startedBytes(path);
  return bytes > limitKB * KB
    ? [`/${path}: ${(bytes / KB).toFixed(1)} KB, over ${limitKB} KB by ${bytes - limitKB * KB} B`]
    : [];
};

describe('JavaScript before any interaction (gzip -9)', () => {
  it(`the landing page stays within ${budgetKB.landing} KB`, () => {
    expect(over('', budgetKB.landing)).toEqual([]);
  });

  it(`every docs page stays within ${budgetKB.docs} KB`, () => {
    const docsPages = publishedPages().filter((path) => path !== '');
    expect(docsPages.length).toBeGreaterThan(40);
    expect(docsPages.flatMap((path) => over(path, budgetKB.docs))).toEqual([]);
  });
});

// src/plugins/compat-rows: a page's scripts carry each table's row count, not its rows.
it('no script a page starts before interaction holds a compatibility row', () => {
  const rows: CompatRow[] = [
    ...htmlElements,
    ...allProps,
    ...allInstance,
    ...cssPropertyRows,
    ...cssValueRows,
  ];
  // Notes as the minifier leaves them in a string: plain ASCII, no quotes to escape.
  const notes = rows
    .flatMap((row) => [row.note, ...platforms.map((platform) => noteOf(row[platform]))])
    .filter(
      (note): note is string => !!note && note.length > 30 && /^[ -!#-&(-[\]-~]+$/.test(note),
    );
  expect(notes.length).toBeGreaterThan(100);
  const scripts = new Set(publishedPages().flatMap((path) => startedScripts(path)));
  for (const src of scripts) {
    const code = builtAsset(src).toString('utf8');
    expect(
      notes.filter((note) => code.includes(note)),
      src,
    ).toEqual([]);
  }
});

// src/plugins/kept-markup: the quoted and recorded messages and the recipe and judge stamps are
// rendered on the server; a page's scripts carry neither the components nor their data.
it('no script a page starts before interaction holds a kept component or its data', () => {
  const texts = [
    // Captions, not the messages' texts: pages quote some of those in their prose.
    ...quotedMessages.map((message) => message.printedBy),
    ...recordedMessageIds.map((id) => recordedMessage(id).change),
    // What RecipeStamp, NativeJudgeStamp and RecordedMessage write around their data.
    'whose files this page shows',
    ' lays out differs from what this page says',
    '. Printed by ',
  ].filter((text) => text.length > 10 && /^[ -!#-&(-[\]-~]+$/.test(text));
  expect(texts.length).toBeGreaterThan(30);
  const scripts = new Set(publishedPages().flatMap((path) => startedScripts(path)));
  for (const src of scripts) {
    const code = builtAsset(src).toString('utf8');
    expect(
      texts.filter((text) => code.includes(text)),
      src,
    ).toEqual([]);
  }
});
