/** One search result target: the introduction of a page, or one of its h2/h3 sections. */
export interface SearchDoc {
  /** Absolute path under the base URL, with `#anchor` for a section. */
  url: string;
  /** The page's title (its h1). */
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
 * The shape of `search-doc-<hash>.json`: the sections page by page (docFile.ts), and
 * the options. A section's position in the decoded list is its ref in the lunr index.
 */
export interface SearchDocFile {
  searchDocs: string[][];
  options: SearchOptions;
}

/** Names of the `<meta>` tags through which built pages tell the client where the files are. */
export const metaNames = {searchDoc: 'search-doc', lunrIndex: 'lunr-index'} as const;

/**
 * The shape of `lunr-index-<hash>.json`: what `search-doc` does not already say
 * about the words of each section, in a compact form (wire.ts) that the browser
 * expands into a `lunr.Index`. The browser indexes titles, headings and the shown
 * start of each text from `search-doc`; this file adds every other term of the
 * section's text and code.
 */
export interface WireIndex {
  /** Format version, bumped on any change to the encoding. */
  version: 1;
  /** The terms `search-doc` lacks, sorted and front-coded. */
  terms: string;
  /** For every term of both files in sorted order, the sections it adds (ref gaps). */
  postings: string;
}
