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
  /** The start of the section's text, whitespace collapsed: what the result list shows. */
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
 * every term of every section (stemmed at build time), and where each occurs.
 */
export interface WireIndex {
  /** Format version, bumped on any change to the encoding. */
  version: 2;
  /** Every term, sorted and front-coded. */
  terms: string;
  /** For every term in sorted order, per field, the sections that have it (ref gaps) and how often. */
  postings: string;
}
