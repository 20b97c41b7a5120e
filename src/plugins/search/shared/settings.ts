// Every ranking and size setting of search, read by the build (what the files keep) and by
// the browser (how queries score), so the two never disagree.

/** lunr fields and their weights: a page title counts most, then a heading, then body text. */
export const fieldBoosts = {title: 10, heading: 5, text: 1} as const;
export type SearchField = keyof typeof fieldBoosts;

/**
 * The order in which `lunr-index` lists a term's fields: body text first, as most
 * terms occur only there and a term's trailing empty fields are left out.
 */
export const indexFields: readonly SearchField[] = ['text', 'heading', 'title'];

/** lunr.Builder's BM25 parameters (its defaults), with which sections are scored. */
export const bm25 = {k1: 1.2, b: 0.75} as const;

/** Weights of the ways a query word can match an index term. */
export const clauseBoosts = {
  /** The word itself, stemmed (`themes` → theme). */
  exact: 10,
  /** A term the word starts (`defineVar` → definevar). */
  prefix: 4,
  /** A term one typo away. */
  typo: 1,
} as const;

/**
 * A word shorter than `below` letters (the first keys typed) matches as a prefix only
 * the `terms` commonest terms it starts, not all: "d" starts hundreds, and reading
 * their postings made the first keystrokes the slowest.
 */
export const shortPrefix = {below: 3, terms: 8} as const;

/** Typo tolerance starts at four letters: shorter words have too many neighbours. */
export const minFuzzyLength = 4;

/** The most results the dropdown lists, unless the plugin is told otherwise. */
export const defaultMaxHits = 8;

/**
 * At most this many characters of each section's first sentence are kept in
 * `search-doc`: what the result list shows under a heading (a line and a half on a
 * phone). The rest of the text is indexed, not stored: stored text is a third of
 * both files' weight.
 */
export const storedTextChars = 70;

/** Characters of a snippet shown around its first marked word. */
export const snippetChars = 120;

/**
 * Both search files together, gzipped, in kB (1000 bytes), above which the build fails
 * (the plugin's `budgetKB` option overrides it). Issue 29 asked for 40: on today's 56
 * pages the index alone (every term of every section, postings near their entropy) is
 * 33 kB and the spec's entries with a one-sentence snippet 18 kB, so 40 would mean no
 * snippets at all. This holds the size where it is: a page more may need it raised.
 */
export const budgetKB = 52;
