import lunr from 'lunr';
import {decodeDocs} from '../shared/docFile';
import {
  clauseBoosts,
  fieldBoosts,
  minFuzzyLength,
  snippetChars,
  type SearchField,
} from '../shared/settings';
import {camelParts, compounds, docFields, fieldTerms, splitWords, termOf} from '../shared/tokenize';
import type {SearchDoc, SearchDocFile, SearchOptions, WireIndex} from '../shared/types';
import {decodeIndex} from '../shared/wire';

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

export interface SearchEngine {
  docs: SearchDoc[];
  options: SearchOptions;
  /** Null when there are no documents: search is then never run (spec §5). */
  index: lunr.Index | null;
  /** Every term of the index, sorted, for typo matching against stems. */
  terms: string[];
}

// lunr.Builder's BM25 parameters (its defaults), for the field vectors built below.
const k1 = 1.2;
const b = 0.75;
/**
 * The metadata of every posting (none is kept: no positions), and the posting of a
 * field without the term: one frozen empty object serves all.
 */
const noMetadata: Record<number, object> = Object.freeze(
  Object.create(null) as Record<number, object>,
);

/** Term counts of each field of a section. */
type FieldCounts = Record<SearchField, Map<string, number>>;
/** A term's entry in lunr's inverted index: its vector position, and per field the refs that have it. */
type Posting = {_index: number} & Record<SearchField, Record<number, object>>;

