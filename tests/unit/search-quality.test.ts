import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildSearchFiles} from '../../src/plugins/search/build/files';
import type {PageContent} from '../../src/plugins/search/build/extract';
import {createEngine, search} from '../../src/plugins/search/client/engine';
import {collectPages} from '../../src/plugins/search/index';
import questionFile from './fixtures/search-queries.json';
import {scoreQuestions} from './fixtures/search-metrics.mjs';

// Search quality on the reader questions of fixtures/search-queries.json, with the
// engine the browser runs, over the site's own pages: those of build/ when there is
// a build (the freshest), else the snapshot in fixtures/search-corpus.json, so the
// test runs before any build and never skips. Refresh the snapshot after a build:
//   SEARCH_CORPUS=write npx vitest run tests/unit/search-quality.test.ts

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

async function corpus(): Promise<{pages: PageContent[]; source: string}> {
  if (existsSync('build/index.html')) {
    const pages = await builtPages();
    if (process.env.SEARCH_CORPUS === 'write')
      writeFileSync(snapshot, `${JSON.stringify(pages)}\n`);
    return {pages, source: 'build/'};
  }
  if (!existsSync(snapshot)) throw new Error(`Neither build/ nor ${snapshot}: run npm run build.`);
  return {pages: JSON.parse(readFileSync(snapshot, 'utf8')) as PageContent[], source: 'snapshot'};
}

describe('search quality on reader questions', async () => {
  const {pages, source} = await corpus();
  const {searchDoc, lunrIndex} = buildSearchFiles(pages, {highlightResult: true, maxHits: 8});
  const engine = createEngine(JSON.parse(searchDoc.content), JSON.parse(lunrIndex.content));
  const {questions} = questionFile;

  it('has at least 40 questions, each answered by published pages', () => {
    expect(questions.length).toBeGreaterThanOrEqual(40);
    const published = new Set(pages.map((page) => page.url.slice(base.length)));
    for (const {query, pages: answers} of questions) {
      for (const answer of answers) expect(published, `${query} → ${answer}`).toContain(answer);
    }
  });

  it(`finds an answering page in the first five results for 95% of them (${source})`, () => {
    const results = questions.map(({query}) => search(engine, query).map((hit) => hit.url));
    const scores = scoreQuestions(questions, results, base);
    console.log(
      `recall@1 ${(scores.recallAt1 * 100).toFixed(1)}%  recall@5 ${(scores.recallAt5 * 100).toFixed(1)}%  MRR ${scores.mrr.toFixed(3)}`,
    );
    expect(scores.misses).toEqual([]);
    expect(scores.recallAt5).toBeGreaterThanOrEqual(0.95);
  });
});
