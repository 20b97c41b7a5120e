import {createHash} from 'node:crypto';
import {gzipSync} from 'node:zlib';
import lunr from 'lunr';
import type {PageContent} from './extract';
import {splitWords, termOf, tokenizer} from './tokenize';
import {fieldBoosts, type SearchDoc, type SearchDocFile, type SearchOptions} from './types';

export interface SearchFile {
  /** `search-doc-<hash>.json` or `lunr-index-<hash>.json`: the hash changes with the content. */
  fileName: string;
  content: string;
}

/** A section before it is cut to size: `code` is indexed but never shown in a snippet. */
export interface IndexedSection extends SearchDoc {
  code: string;
}

/** How much of each section the files keep: the snippet's length, and how many distinct terms of its text are indexed. */
export interface Level {
  snippetChars: number;
  termsPerSection: number;
}

/**
 * From everything to lean. The build takes the first level whose two files fit
 * the budget, so the files stay small as the docs grow: first snippets get
 * shorter, then long sections keep only their most telling words (highest
 * tf-idf), which are the rare ones a reader searches for; the words they
 * lose are the common ones, still found in the sections where they matter.
 * Titles and headings are always indexed in full.
 */
export const levels: Level[] = [
  {snippetChars: 240, termsPerSection: Infinity},
  {snippetChars: 200, termsPerSection: Infinity},
  {snippetChars: 160, termsPerSection: Infinity},
  {snippetChars: 160, termsPerSection: 64},
  {snippetChars: 140, termsPerSection: 48},
  {snippetChars: 120, termsPerSection: 40},
  {snippetChars: 120, termsPerSection: 32},
  {snippetChars: 120, termsPerSection: 24},
  {snippetChars: 100, termsPerSection: 16},
  {snippetChars: 80, termsPerSection: 12},
];

/** `<prefix>-<first 10 hex digits of the SHA-256 of content>.json`. */
export function hashedFileName(prefix: string, content: string): string {
  return `${prefix}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.json`;
}

/** One entry per section: the introduction at the page URL, each heading at its anchor. */
export function toSections(pages: PageContent[]): IndexedSection[] {
  return pages.flatMap((page) =>
    page.sections.map((section) => ({
      url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
      title: page.title,
      subcategory: section.heading,
      text: section.text,
      code: section.code,
    })),
  );
}

/** `text` cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * For each section, the text to index when it may keep only `limit` distinct
 * terms: its words whose terms rank highest by tf-idf (ties by term, so the
 * output is stable).
 */
export function keepTopTerms(texts: string[], limit: number): string[] {
  const words = texts.map((text) => splitWords(text).map(({word}) => ({word, term: termOf(word)})));
  if (limit === Infinity) return words.map((ws) => ws.map((w) => w.word).join(' '));
  const frequencies = words.map((ws) => {
    const tf = new Map<string, number>();
    for (const {term} of ws) if (term) tf.set(term, (tf.get(term) ?? 0) + 1);
    return tf;
  });
  const df = new Map<string, number>();
  for (const tf of frequencies) for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const n = texts.length;
  const idf = (term: string) => Math.log(1 + (n - df.get(term)! + 0.5) / (df.get(term)! + 0.5));
  return words.map((ws, i) => {
    const ranked = [...frequencies[i]].map(([term, tf]) => ({term, weight: tf * idf(term)}));
    ranked.sort((a, b) => b.weight - a.weight || (a.term < b.term ? -1 : 1));
    const kept = new Set(ranked.slice(0, limit).map((r) => r.term));
    return ws.filter((w) => w.term && kept.has(w.term)).map((w) => w.word).join(' ');
  });
}

/**
 * Builds the lunr index; a doc's ref is its position in `sections`. The page
 * title is indexed on the introduction only, so a title match ranks the page
 * itself above each of its sections.
 */
export function buildIndex(sections: SearchDoc[], indexedTexts: string[] = sections.map((s) => s.text)): lunr.Index {
  return lunr(function () {
    this.tokenizer = tokenizer as typeof lunr.tokenizer;
    this.ref('ref');
    for (const [name, boost] of Object.entries(fieldBoosts)) this.field(name, {boost});
    sections.forEach((section, ref) => {
      this.add({
        ref: String(ref),
        title: section.subcategory === null ? section.title : '',
        heading: section.subcategory ?? '',
        text: indexedTexts[ref],
      });
    });
  });
}

