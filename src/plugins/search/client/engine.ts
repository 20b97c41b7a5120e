import lunr from 'lunr';
import {
  bm25,
  clauseBoosts,
  fieldBoosts,
  indexFields,
  minFuzzyLength,
  shortPrefix,
  snippetChars,
} from '../shared/settings';
import {resolveDocs} from '../shared/docs';
import {
  camelParts,
  compounds,
  docFields,
  fieldWords,
  mayHaveInitial,
  splitWords,
  termInitial,
  termOf,
} from '../shared/tokenize';
import type {SearchDoc, SearchDocFile, SearchOptions, WireIndex} from '../shared/types';
import {countPostings, decodeLengths, decodeTerms, readRefs} from '../shared/wire';

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

/**
 * The prebuilt index, queried as it is: the sorted terms, each term's body-text
 * postings still encoded (read only for the terms a query matches), and the title
 * and heading postings the browser derives from `search-doc`, a first letter at a
 * time, when a query first reaches a term of that letter (deriveLetter).
 */
export interface SearchIndex {
  terms: string[];
  /** Every term's body-text postings, as in the wire (wire.ts: readRefs). */
  postings: string;
  /** Where each term's postings start in `postings`, and one past the last's end (wire.ts: countPostings). */
  starts: Int32Array;
  /** By term position: its title and heading postings, as flat (field, ref, count) triples. */
  derived: Map<number, number[]>;
  /**
   * How many (field, section) pairs have each term: lunr's document count for its idf.
   * A term's count is whole once its first letter is derived.
   */
  frequencies: Int32Array;
  /** Per field (in `indexFields` order), per section: BM25's length normalisation, k1 (1 − b + b·length/average). */
  norms: Float64Array[];
  sections: number;
  /** The distinct first letters of `terms`. */
  initials: string[];
  /** The entries whose titles and headings give the derived postings. */
  docs: SearchDoc[];
  /** The first letters whose title and heading postings are in `derived`. */
  derivedLetters: Set<string>;
  /** The titles and headings of `docs`, read when a query first needs a letter (deriveLetter). */
  fieldTexts?: {ref: number; text: FieldText}[];
}

export interface SearchEngine {
  /** The `search-doc` entries, every URL absolute and every title the page's. */
  docs: SearchDoc[];
  options: SearchOptions;
  /** Null when there are no documents: search is then never run (spec §5). */
  index: SearchIndex | null;
  /** Every term of the index, sorted, for typo matching against stems. */
  terms: string[];
  /**
   * The matches of each query unit seen, so a keystroke only queries the word being
   * typed: the others of a longer query are answered from here.
   */
  units: Map<string, UnitMatches>;
}

/** What one query unit matched: its sections, and the scores of a hyphenated name's words. */
interface UnitMatches {
  matches: Match[];
  partScores: Map<number, number>;
}

/** Units kept in `SearchEngine.units`: more than a query has, few enough to stay small. */
const cachedUnits = 64;

/**
 * Opens the wire index for querying: decodes its terms, splits its postings by term,
 * counts them in one pass (lunr's BM25 needs each term's document count and each
 * section's text length) and reads the title and heading lengths the build wrote, so
 * that no title or heading is split into words until a query needs their postings
 * (deriveLetter).
 */
export function openIndex(wire: WireIndex, docs: SearchDoc[]): SearchIndex {
  const terms = decodeTerms(wire);
  const sections = docs.length;
  const {frequencies, lengths: textLengths, starts} = countPostings(wire, terms.length, sections);
  const lengths = [textLengths, new Float64Array(sections), new Float64Array(sections)];
  // One number a section: its title's length on an introduction, else its heading's.
  const named = decodeLengths(wire, sections);
  const title = indexFields.indexOf('title');
  const heading = indexFields.indexOf('heading');
  docs.forEach((doc, ref) => {
    lengths[doc.subcategory === null ? title : heading][ref] = named[ref];
  });
  const norms = lengths.map(normsOf);
  const initials = [...new Set(terms.map((term) => term[0]))];
  return {
    terms,
    postings: wire.postings,
    starts,
    derived: new Map(),
    frequencies,
    norms,
    sections,
    initials,
    docs,
    derivedLetters: new Set(),
  };
}

