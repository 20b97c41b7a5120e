import {readdirSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {collectPages, searchChunkHint} from '../../src/plugins/search/index';
import {resolveDocs} from '../../src/plugins/search/shared/docs';
import {budgetKB} from '../../src/plugins/search/shared/settings';
import {sectionTerms, toSections} from '../../src/plugins/search/build/files';
import type {SearchDocFile, WireIndex} from '../../src/plugins/search/shared/types';
import {
  countPostings,
  decodeLengths,
  decodeTerms,
  readRefs,
} from '../../src/plugins/search/shared/wire';
import {basePath, builtFile, page, publishedPages} from './build';

// The two search files of the build (spec §3 "Search data", §7 "Calls"): the
// search-doc file in the spec's shape, the prebuilt index beside it holding every
// term of every section, and what both weigh.

/** Both files together, gzipped, at most the budget over which the build fails (settings.ts). */
const maxGzipBytes = budgetKB * 1000;

function fileNamed(name: 'search-doc' | 'lunr-index'): string {
  const url = page('')(`meta[name="${name}"]`).attr('content');
  expect(url, name).toMatch(new RegExp(`^${basePath}${name}-[0-9a-f]{10}\\.json$`));
  return builtFile(url!.slice(basePath.length));
}

describe('search files', () => {
  const docContent = fileNamed('search-doc');
  const indexContent = fileNamed('lunr-index');
  const docFile = JSON.parse(docContent) as SearchDocFile;
  const docs = resolveDocs(docFile.searchDocs);
  const wire = JSON.parse(indexContent) as WireIndex;

  it('search-doc has searchDocs of {url, title, subcategory, text} and options {highlightResult, maxHits}', () => {
    expect(Object.keys(docFile).sort()).toEqual(['options', 'searchDocs']);
    expect(docFile.options).toEqual({highlightResult: true, maxHits: expect.any(Number)});
    expect(docFile.options.maxHits).toBeGreaterThan(0);
    expect(docFile.searchDocs.length).toBeGreaterThan(0);
    for (const doc of docFile.searchDocs) {
      expect(Object.keys(doc).sort()).toEqual(['subcategory', 'text', 'title', 'url']);
      expect(typeof doc.title).toBe('string');
      expect(typeof doc.text).toBe('string');
      // A page's introduction has its absolute URL, its title and no subcategory; each
      // section after it has its anchor relative to it, an empty title and its heading.
      const intro = doc.subcategory === null;
      expect(doc.url, doc.url).toMatch(intro ? new RegExp(`^${basePath}[^#]*$`) : /^#[^#]+$/);
      expect(doc.title !== '', doc.url).toBe(intro);
    }
    expect(docFile.searchDocs[0].subcategory).toBeNull();
  });

  it("the engine's chunk, and only it, starts with V8's compile hint (a bundler upgrade that drops it fails here)", () => {
    const hinted = readdirSync('build/assets/js').filter((name) =>
      builtFile(`assets/js/${name}`).startsWith(`${searchChunkHint}\n`),
    );
    expect(hinted).toEqual([expect.stringMatching(/^search\.[0-9a-f]+\.js$/)]);
    // The engine itself is in it, lunr too (one script on activation).
    const chunk = builtFile(`assets/js/${hinted[0]}`);
    expect(chunk).toContain('Unknown search index version');
    expect(chunk).toContain('stopWordFilter');
  });

  it('has an entry for every published page', () => {
    const indexed = new Set(docs.map((doc) => doc.url.split('#')[0]));
    for (const path of publishedPages()) expect(indexed, path).toContain(basePath + path);
  });

  it('lunr-index holds every term of every section, sorted, with body-text postings of its sections only', async () => {
    expect(wire.version).toBe(4);
    const terms = decodeTerms(wire);
    expect([...terms].sort()).toEqual(terms);
    expect(new Set(terms).size).toBe(terms.length);
    const sections = docFile.searchDocs.length;
    const {starts} = countPostings(wire, terms.length, sections);
    // One run of postings a term: as many separators as terms, less one.
    expect(wire.postings.split(' ')).toHaveLength(terms.length);
    let postings = 0;
    let lastRef = 0;
    for (let term = 0; term < terms.length; term++) {
      readRefs(wire.postings, starts, term, (ref) => {
        lastRef = Math.max(lastRef, ref);
        postings++;
      });
    }
    expect(lastRef).toBeLessThan(sections);
    // One title or heading length a section; an introduction's title has a word at least.
    const lengths = decodeLengths(wire, sections);
    docFile.searchDocs.forEach((doc, ref) => {
      if (doc.subcategory === null) expect(lengths[ref], doc.url).toBeGreaterThan(0);
    });

    // Every term the build extracts from the pages, in every field, is in the index.
    const pages = await collectPages({
      outDir: 'build',
      baseUrl: basePath,
      routesPaths: [...new Set(docs.map((doc) => doc.url.split('#')[0]))],
      siteTitle: 'React Strict DOM',
    });
    const extracted = toSections(pages);
    expect(extracted.map((section) => section.url)).toEqual(docs.map((doc) => doc.url));
    const known = new Set(terms);
    let expected = 0;
    const missing: string[] = [];
    extracted.forEach((section, ref) => {
      sectionTerms(section, docFile.searchDocs[ref]).forEach((counts, field) => {
        // Body text (field 0) has its postings in lunr-index; titles and headings are read from search-doc.
        if (field === 0) expected += counts.size;
        for (const term of counts.keys()) if (!known.has(term)) missing.push(term);
      });
    });
    expect(missing).toEqual([]);
    expect(postings).toBe(expected);
  });

  it(`weighs at most ${maxGzipBytes / 1000} kB gzip, both files together`, () => {
    const gzip = (content: string) => gzipSync(content, {level: 9}).length;
    expect(gzip(docContent) + gzip(indexContent)).toBeLessThanOrEqual(maxGzipBytes);
  });
});
