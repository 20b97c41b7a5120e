import lunr from 'lunr';
import type {SearchField} from './settings';
import type {SearchDoc} from './types';

/** The patterns words are found with, by name. */
type Patterns = Record<
  'word' | 'compound' | 'lowerOnly' | 'camelPart' | 'nonLetter' | 'run',
  RegExp
>;

/**
 * The patterns words are found with, each twice: for any text, and for text of ASCII and
 * General Punctuation only (`…`, `’`, dashes: no letter or digit among them), where both
 * match alike (a unit test checks it). A pattern with Unicode property classes such as
 * `\p{L}` costs about 0.2 ms to create and 0.1 to 0.2 ms more to compile at 1× (Node),
 * four times that on a mid-range phone; titles, headings, snippets and queries are nearly
 * always such text, and ASCII classes cost next to nothing. So the Unicode set is made the
 * first time a text needs it, not when search loads.
 */
export const patterns: {readonly unicode: Patterns; readonly ascii: Patterns} = {
  get unicode() {
    return (unicodePatterns ??= {
      /**
       * A word is a run of letters, digits and underscores (an inner apostrophe allowed).
       * Everything else separates words, so code such as `css.defineVars`, `<html.div>` or
       * `onChange={...}` yields its names, and a query never passes lunr's operators
       * (`:` `~` `^` `*` `+` `-`) through to lunr.
       */
      word: /[\p{L}\p{N}_]+(?:['’][\p{L}\p{N}_]+)*/gu,
      /** Words joined by single hyphens (`aria-label`, `setup-next`): names readers type whole. */
      compound: /(?<![\p{L}\p{N}_-])[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)+/gu,
      lowerOnly: /^\p{Ll}*$/u,
      camelPart: /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu,
      nonLetter: /\P{L}/u,
      run: /\p{L}+|\p{N}+/gu,
    });
  },
  ascii: {
    word: /\w+(?:['’]\w+)*/g,
    compound: /(?<![\w-])\w+(?:-\w+)+/g,
    lowerOnly: /^[a-z]*$/,
    camelPart: /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g,
    nonLetter: /[^A-Za-z]/,
    run: /[A-Za-z]+|\d+/g,
  },
};
let unicodePatterns: Patterns | undefined;

/** A character outside ASCII and General Punctuation (U+2000 to U+206F). */
const beyondAscii = /[^\x00-\x7f\u2000-\u206f]/;

/** The patterns that fit `text`. */
function patternsFor(text: string): Patterns {
  return beyondAscii.test(text) ? patterns.unicode : patterns.ascii;
}

export interface Word {
  word: string;
  start: number;
}

/**
 * Data that code blocks hold, not words a reader types: hex colours (`1c1e21`)
 * and SVG path data (`h2v7h7v2h`, five or more runs of letters and digits).
 * Leaving them out keeps the index under its budget; `a11y`, `i18n`, `e2e` and
 * `es2015` stay words.
 */
const hexColour = /^(?=[\da-f]*\d)(?=[\da-f]*[a-f])(?:[\da-f]{6}|[\da-f]{8})$/i;
// A word of letters only, most of them, is neither (one run, no digit): tested no further.
const isData = (word: string) => {
  const {nonLetter, run} = patternsFor(word);
  return nonLetter.test(word) && (hexColour.test(word) || (word.match(run)?.length ?? 0) >= 5);
};

/** The words of `text` with their offsets. */
export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(patternsFor(text).word))
    words.push({word: match[0], start: match.index});
  return words;
}

/** The hyphenated names in `text`, as written. */
export function compounds(text: string): string[] {
  return text.match(patternsFor(text).compound) ?? [];
}

/** The parts of a camelCase or PascalCase name (`firstThatWorks` → first, That, Works); none for a plain word. */
export function camelParts(word: string): string[] {
  const {lowerOnly, camelPart} = patternsFor(word);
  // A word in small letters only, most of them, is one part.
  if (lowerOnly.test(word)) return [];
  const parts = word.match(camelPart) ?? [];
  return parts.length > 1 ? parts : [];
}

// The terms lunr indexes for a word: trimmed, stop words dropped, stemmed.
const indexPipeline = new lunr.Pipeline();
indexPipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
const termCache = new Map<string, string | null>();

/** The index term of `word` (lower-cased, trimmed, stemmed), or null for a stop word. */
export function termOf(word: string): string | null {
  const lower = word.toLowerCase();
  let term = termCache.get(lower);
  if (term === undefined) {
    term = indexPipeline.run([new lunr.Token(lower, {})])[0]?.toString() || null;
    termCache.set(lower, term);
  }
  return term;
}

/**
 * The first character of `word`'s index term, or null for a stop word, found without
 * stemming (the costly step of termOf): lunr's stemmer only rewrites the end of a word
 * (a leading `y` it restores), so a term starts as the trimmed word does.
 */
export function termInitial(word: string): string | null {
  // The pipeline's functions called directly: Pipeline.run costs more than they do.
  const trimmed = lunr.trimmer(new lunr.Token(word.toLowerCase(), {}));
  return (lunr.stopWordFilter(trimmed) as lunr.Token | undefined)?.toString()[0] ?? null;
}

/**
 * Whether a word of `text` (fieldWords) may have a term that starts with `letter` (a
 * lower-case character): only where the letter starts a word or a part of one (camelParts
 * splits `snake_case` and `use2d` too), so where it is upper-case, or lower-case after
 * anything but a small ASCII letter (lunr's trimmer drops other leading characters).
 * Cheap, and never false where such a word is: it spares the browser splitting most
 * titles and headings for a letter.
 */
export function mayHaveInitial(text: string, lower: string, letter: string): boolean {
  if (text.includes(letter.toUpperCase())) return true;
  for (let i = lower.indexOf(letter); i !== -1; i = lower.indexOf(letter, i + 1)) {
    const before = i === 0 ? 0 : lower.charCodeAt(i - 1);
    if (before < 97 || before > 122) return true;
  }
  return false;
}

/**
 * The words one field's text indexes, as written and repeated as often as they occur:
 * every word, every hyphenated name whole, and in titles and headings the parts of
 * camelCase names too, so `theme` finds `createTheme` (body text does not split them,
 * which keeps the index small). Their terms (termOf) are the field's terms.
 */
export function fieldWords(text: string, field: SearchField): string[] {
  // The words alone, without offsets, and compounds only where a hyphen is: the browser
  // runs this over every title and heading when it opens the index.
  const words = (text.match(patternsFor(text).word) ?? []).filter((word) => !isData(word));
  const all = text.includes('-')
    ? [...words, ...compounds(text).filter((name) => !name.split('-').some(isData))]
    : [...words];
  if (field !== 'text') for (const word of words) all.push(...camelParts(word));
  return all;
}

/** The index terms of one field's text, repeated as often as they occur (see fieldWords). */
export function fieldTerms(text: string, field: SearchField): string[] {
  return fieldWords(text, field)
    .map(termOf)
    .filter((term): term is string => term !== null);
}

/** The last segment of a page's path (`/base/learn/setup-next/` → setup-next): a name readers type. */
export function slugOf(url: string): string {
  return url.split('#')[0].split('/').filter(Boolean).pop() ?? '';
}

/**
 * What each lunr field indexes of a `search-doc` entry: a page's title and its URL's
 * last segment on its introduction only (so a title match ranks the page above its
 * sections), the section's heading, and the start of its text. The build and the
 * browser both read it, so they agree on which terms `search-doc` already gives.
 */
export function docFields(doc: SearchDoc): Record<SearchField, string> {
  const intro = doc.subcategory === null;
  return {
    title: intro ? `${doc.title} ${slugOf(doc.url)}` : '',
    heading: doc.subcategory ?? '',
    text: doc.text,
  };
}