/**
 * BM25's length normalisation of one field, per section. Plain loops: for the three
 * fields, a typed array's `map` and `reduce` with callbacks took up to 1.5 ms in cold
 * code at 1× (Node), the loops 0.25 ms.
 */
function normsOf(lengths: Float64Array): Float64Array {
  const {k1, b} = bm25;
  let sum = 0;
  for (let ref = 0; ref < lengths.length; ref++) sum += lengths[ref];
  const average = sum / lengths.length;
  const norms = new Float64Array(lengths.length);
  for (let ref = 0; ref < lengths.length; ref++) {
    norms[ref] = k1 * (1 - b + b * (lengths[ref] / average));
  }
  return norms;
}

/** A title or heading of the entries, once however many sections share it, and its words once split. */
interface FieldText {
  field: number;
  text: string;
  /** `text` lower-cased, for mayHaveInitial. */
  lower: string;
  /** Its words (fieldWords) that have a term, each with its term's first letter (termInitial). */
  words?: {word: string; initial: string}[];
}

/**
 * The non-empty titles and headings of `docs` (tokenize.ts: docFields, as the build read
 * them, so both agree term for term), by section then field (`indexFields` order), each
 * with its ref. Headings repeat across pages ("Usage", "Props"): they share one FieldText.
 */
function fieldTexts(docs: SearchDoc[]): {ref: number; text: FieldText}[] {
  const distinct = new Map<string, FieldText>();
  const texts: {ref: number; text: FieldText}[] = [];
  docs.forEach((doc, ref) => {
    const fields = docFields(doc);
    for (let field = 1; field < indexFields.length; field++) {
      const text = fields[indexFields[field]];
      if (!text) continue;
      const key = `${field}\n${text}`;
      let entry = distinct.get(key);
      if (!entry) distinct.set(key, (entry = {field, text, lower: text.toLowerCase()}));
      texts.push({ref, text: entry});
    }
  });
  return texts;
}

/**
 * Adds the title and heading postings of the terms that start with `letter`, once, in
 * the order the whole index would have them (by section, then field), and their counts.
 * Only a text where the letter may start a word (mayHaveInitial) is split into words
 * (once, for every letter after): the first query splits a sixth of them or fewer.
 */
function deriveLetter(index: SearchIndex, letter: string): void {
  if (index.derivedLetters.has(letter)) return;
  index.derivedLetters.add(letter);
  index.fieldTexts ??= fieldTexts(index.docs);
  const {terms, derived, frequencies} = index;
  for (const {ref, text} of index.fieldTexts) {
    if (!mayHaveInitial(text.text, text.lower, letter)) continue;
    text.words ??= splitField(text);
    const {field} = text;
    for (const {word, initial} of text.words) {
      if (initial !== letter) continue;
      const term = termOf(word);
      const position = term === null ? -1 : lowerBound(terms, term);
      // Every term is in the wire's list; one missing would mean files of two builds.
      if (terms[position] !== term) continue;
      let triples = derived.get(position);
      if (!triples) derived.set(position, (triples = []));
      // A field's words come together: a term seen again in it counts once more.
      const last = triples.length - 3;
      if (last >= 0 && triples[last] === field && triples[last + 1] === ref) {
        triples[last + 2]++;
      } else {
        triples.push(field, ref, 1);
        frequencies[position]++;
      }
    }
  }
}

/**
 * The words of one title or heading that have a term, with the first letter of their
 * term, found without stemming (termInitial): stemming is most of the cost of a term.
 */
function splitField({field, text}: FieldText): {word: string; initial: string}[] {
  const words: {word: string; initial: string}[] = [];
  for (const word of fieldWords(text, indexFields[field])) {
    const initial = termInitial(word);
    if (initial !== null) words.push({word, initial});
  }
  return words;
}

/**
 * Derives the letters no query has reached yet while the browser is idle, a few per
 * idle period, so that the first key of a reader's next word has none to stem.
 */
