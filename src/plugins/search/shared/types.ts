/** One search result target: the introduction of a page, or one of its h2/h3 sections. */
export interface SearchDoc {
  /**
   * Absolute path under the base URL, with `#anchor` for a section. In the file, a
   * section after its page's introduction has only `#anchor`, relative to it (docs.ts).
   */
  url: string;
  /** The page's title (its h1); in the file, empty on a section after its page's introduction. */
  title: string;
  /** The section's heading, or null for the page's introduction. */
  subcategory: string | null;
  /**
   * What the result list shows under the title: on a page's introduction, the first
   * sentence of its text (whitespace collapsed); empty on a section after it, which
   * the list shows by its heading (settings.ts: storedTextChars says why).
   */
  text: string;
}

export interface SearchOptions {
  /** Whether results mark the matched words, in the list and on the destination page. */
  highlightResult: boolean;
  /** The most results the dropdown lists. */
  maxHits: number;
}

/**
 * The shape of `search-doc-<hash>.json` (spec §3 "Search data"): one entry per
 * section, in the order of the refs in `lunr-index` (each page's introduction
 * first, then its sections, relative to it), and the options.
 */
export interface SearchDocFile {
  searchDocs: SearchDoc[];
  options: SearchOptions;
}

/** Names of the `<meta>` tags through which built pages tell the client where the files are. */
export const metaNames = {searchDoc: 'search-doc', lunrIndex: 'lunr-index'} as const;

/**
 * The shape of `lunr-index-<hash>.json`: the prebuilt inverted index in a compact
 * form (wire.ts) that the browser queries as it is, without building a `lunr.Index`:
 * every term of every section (stemmed at build time), and the sections whose text
 * has it. Where a term occurs in titles and headings the browser reads from the
 * `search-doc` entries themselves, which hold those fields whole.
 */
export interface WireIndex {
  /** Format version, bumped on any change to the encoding. */
  version: 4;
  /** Every term of every field, sorted and front-coded. */
  terms: string;
  /** For every term in sorted order, the sections whose text or code has it (ref gaps). */
  postings: string;
  /**
   * For every section in ref order, the number of terms (with repeats) of its title on
   * a page's introduction, of its heading on a section: BM25's field lengths. The other
   * field is empty (tokenize.ts: docFields).
   */
  lengths: string;
}
