import lunr from 'lunr';
import {camelParts, splitWords, termOf} from './tokenize';
import type {SearchDoc, SearchDocFile, SearchOptions} from './types';

/** A stretch of displayed text, marked when it is a matched word. */
export interface Segment {
  text: string;
  mark: boolean;
}

export interface Hit {
  url: string;
  title: Segment[];
  heading: Segment[] | null;
  snippet: Segment[];
  /**
   * The matched word, as written, for the destination page to mark: the first
   * one typed in full, else one the query starts, else the first shown (snippet
   * first); null if none shows.
   */
  word: string | null;
}

// Typo tolerance starts at four letters: shorter words have too many neighbours.
const minFuzzyLength = 4;
const snippetLength = 120;

export interface SearchEngine {
  docs: SearchDoc[];
  options: SearchOptions;
  /** Null when there are no documents: search is then never run (spec §5). */
  index: lunr.Index | null;
  /** Every term of the index, for typo matching against stems. */
  terms: string[];
}

export function createEngine(docFile: SearchDocFile, serializedIndex: object): SearchEngine {
  const docs = docFile.searchDocs ?? [];
  const index = docs.length ? lunr.Index.load(serializedIndex) : null;
  const terms = index ? Object.keys((index as unknown as {invertedIndex: object}).invertedIndex) : [];
  return {docs, options: docFile.options, index, terms};
}

/** Whether `a` and `b` differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length || i === b.length) return true;
  return (
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i) ||
    a.slice(i) === b.slice(i + 1) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
  );
}

/**
 * Index terms one typo away from the start of `word`. The index holds stems,
 * often much shorter than the word typed (`components` is `compon`), so lunr's
 * own edit distance misses `compnents`; comparing each stem with the word's
 * prefix of about its length finds it. Terms must share the first letter
 * (lunr's own edit distance covers a wrong first letter).
 */
export function typoTerms(terms: string[], word: string): string[] {
  if (word.length < minFuzzyLength) return [];
  return terms.filter((term) => {
    if (term.length < minFuzzyLength || term[0] !== word[0] || term.length > word.length + 1) return false;
    // A stem that merely starts the word is no typo (`defin` in `definevar`).
    if (word.startsWith(term)) return false;
    for (const length of [term.length - 1, term.length, term.length + 1]) {
      if (length <= word.length && withinOneEdit(term, word.slice(0, length))) return true;
    }
    return false;
  });
}

/**
 * The query words: lunr's syntax is never parsed (the `Query` API takes plain
 * terms), and words are split on everything that is not a letter or digit,
 * so `:` `~` `^` `*` `+` `-` in a query are only separators.
 */
export function queryWords(query: string): string[] {
  return [...new Set(splitWords(query).map(({word}) => word.toLowerCase()))];
}

/**
 * Clauses for one word: exact (stemmed) first, then as a prefix, then one typo
 * away: from its stem (`defnieVars` → definevar), from the word itself, or
 * from a stem that starts the word (see typoTerms).
 */
function addClauses(q: lunr.Query, word: string, terms: string[]): void {
  q.term(word, {usePipeline: true, boost: 10});
  q.term(word, {usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: 4});
  if (word.length >= minFuzzyLength) {
    q.term(word, {usePipeline: true, editDistance: 1, boost: 1});
    if (lunr.stemmer(new lunr.Token(word, {})).toString() !== word) {
      q.term(word, {usePipeline: false, editDistance: 1, boost: 1});
    }
    const nearStems = typoTerms(terms, word);
    if (nearStems.length) q.term(nearStems, {usePipeline: false, boost: 1});
  }
}

/**
 * Ranked results for `query`. Each word matches exactly, as a prefix or with
 * one typo; pages containing every word (stop words aside) come first, and the
 * rest only when no page has them all. Never throws on user input.
 */
export function search(engine: SearchEngine, query: string, maxHits = engine.options.maxHits): Hit[] {
  const {index, docs, terms} = engine;
  const words = queryWords(query);
  if (!index || words.length === 0) return [];
  const results = index.query((q) => words.forEach((word) => addClauses(q, word, terms)));

  // Keep the results that match every meaningful word, when some do.
  const required = words.filter((word) => termOf(word) !== null);
  let kept = results;
  if (required.length > 1) {
    let common: Set<string> | undefined;
    for (const word of required) {
      const refs = new Set(index.query((q) => addClauses(q, word, terms)).map((r) => r.ref));
      if (refs.size === 0) continue; // An unknown word does not empty the list.
      const previous: Set<string> | undefined = common;
      common = previous ? new Set([...previous].filter((ref) => refs.has(ref))) : refs;
    }
    const all = common;
    if (all && all.size > 0) kept = results.filter((r) => all.has(r.ref));
  }

  // Titles weigh most: a page whose title matches comes before any section that
  // matches only in its heading or text, whatever lunr's scores say.
  const inTitle = (result: lunr.Index.Result) =>
    Object.values(result.matchData.metadata).some((fields) => 'title' in fields);
  kept = [...kept.filter(inTitle), ...kept.filter((result) => !inTitle(result))];

  return kept.slice(0, maxHits).map((result) => {
    const doc = docs[Number(result.ref)];
    const terms = new Set(Object.keys(result.matchData.metadata));
    const title = highlight(doc.title, terms);
    const heading = doc.subcategory === null ? null : highlight(doc.subcategory, terms);
    const snippet = excerpt(highlight(doc.text, terms), snippetLength);
    const marked = [snippet, heading ?? [], title].flat().filter((s) => s.mark);
    const lower = (s: Segment) => s.text.toLowerCase();
    const word = (
      marked.find((s) => words.includes(lower(s))) ??
      marked.find((s) => words.some((w) => lower(s).startsWith(w))) ??
      marked[0]
    )?.text ?? null;
    return {url: doc.url, title, heading, snippet, word};
  });
}

/** Whether a displayed word is one of the matched index terms (whole, or one of its camelCase parts). */
function matches(word: string, terms: Set<string>): boolean {
  const term = termOf(word);
  if (term && terms.has(term)) return true;
  return camelParts(word).some((part) => {
    const partTerm = termOf(part);
    return partTerm !== null && terms.has(partTerm);
  });
}

/** `text` split into segments, the words matching `terms` marked. */
export function highlight(text: string, terms: Set<string>): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const {word, start} of splitWords(text)) {
    if (!matches(word, terms)) continue;
    if (start > last) segments.push({text: text.slice(last, start), mark: false});
    segments.push({text: word, mark: true});
    last = start + word.length;
  }
  if (last < text.length) segments.push({text: text.slice(last), mark: false});
  return segments;
}

/**
 * About `length` characters of highlighted text around its first mark, cut at
 * spaces, with an ellipsis where text is left out.
 */
export function excerpt(segments: Segment[], length: number): Segment[] {
  const text = segments.map((s) => s.text).join('');
  if (text.length <= length) return segments;
  let offset = 0;
  let firstMark = 0;
  for (const segment of segments) {
    if (segment.mark) {
      firstMark = offset;
      break;
    }
    offset += segment.text.length;
  }
  let start = Math.max(0, firstMark - Math.floor(length / 4));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;

  const out: Segment[] = [];
  offset = 0;
  for (const segment of segments) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + segment.text.length);
    if (from < to) out.push({text: segment.text.slice(from - offset, to - offset), mark: segment.mark});
    offset += segment.text.length;
  }
  if (start > 0) out.unshift({text: '… ', mark: false});
  if (end < text.length) out.push({text: ' …', mark: false});
  return out;
}