export function deriveWhenIdle(index: SearchIndex): void {
  if (typeof requestIdleCallback !== 'function') return;
  const slice = (deadline: IdleDeadline) => {
    const left = () => index.initials.filter((letter) => !index.derivedLetters.has(letter));
    for (const letter of left()) {
      if (deadline.timeRemaining() < minIdleMs) break;
      deriveLetter(index, letter);
    }
    if (left().length) requestIdleCallback(slice);
  };
  requestIdleCallback(slice);
}
/** Idle time below which no letter is derived: the commonest take about this long at 4× CPU. */
const minIdleMs = 4;

/** The engine for both files. */
export function createEngine(docFile: SearchDocFile, wire: WireIndex): SearchEngine {
  const docs = resolveDocs(docFile.searchDocs ?? []);
  const index = docs.length ? openIndex(wire, docs) : null;
  return {docs, options: docFile.options, index, terms: index?.terms ?? [], units: new Map()};
}

/**
 * One way a query word can match index terms, as a clause of a `lunr.Query`:
 * the same expansion (stemmed or not, trailing wildcard, edit distance 1) and boost.
 */
export interface Clause {
  term: string;
  boost: number;
  /** Stemmed first (lunr's `usePipeline`). */
  stem?: boolean;
  /** Every term it starts (lunr's trailing wildcard). */
  prefix?: boolean;
  /** Every term one edit away, as lunr's `editDistance: 1` automaton accepts them. */
  typo?: boolean;
}

/** A section matched by a query: its lunr score, the terms it matched, and whether one was in its title. */
export interface Match {
  ref: number;
  score: number;
  terms: Set<string>;
  inTitle: boolean;
}

/** The first position in `terms` (sorted) whose term is not below `word`. */
function lowerBound(terms: string[], word: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle] < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The terms (by position, ascending) at most one edit from `word`: an insertion, deletion,
 * substitution or swap of neighbours, the terms lunr's `editDistance: 1` automaton
 * accepts. Found by binary search, not by walking every term: a term that keeps the
 * word's first letter lies in that letter's range; one that does not has its edit at
 * its start, which leaves one candidate per kind of edit and first letter.
 */
export function oneEditAway(index: SearchIndex, word: string): number[] {
  const {terms} = index;
  const found = new Set<number>();
  const lookUp = (term: string) => {
    const position = lowerBound(terms, term);
    if (terms[position] === term) found.add(position);
  };
  const first = word[0];
  for (let i = lowerBound(terms, first); i < terms.length && terms[i][0] === first; i++) {
    if (withinOneEdit(terms[i], word)) found.add(i);
  }
  const rest = word.slice(1);
  lookUp(rest);
  if (word.length > 1) lookUp(word[1] + first + word.slice(2));
  for (const initial of index.initials) {
    lookUp(initial + rest);
    lookUp(initial + word);
  }
  return [...found].sort((a, b) => a - b);
}

/** The index terms a clause matches, by position. */
function expand(index: SearchIndex, clause: Clause): number[] {
  const {terms} = index;
  const word = clause.stem ? lunr.stemmer(new lunr.Token(clause.term, {})).toString() : clause.term;
  if (clause.typo) return oneEditAway(index, word);
  const first = lowerBound(terms, word);
  if (!clause.prefix) return terms[first] === word ? [first] : [];
  const found: number[] = [];
  for (let i = first; i < terms.length && terms[i].startsWith(word); i++) found.push(i);
  return found;
}

/**
 * The sections `clauses` match, best first (then by ref), scored exactly as
 * `lunr.Index#query` scores them with the index `lunr.Builder` makes of the same
 * terms: each term's boost is the sum of the boosts of the clauses that reach it;
 * a section's score is the dot product of those boosts with its BM25 term weights
 * (rounded as lunr rounds them), over the length of the query's boost vector.
 */
