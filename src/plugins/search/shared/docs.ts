import type {SearchDoc} from './types';

// How `search-doc` entries are written and read back. A page's introduction carries the
// page's absolute URL and title; each of its sections that follows carries only what it
// adds: its URL relative to the page (`#anchor`) and an empty title, the page's. The spec's
// keys stay on every entry; only the values repeated for every section are left out.

/** The entries as written: sections relative to the introduction before them. */
export function compactDocs(docs: SearchDoc[]): SearchDoc[] {
  let page = '';
  return docs.map((doc) => {
    const [path, anchor] = doc.url.split('#');
    if (anchor === undefined || path !== page) {
      page = path;
      return doc;
    }
    return {...doc, title: '', url: `#${anchor}`};
  });
}

/** The entries as the result list needs them: every URL absolute, every title the page's. */
export function resolveDocs(docs: SearchDoc[]): SearchDoc[] {
  let page = '';
  let title = '';
  return docs.map((doc) => {
    if (!doc.url.startsWith('#')) {
      page = doc.url.split('#')[0];
      title = doc.title;
      return doc;
    }
    return {...doc, title: doc.title || title, url: page + doc.url};
  });
}
