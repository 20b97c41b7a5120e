import type {SearchDoc, SearchDocFile, SearchOptions} from './types';

// `search-doc-<hash>.json`, both ways. Each page is written once, not once per
// section: its path under the base URL and its title, then its introduction's
// text, then each section's anchor, heading and text. An anchor is left empty
// when it is the heading's own slug, which the browser recomputes.

/** The `id` Docusaurus gives a heading (lower case, punctuation dropped, spaces to hyphens). */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** One page of the file: `[path, title, introText, anchor, heading, text, anchor, heading, text, ...]`. */
export type PageEntry = string[];

/** `docs`, grouped by page (consecutive docs of one page URL), as the file's entries. */
export function encodeDocs(docs: SearchDoc[], baseUrl: string): PageEntry[] {
  const pages: PageEntry[] = [];
  for (const doc of docs) {
    const [path, anchor = ''] = doc.url.slice(baseUrl.length).split('#');
    if (doc.subcategory === null) {
      pages.push([path, doc.title, doc.text]);
    } else {
      const heading = doc.subcategory;
      pages[pages.length - 1].push(
        anchor === headingSlug(heading) ? '' : anchor,
        heading,
        doc.text,
      );
    }
  }
  return pages;
}

/** The file's entries as one `SearchDoc` per section, in the order of their refs. */
export function decodeDocs(pages: PageEntry[], baseUrl: string): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const [path, title, intro, ...rest] of pages) {
    const url = baseUrl + path;
    docs.push({url, title, subcategory: null, text: intro});
    for (let i = 0; i < rest.length; i += 3) {
      const [anchor, heading, text] = rest.slice(i, i + 3);
      docs.push({
        url: `${url}#${anchor || headingSlug(heading)}`,
        title,
        subcategory: heading,
        text,
      });
    }
  }
  return docs;
}

export function docFileOf(
  docs: SearchDoc[],
  options: SearchOptions,
  baseUrl: string,
): SearchDocFile {
  return {searchDocs: encodeDocs(docs, baseUrl), options};
}