export function queryIndex(index: SearchIndex, clauses: Clause[]): Match[] {
  const boosts = new Map<number, number>();
  for (const clause of clauses) {
    for (const term of expand(index, clause)) {
      boosts.set(term, (boosts.get(term) ?? 0) + clause.boost);
    }
  }
  const {k1} = bm25;
  const matches = new Map<number, Match>();
  let squares = 0;
  for (const [term, boost] of boosts) {
    deriveLetter(index, index.terms[term][0]);
    squares += boost * boost;
    const frequency = index.frequencies[term];
    const idf = Math.log(1 + Math.abs((index.sections - frequency + 0.5) / (frequency + 0.5)));
    const name = index.terms[term];
    const add = (f: number, ref: number, count: number) => {
      const field = indexFields[f];
      const weight =
        ((idf * ((k1 + 1) * count)) / (index.norms[f][ref] + count)) * fieldBoosts[field];
      let match = matches.get(ref);
      if (!match) matches.set(ref, (match = {ref, score: 0, terms: new Set(), inTitle: false}));
      match.score += boost * (Math.round(weight * 1000) / 1000);
      match.terms.add(name);
      if (field === 'title') match.inTitle = true;
    };
    readRefs(index.postings, index.starts, term, (ref) => add(0, ref, 1));
    const triples = index.derived.get(term) ?? [];
    for (let i = 0; i < triples.length; i += 3) add(triples[i], triples[i + 1], triples[i + 2]);
  }
  const magnitude = Math.sqrt(squares);
  return [...matches.values()]
    .map((match) => ({...match, score: match.score / magnitude}))
    .sort((a, b) => b.score - a.score || a.ref - b.ref);
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
  const found: string[] = [];
  // Only the terms that start with the word's first letter, found by binary search.
  const first = word[0];
  for (let i = lowerBound(terms, first); i < terms.length && terms[i][0] === first; i++) {
    const term = terms[i];
    if (term.length < minFuzzyLength || term.length > word.length + 1) continue;
    // A stem that merely starts the word is no typo (`defin` in `definevar`).
    if (word.startsWith(term)) continue;
    for (const length of [term.length - 1, term.length, term.length + 1]) {
      if (length <= word.length && withinOneEdit(term, word.slice(0, length))) {
        found.push(term);
        break;
      }
    }
  }
  return found;
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
  return terms[lowerBound(terms, prefix)]?.startsWith(prefix) ?? false;
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
 * The prefix clauses of `word`: one trailing wildcard; but a short word that starts
 * many terms matches only the commonest of them (settings.ts: shortPrefix), each as
 * a clause of its own, which lunr scores the same way.
 */
export function prefixClauses(index: SearchIndex, word: string): Clause[] {
  const boost = clauseBoosts.prefix;
  // The commonest terms are chosen by their counts, whole once their letter is derived.
  deriveLetter(index, word[0]);
  const {terms, frequencies} = index;
  const first = lowerBound(terms, word);
  let end = first;
  while (end < terms.length && terms[end].startsWith(word)) end++;
  if (word.length >= shortPrefix.below || end - first <= shortPrefix.terms) {
    return [{term: word, prefix: true, boost}];
  }
  const started = Array.from({length: end - first}, (_, i) => first + i);
  return started
    .sort((a, b) => frequencies[b] - frequencies[a] || a - b)
    .slice(0, shortPrefix.terms)
    .sort((a, b) => a - b)
    .map((i) => ({term: terms[i], boost}));
}

/**
 * Clauses for one unit: exact (stemmed) first, then as a prefix, then one typo
 * away: from its stem (`defnieVars` → definevar), from the word itself, or
 * from a stem that starts the word (see typoTerms).
 */
export function unitClauses(word: string, index: SearchIndex): Clause[] {
  const clauses: Clause[] = [
    {term: word, stem: true, boost: clauseBoosts.exact},
    ...prefixClauses(index, word),
  ];
  if (word.length >= minFuzzyLength) {
    clauses.push({term: word, stem: true, typo: true, boost: clauseBoosts.typo});
    if (lunr.stemmer(new lunr.Token(word, {})).toString() !== word) {
      clauses.push({term: word, typo: true, boost: clauseBoosts.typo});
    }
    for (const term of typoTerms(index.terms, word)) {
      clauses.push({term, boost: clauseBoosts.typo});
    }
  }
  return clauses;
}

/** The matches of `unit`, from the engine's cache when it was queried before. */
function unitMatches(engine: SearchEngine, index: SearchIndex, unit: string): UnitMatches {
  const cached = engine.units.get(unit);
  if (cached) return cached;
  // A hyphenated name's words score too, once the name itself matched: its section
  // headed "ARIA props" documents `aria-label`; a long table makes the name alone weak.
  const parts = unit.includes('-') ? queryWords(unit).filter((word) => termOf(word) !== null) : [];
  const partScores = new Map<number, number>();
  if (parts.length) {
    const partClauses = parts.map((part) => ({term: part, stem: true, boost: clauseBoosts.exact}));
    for (const match of queryIndex(index, partClauses)) partScores.set(match.ref, match.score);
  }
  const result = {matches: queryIndex(index, unitClauses(unit, index)), partScores};
  if (engine.units.size >= cachedUnits) engine.units.clear();
  engine.units.set(unit, result);
  return result;
}

interface Ranked {
  ref: number;
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
 * sections matching more units (stop words aside) before those matching fewer, so a
 * reader's longer question still lists the sections that answer part of it; among
 * equals, a page whose title matches every unit first; then by score. Never throws
 * on user input.
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
  const ranked = new Map<number, Ranked>();
  for (const unit of meaningful.length ? meaningful : units) {
    const {matches, partScores} = unitMatches(engine, index, unit);
    // Only where the name is written in full, when it is somewhere (`aria-labelledby` is not `aria-label`).
    const exact = termOf(unit) ?? unit;
    const anyExact = matches.some((match) => match.terms.has(exact));
    for (const match of matches) {
      const entry = ranked.get(match.ref) ?? {
        ref: match.ref,
        score: 0,
        units: 0,
        inTitle: true,
        terms: new Set(),
      };
      const partScore = !anyExact || match.terms.has(exact) ? (partScores.get(match.ref) ?? 0) : 0;
      entry.score += match.score + partScore;
      entry.units += 1;
      // A title one typo away ("Safe areas" for `aria-label`) leads only while no section
      // holds the name as written.
      entry.inTitle &&= match.inTitle && (!anyExact || match.terms.has(exact));
      for (const term of match.terms) {
        entry.terms.add(term);
        // A hyphenated name shows as its words: mark each.
        if (term.includes('-'))
          for (const part of queryWords(term)) entry.terms.add(termOf(part) ?? part);
      }
      ranked.set(match.ref, entry);
    }
  }
  const kept = [...ranked.values()]
    .map((r) => ({...r, inTitle: r.inTitle && r.units === units.length}))
    .sort(
      (a, b) =>
        b.units - a.units ||
        Number(b.inTitle) - Number(a.inTitle) ||
        b.score - a.score ||
        a.ref - b.ref,
    );
  const words = units.flatMap((unit) => [unit, ...queryWords(unit)]);

  return kept.slice(0, maxHits).map((result) => {
    const doc = docs[result.ref];
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

/**
 * Whether a displayed word is one of the matched index terms (whole, or one of its
 * camelCase parts). A word is stemmed only when its term can start as one of them does
 * (termInitial, no stemming): most words of a result cannot. Marking eight results in
 * cold code took 1.4 ms at 1× (Node) when every word was stemmed, 1.15 ms now.
 */
function matches(word: string, terms: Set<string>, initials: Set<string>): boolean {
  const isTerm = (w: string) => {
    const initial = termInitial(w);
    if (initial === null || !initials.has(initial)) return false;
    const term = termOf(w);
    return term !== null && terms.has(term);
  };
  return isTerm(word) || camelParts(word).some(isTerm);
}

/** `text` split into segments, the words matching `terms` marked. */
export function markWords(text: string, terms: Set<string>): Segment[] {
  const initials = new Set([...terms].map((term) => term[0]));
  const segments: Segment[] = [];
  let last = 0;
  for (const {word, start} of splitWords(text)) {
    if (!matches(word, terms, initials)) continue;
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