function countTerms(terms: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/** The parts of lunr 2.3's TokenSet and Index that its type declarations leave out or misname. */
type TrieNode = lunr.TokenSet & {edges: Record<string, TrieNode>; final: boolean};
interface IndexParts {
  invertedIndex: object;
  fieldVectors: Record<string, lunr.Vector>;
  tokenSet: lunr.TokenSet;
  fields: string[];
  pipeline: lunr.Pipeline;
}

/** A trie of `terms`: lunr's TokenSet without the minimising that `TokenSet.fromArray` spends time on. */
function tokenSetOf(terms: string[]): lunr.TokenSet {
  const root = new lunr.TokenSet() as TrieNode;
  for (const term of terms) {
    let node = root;
    // By UTF-16 unit, as lunr walks query terms.
    for (let i = 0; i < term.length; i++)
      node = node.edges[term[i]] ??= new lunr.TokenSet() as TrieNode;
    node.final = true;
  }
  return root;
}

/**
 * The `lunr.Index` of both files: each section's title, heading and shown text as
 * `search-doc` has them, plus the terms the wire index adds to its text (counted
 * once: the wire keeps no counts). Built directly rather than with `lunr.Builder`,
 * which takes several times as long on a phone: the same inverted index, BM25
 * field vectors (scored as `lunr.Builder` scores them) and token set, in one pass
 * over the terms in order, so no vector needs sorting. Also returns the terms, sorted.
 */
export function buildIndex(
  docs: SearchDoc[],
  wire: WireIndex,
): {index: lunr.Index; terms: string[]} {
  const fields = Object.keys(fieldBoosts) as SearchField[];
  const sections = docs.length;
  const counts: FieldCounts[] = docs.map((doc) => {
    const texts = docFields(doc);
    return {
      title: countTerms(fieldTerms(texts.title, 'title')),
      heading: countTerms(fieldTerms(texts.heading, 'heading')),
      text: countTerms([...new Set(fieldTerms(texts.text, 'text'))]),
    };
  });
  const known = new Set<string>();
  for (const section of counts)
    for (const field of fields) for (const term of section[field].keys()) known.add(term);
  const terms = decodeIndex(wire, known, (term, ref) => counts[ref].text.set(term, 1));

  // Each term's postings as (field, ref, count) triples, and each field's length per section.
  const indexOf = new Map(terms.map((term, i) => [term, i]));
  const postings: number[][] = terms.map(() => []);
  const lengths = fields.map(() => new Float64Array(sections));
  counts.forEach((section, ref) => {
    fields.forEach((field, f) => {
      for (const [term, count] of section[field]) {
        postings[indexOf.get(term)!].push(f, ref, count);
        lengths[f][ref] += count;
      }
    });
  });
  const norms = lengths.map((perSection) => {
    const average = perSection.reduce((sum, length) => sum + length, 0) / sections;
    return perSection.map((length) => k1 * (1 - b + (b * length) / average));
  });

  // Terms such as `constructor` must not meet Object.prototype: the index has no prototype.
  const invertedIndex: Record<string, Posting> = Object.create(null);
  const elements: number[][] = [];
  for (let i = 0; i < terms.length; i++) {
    const posting: Posting = {_index: i, title: noMetadata, heading: noMetadata, text: noMetadata};
    const list = postings[i];
    const withTerm = list.length / 3;
    const idf = Math.log(1 + Math.abs((sections - withTerm + 0.5) / (withTerm + 0.5)));
    for (let j = 0; j < list.length; j += 3) {
      const f = list[j];
      const ref = list[j + 1];
      const count = list[j + 2];
      const field = fields[f];
      if (posting[field] === noMetadata) posting[field] = {};
      posting[field][ref] = noMetadata;
      const score = ((idf * (k1 + 1) * count) / (norms[f][ref] + count)) * fieldBoosts[field];
      (elements[f * sections + ref] ??= []).push(i, Math.round(score * 1000) / 1000);
    }
    invertedIndex[terms[i]] = posting;
  }
  // lunr only reads the vectors of fields a term matched, so empty ones are left out.
  const fieldVectors: Record<string, lunr.Vector> = Object.create(null);
  elements.forEach((vector, slot) => {
    fieldVectors[`${fields[Math.floor(slot / sections)]}/${slot % sections}`] = new lunr.Vector(
      vector,
    );
  });

  const pipeline = new lunr.Pipeline();
  pipeline.add(lunr.stemmer);
  const parts: IndexParts = {
    invertedIndex,
    fieldVectors,
    tokenSet: tokenSetOf(terms),
    fields,
    pipeline,
  };
  return {index: new lunr.Index(parts as unknown as lunr.Index.Attributes), terms};
}

/** The engine for both files; `baseUrl` is where the site lives (`/react-strict-dom/`). */
export function createEngine(
  docFile: SearchDocFile,
  wire: WireIndex,
  baseUrl: string,
): SearchEngine {
  const docs = decodeDocs(docFile.searchDocs ?? [], baseUrl);
  const {index, terms} = docs.length ? buildIndex(docs, wire) : {index: null, terms: []};
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
    if (term.length < minFuzzyLength || term[0] !== word[0] || term.length > word.length + 1)
      return false;
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

/** Whether some term of `terms` (sorted) starts with `prefix`. */
function hasPrefix(terms: string[], prefix: string): boolean {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  return low < terms.length && terms[low].startsWith(prefix);
}

/**
 * What the query asks for, one unit per thing to find: a hyphenated name the
 * index knows (`aria-label`, `setup-next`, or the start of one) is one unit and
 * must match whole; other words are units each.
 */
export function queryUnits(query: string, terms: string[]): string[] {
  const units: string[] = [];
  const covered = new Set<string>();
  for (const compound of compounds(query)) {
    const lower = compound.toLowerCase();
    if (!hasPrefix(terms, termOf(lower) ?? lower) && !hasPrefix(terms, lower)) continue;
    units.push(lower);
    for (const {word} of splitWords(lower)) covered.add(word);
  }
  for (const word of queryWords(query)) if (!covered.has(word)) units.push(word);
  return [...new Set(units)];
}

/**
 * Clauses for one unit: exact (stemmed) first, then as a prefix, then one typo
 * away: from its stem (`defnieVars` → definevar), from the word itself, or
 * from a stem that starts the word (see typoTerms).
 */
function addClauses(q: lunr.Query, word: string, terms: string[]): void {
  q.term(word, {usePipeline: true, boost: clauseBoosts.exact});
  q.term(word, {
    usePipeline: false,
    wildcard: lunr.Query.wildcard.TRAILING,
    boost: clauseBoosts.prefix,
  });
  if (word.length >= minFuzzyLength) {
    q.term(word, {usePipeline: true, editDistance: 1, boost: clauseBoosts.typo});
    if (lunr.stemmer(new lunr.Token(word, {})).toString() !== word) {
      q.term(word, {usePipeline: false, editDistance: 1, boost: clauseBoosts.typo});
    }
    const nearStems = typoTerms(terms, word);
    if (nearStems.length) q.term(nearStems, {usePipeline: false, boost: clauseBoosts.typo});
  }
}

interface Ranked {
  ref: string;
  score: number;
  /** How many units matched. */
  units: number;
  /** Whether every unit matched the title. */
  inTitle: boolean;
  /** The index terms matched, to mark in the result. */
  terms: Set<string>;
}

/**
 * Ranked results for `query`. Each unit is queried on its own (exact, prefix or
 * one typo), and a section's score is the sum of its units' lunr scores. Order:
 * sections matching every unit (stop words aside) before the others; among them,
 * a page whose title matches every unit first; then by score. Never throws on
 * user input.
 */
export function search(
  engine: SearchEngine,
  query: string,
  maxHits = engine.options.maxHits,
): Hit[] {
  const {index, docs, terms} = engine;
  if (!index) return [];
  const units = queryUnits(query, terms);
  const meaningful = units.filter((unit) => termOf(unit) !== null);
  const ranked = new Map<string, Ranked>();
  for (const unit of meaningful.length ? meaningful : units) {
    // A hyphenated name's words score too, once the name itself matched: its section
    // headed "ARIA props" documents `aria-label`; a long table makes the name alone weak.
    const parts = unit.includes('-')
      ? queryWords(unit).filter((word) => termOf(word) !== null)
      : [];
    const partScores = new Map<string, number>();
    if (parts.length) {
      const partResults = index.query((q) =>
        parts.forEach((part) => q.term(part, {boost: clauseBoosts.exact})),
      );
      for (const result of partResults) partScores.set(result.ref, result.score);
    }
    const results = index.query((q) => addClauses(q, unit, terms));
    // Only where the name is written in full, when it is somewhere (`aria-labelledby` is not `aria-label`).
    const exact = termOf(unit) ?? unit;
    const isExact = (result: lunr.Index.Result) => exact in result.matchData.metadata;
    const anyExact = results.some(isExact);
    for (const result of results) {
      const entry = ranked.get(result.ref) ?? {
        ref: result.ref,
        score: 0,
        units: 0,
        inTitle: true,
        terms: new Set(),
      };
      const fields = Object.values(result.matchData.metadata);
      const partScore = !anyExact || isExact(result) ? (partScores.get(result.ref) ?? 0) : 0;
      entry.score += result.score + partScore;
      entry.units += 1;
      entry.inTitle &&= fields.some((byField) => 'title' in byField);
      for (const term of Object.keys(result.matchData.metadata)) {
        entry.terms.add(term);
        // A hyphenated name shows as its words: mark each.
        if (term.includes('-'))
          for (const part of queryWords(term)) entry.terms.add(termOf(part) ?? part);
      }
      ranked.set(result.ref, entry);
    }
  }
  const mostUnits = Math.max(0, ...[...ranked.values()].map((r) => r.units));
  const kept = [...ranked.values()]
    .filter((r) => r.units === mostUnits)
    .map((r) => ({...r, inTitle: r.inTitle && r.units === units.length}))
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.score - a.score);
  const words = units.flatMap((unit) => [unit, ...queryWords(unit)]);

  return kept.slice(0, maxHits).map((result) => {
    const doc = docs[Number(result.ref)];
    const title = markWords(doc.title, result.terms);
    const heading = doc.subcategory === null ? null : markWords(doc.subcategory, result.terms);
    const snippet = excerpt(markWords(doc.text, result.terms), snippetChars);
    const marked = [snippet, heading ?? [], title].flat().filter((s) => s.mark);
    const lower = (s: Segment) => s.text.toLowerCase();
    const word =
      (
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
export function markWords(text: string, terms: Set<string>): Segment[] {
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
 * About `length` characters of marked text around its first mark, cut at
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
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;

  const out: Segment[] = [];
  offset = 0;
  for (const segment of segments) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + segment.text.length);
    if (from < to)
      out.push({text: segment.text.slice(from - offset, to - offset), mark: segment.mark});
    offset += segment.text.length;
  }
  if (start > 0) out.unshift({text: '… ', mark: false});
  if (end < text.length) out.push({text: ' …', mark: false});
  return out;
}
