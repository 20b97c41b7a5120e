import lunr from 'lunr';

/**
 * A word is a run of letters, digits and underscores (an inner apostrophe
 * allowed). Everything else separates words, so code such as `css.defineVars`,
 * `<html.div>` or `onChange={...}` yields its names, and a query never passes
 * lunr's operators (`:` `~` `^` `*` `+` `-`) through to lunr.
 */
const wordPattern = /[\p{L}\p{N}_]+(?:['’][\p{L}\p{N}_]+)*/gu;

export interface Word {
  word: string;
  start: number;
}

/** The words of `text` with their offsets. */
export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(wordPattern)) words.push({word: match[0], start: match.index});
  return words;
}

/** The parts of a camelCase or PascalCase name (`firstThatWorks` → first, That, Works); none for a plain word. */
export function camelParts(word: string): string[] {
  const parts = word.match(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu) ?? [];
  return parts.length > 1 ? parts : [];
}

/**
 * lunr tokenizer for the index. Titles and headings also index the parts of
 * camelCase names, so `theme` finds `createTheme`; body text does not, which
 * keeps the index small.
 */
export function tokenizer(value?: unknown, metadata?: {fields?: string[]}): lunr.Token[] {
  if (value == null) return [];
  const withParts = metadata?.fields?.[0] !== 'text';
  const tokens: lunr.Token[] = [];
  for (const {word} of splitWords(String(value))) {
    tokens.push(new lunr.Token(word.toLowerCase(), {...metadata}));
    if (withParts) {
      for (const part of camelParts(word)) tokens.push(new lunr.Token(part.toLowerCase(), {...metadata}));
    }
  }
  return tokens;
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
