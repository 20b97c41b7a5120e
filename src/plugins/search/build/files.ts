import {createHash} from 'node:crypto';
import {gzipSync} from 'node:zlib';
import {storedTextChars, type SearchField} from '../shared/settings';
import {docFields, fieldTerms} from '../shared/tokenize';
import {docFileOf} from '../shared/docFile';
import type {SearchDoc, SearchOptions, WireIndex} from '../shared/types';
import {encodeIndex} from '../shared/wire';
import type {PageContent} from './extract';

export interface SearchFile {
  /** `search-doc-<hash>.json` or `lunr-index-<hash>.json`: the hash changes with the content. */
  fileName: string;
  content: string;
}

/** A section as extracted: all of its text and code are indexed, the start of its text is shown. */
export interface IndexedSection extends SearchDoc {
  code: string;
}

/** `<prefix>-<first 10 hex digits of the SHA-256 of content>.json`. */
export function hashedFileName(prefix: string, content: string): string {
  return `${prefix}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.json`;
}

/** One entry per section: the introduction at the page URL, each heading at its anchor. */
export function toSections(pages: PageContent[]): IndexedSection[] {
  return pages.flatMap((page) =>
    page.sections.map((section) => ({
      url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
      title: page.title,
      subcategory: section.heading,
      text: section.text,
      code: section.code,
    })),
  );
}

/** `text` cut after a whole word to at most `max` characters, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max - 1);
  const cut = space > 0 ? text.slice(0, space) : text.slice(0, max - 1);
  return `${cut.replace(/[\s,.;:]+$/, '')}…`;
}

/** The distinct terms of each field of a `search-doc` entry, as the browser indexes them. */
export function shownTerms(doc: SearchDoc): Record<SearchField, Set<string>> {
  const fields = docFields(doc);
  return {
    title: new Set(fieldTerms(fields.title, 'title')),
    heading: new Set(fieldTerms(fields.heading, 'heading')),
    text: new Set(fieldTerms(fields.text, 'text')),
  };
}

/**
 * The wire index: for each term, the sections whose text or code has it beyond
 * what their `search-doc` entry shows. Every term of every section is indexed;
 * what the browser reads from `search-doc` is simply not written twice.
 */
export function wireIndex(sections: IndexedSection[], searchDocs: SearchDoc[]): WireIndex {
  const known = new Set<string>();
  const postings = new Map<string, number[]>();
  sections.forEach((section, ref) => {
    const shown = shownTerms(searchDocs[ref]);
    for (const terms of Object.values(shown)) for (const term of terms) known.add(term);
    for (const term of new Set(fieldTerms(`${section.text} ${section.code}`, 'text'))) {
      if (shown.text.has(term)) continue;
      const refs = postings.get(term);
      if (refs) refs.push(ref);
      else postings.set(term, [ref]);
    }
  });
  return encodeIndex(known, postings);
}

export function gzipSize(content: string): number {
  return gzipSync(content, {level: 9}).length;
}

export interface BuildResult {
  searchDoc: SearchFile;
  lunrIndex: SearchFile;
  /** Both files together, gzipped. */
  gzipBytes: number;
}

/**
 * Both search files for `pages`. `search-doc` keeps what the result list shows
 * (title, heading and the start of the text); `lunr-index` adds every other term of
 * every section's text and code in a compact wire format; the browser expands
 * both into a `lunr.Index` (client/engine.ts).
 */
export function buildSearchFiles(pages: PageContent[], options: SearchOptions, baseUrl: string): BuildResult {
  const sections = toSections(pages);
  const searchDocs: SearchDoc[] = sections.map(({url, title, subcategory, text}) => ({
    url,
    title,
    subcategory,
    text: truncate(text, storedTextChars),
  }));
  const docContent = JSON.stringify(docFileOf(searchDocs, options, baseUrl));
  const indexContent = JSON.stringify(wireIndex(sections, searchDocs));
  return {
    searchDoc: {fileName: hashedFileName('search-doc', docContent), content: docContent},
    lunrIndex: {fileName: hashedFileName('lunr-index', indexContent), content: indexContent},
    gzipBytes: gzipSize(docContent) + gzipSize(indexContent),
  };
}
