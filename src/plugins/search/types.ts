/** One search result target: the introduction of a page, or one of its h2/h3 sections. */
export interface SearchDoc {
  /** Absolute path under the base URL, with `#anchor` for a section. */
  url: string;
  /** The page's title (its h1). */
  title: string;
  /** The section's heading, or null for the page's introduction. */
  subcategory: string | null;
  /** The section's text, whitespace collapsed. */
  text: string;
}

export interface SearchOptions {
  /** Whether results highlight the matched words, here and on the destination page. */
  highlightResult: boolean;
  /** The most results the dropdown lists. */
  maxHits: number;
}

/** The shape of `search-doc-<hash>.json`: a doc's position is its ref in the lunr index. */
export interface SearchDocFile {
  searchDocs: SearchDoc[];
  options: SearchOptions;
}

/** Names of the `<meta>` tags through which built pages tell the client where the files are. */
export const metaNames = {searchDoc: 'search-doc', lunrIndex: 'lunr-index'} as const;

/** lunr fields and their weights: a page title counts most, then a heading, then body text. */
export const fieldBoosts = {title: 10, heading: 5, text: 1} as const;
export type SearchField = keyof typeof fieldBoosts;