/**
 * The index as JSON that `lunr.Index.load` reads, made smaller: scores keep two
 * significant digits (ranking cannot tell the difference), and term numbers
 * follow the alphabetical order of the terms, which gzip compresses well.
 */
export function serializeIndex(index: lunr.Index): string {
  const json = index.toJSON() as unknown as {
    invertedIndex: [string, {_index: number}][];
    fieldVectors: [string, number[]][];
  };
  const renumber = new Map<number, number>();
  json.invertedIndex.forEach(([, posting], i) => {
    renumber.set(posting._index, i);
    posting._index = i;
  });
  json.fieldVectors = json.fieldVectors.map(([ref, elements]) => {
    const pairs: [number, number][] = [];
    for (let i = 0; i < elements.length; i += 2) {
      pairs.push([renumber.get(elements[i])!, Number(elements[i + 1].toPrecision(2))]);
    }
    pairs.sort((a, b) => a[0] - b[0]);
    return [ref, pairs.flat()];
  });
  // lunr only reads the vector of a field a term matched in, never an empty one.
  json.fieldVectors = json.fieldVectors.filter(([, elements]) => elements.length > 0);
  return JSON.stringify(json);
}

export function gzipSize(content: string): number {
  return gzipSync(content, {level: 9}).length;
}

export interface BuildResult {
  searchDoc: SearchFile;
  lunrIndex: SearchFile;
  /** The level the files were built at; `fits` is false when even the leanest exceeds the budget. */
  level: Level;
  fits: boolean;
  gzipBytes: number;
}

export interface Budget {
  /** The most both files may weigh together, gzipped. */
  gzipBytes: number;
  /** The fewest terms a section's text keeps, whatever the budget: search quality comes first. */
  minTermsPerSection: number;
}

/**
 * Both search files for `pages`, at the first level whose gzip size fits the
 * budget, or at the leanest level allowed when none does (`fits` is false then).
 * Sizes fall level by level, so a binary search needs few index builds, and a
 * level whose search-doc file alone is over budget is ruled out without one.
 */
export function buildSearchFiles(
  pages: PageContent[],
  options: SearchOptions,
  budget: Budget = {gzipBytes: Infinity, minTermsPerSection: Infinity},
): BuildResult {
  const sections = toSections(pages);
  const fullTexts = sections.map((s) => (s.code ? `${s.text} ${s.code}` : s.text));
  const allowed = levels.filter((level) => level.termsPerSection >= budget.minTermsPerSection);
  const candidates = allowed.length ? allowed : levels.slice(0, 1);

  const docContentAt = (level: Level) => {
    const searchDocs: SearchDoc[] = sections.map(({url, title, subcategory, text}) => ({
      url,
      title,
      subcategory,
      text: truncate(text, level.snippetChars),
    }));
    const docFile: SearchDocFile = {searchDocs, options};
    return {searchDocs, docContent: JSON.stringify(docFile)};
  };
  const built = new Map<Level, BuildResult>();
  const buildAt = (level: Level): BuildResult => {
    const cached = built.get(level);
    if (cached) return cached;
    const {searchDocs, docContent} = docContentAt(level);
    const indexContent = serializeIndex(buildIndex(searchDocs, keepTopTerms(fullTexts, level.termsPerSection)));
    const gzipBytes = gzipSize(docContent) + gzipSize(indexContent);
    const result = {
      searchDoc: {fileName: hashedFileName('search-doc', docContent), content: docContent},
      lunrIndex: {fileName: hashedFileName('lunr-index', indexContent), content: indexContent},
      level,
      fits: gzipBytes <= budget.gzipBytes,
      gzipBytes,
    };
    built.set(level, result);
    return result;
  };

  let low = 0;
  while (low < candidates.length - 1 && gzipSize(docContentAt(candidates[low]).docContent) > budget.gzipBytes) low++;
  let high = candidates.length - 1;
  let best: BuildResult | undefined;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const result = buildAt(candidates[middle]);
    if (result.fits) {
      best = result;
      high = middle - 1;
    } else {
      low = middle + 1;
    }
  }
  return best ?? buildAt(candidates[candidates.length - 1]);
}
