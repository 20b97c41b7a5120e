import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildSearchFiles} from '../../src/plugins/search/build/files';
import type {PageContent} from '../../src/plugins/search/build/extract';
import {createEngine, search} from '../../src/plugins/search/client/engine';
import {collectPages} from '../../src/plugins/search/index';
import recorded from '../../src/data/recipes/messages.json';
import questionFile from './fixtures/search-queries.json';
import {scoreQuestions} from './fixtures/search-metrics.mjs';

// Search quality on the reader questions of fixtures/search-queries.json, and on the
// messages the troubleshooting page quotes from npm run check:recipes (each must find its
// own section first), with the engine the browser runs, over a fixed input: the site's
// pages as extracted from a build, checked in as fixtures/search-corpus.json. So the figure changes only when the
// engine, the questions or the snapshot do, never with whatever build/ holds. Refresh
// the snapshot from a fresh build when the docs change:
//   SEARCH_CORPUS=write npx vitest run tests/unit/search-quality.test.ts
//   npx prettier --write tests/unit/fixtures/search-corpus.json

const base = '/react-strict-dom/';
const snapshot = join(__dirname, 'fixtures', 'search-corpus.json');

async function builtPages(): Promise<PageContent[]> {
  const files = readdirSync('build', {recursive: true}).map(String);
  const routes = files
    .filter((file) => file.endsWith('index.html'))
    .map((file) => base + file.replace(/index\.html$/, ''));
  return collectPages({
    outDir: 'build',
    baseUrl: base,
    routesPaths: routes,
    siteTitle: 'React Strict DOM',
  });
}

async function corpus(): Promise<PageContent[]> {
  if (process.env.SEARCH_CORPUS === 'write') {
    if (!existsSync('build/index.html'))
      throw new Error('No build/ to snapshot: run npm run build.');
    writeFileSync(snapshot, `${JSON.stringify(await builtPages(), null, 2)}\n`);
  }
  return JSON.parse(readFileSync(snapshot, 'utf8')) as PageContent[];
}

/**
 * The messages `npm run check:recipes` recorded and the troubleshooting page quotes, each
 * with its section: a reader pastes the message's first line into the search box.
 */
function pastedMessages(): Array<{query: string; section: string}> {
  const page = readFileSync(join(__dirname, '../../docs/learn/troubleshooting.mdx'), 'utf8');
  const texts: Record<string, {text: string}> = recorded;
  return (
    page
      .split(/^## /m)
      .slice(1)
      .flatMap((section) => {
        const anchor = /\{#([\w-]+)\}/.exec(section)?.[1];
        return [...section.matchAll(/<RecordedMessage id="([^"]+)"/g)].map((match) => ({
          query: texts[match[1]].text.split('\n')[0],
          section: anchor!,
        }));
      })
      // A recorded style sheet (`@react-strict-dom;`, left as it is) is not a message.
      .filter(({query}) => !query.startsWith('@'))
  );
}

describe('search quality on reader questions', async () => {
  const pages = await corpus();
  const {searchDoc, lunrIndex} = buildSearchFiles(pages, {highlightResult: true, maxHits: 8});
  const engine = createEngine(JSON.parse(searchDoc.content), JSON.parse(lunrIndex.content));
  const pasted = pastedMessages();
  const questions = [
    ...questionFile.questions,
    ...pasted.map(({query}) => ({query, pages: ['learn/troubleshooting/']})),
  ];

  it.each(pasted.map(({query, section}) => [query, section]))(
    'a pasted message, %s, finds its section first',
    (query, section) => {
      expect(search(engine, query)[0]?.url).toBe(`${base}learn/troubleshooting/#${section}`);
    },
  );

  it('has at least 100 questions, each answered by published pages', () => {
    expect(questions.length).toBeGreaterThanOrEqual(100);
    const published = new Set(pages.map((page) => page.url.slice(base.length)));
    for (const {query, pages: answers} of questions) {
      for (const answer of answers) expect(published, `${query} → ${answer}`).toContain(answer);
    }
  });

  it('finds an answering page in the first five results for 95% of them', () => {
    const results = questions.map(({query}) => search(engine, query).map((hit) => hit.url));
    const scores = scoreQuestions(questions, results, base);
    console.log(
      `recall@1 ${(scores.recallAt1 * 100).toFixed(1)}%  recall@5 ${(scores.recallAt5 * 100).toFixed(1)}%  MRR ${scores.mrr.toFixed(3)}`,
    );
    // Symptoms in readers' words may miss now and then: the gate is the share, and the
    // misses are listed for whoever tunes the engine or the pages next.
    for (const {query, got} of scores.misses) console.log(`missed "${query}": ${got.join(', ')}`);
    expect(scores.recallAt5).toBeGreaterThanOrEqual(0.95);
  });

  it('finds each guide for Android and iOS first from its question', () => {
    const first = questions.filter((q) => 'first' in q && q.first === true);
    expect(first.length).toBeGreaterThanOrEqual(7);
    for (const {query, pages: answers} of first)
      expect(search(engine, query)[0]?.url.startsWith(`${base}${answers[0]}`), query).toBe(true);
  });

  it('finds a native message’s entry first when the message is pasted as Metro prints it', () => {
    const pasted = questions.filter(
      (q): q is typeof q & {anchor: string} => 'anchor' in q && typeof q.anchor === 'string',
    );
    expect(pasted.length).toBeGreaterThanOrEqual(10);
    for (const {query, pages: answers, anchor} of pasted) {
      expect(search(engine, query)[0]?.url, query).toBe(`${base}${answers[0]}#${anchor}`);
    }
  });
});
