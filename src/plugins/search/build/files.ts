import {createHash} from 'node:crypto';
import {gzipSync} from 'node:zlib';
import {indexFields, storedTextChars} from '../shared/settings';
import {compactDocs} from '../shared/docs';
import {docFields, fieldTerms} from '../shared/tokenize';
import type {SearchDoc, SearchDocFile, SearchOptions, WireIndex} from '../shared/types';
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

/** What `search-doc` keeps of an introduction's text: its first sentence, cut to `storedTextChars`. */
export function storedText(text: string): string {
  const sentenceEnd = /[.!?](?=\s)/.exec(text);
  return truncate(sentenceEnd ? text.slice(0, sentenceEnd.index + 1) : text, storedTextChars);
}

/**
 * The terms of each field of a section, with their counts, as lunr would index
 * them: the title (on introductions) and heading from its `search-doc` entry,
 * counted as often as they occur; in the text field, every distinct term of
 * its whole text and code, and of the shown start of its text, once each.
 */
export function sectionTerms(section: IndexedSection, shown: SearchDoc): Map<string, number>[] {
  const fields = docFields(shown);
  const count = (terms: string[]) => {
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    return counts;
  };
  const text = new Set([
    ...fieldTerms(`${section.text} ${section.code}`, 'text'),
    ...fieldTerms(fields.text, 'text'),
  ]);
  const byField = {
    title: count(fieldTerms(fields.title, 'title')),
    heading: count(fieldTerms(fields.heading, 'heading')),
    text: new Map([...text].map((term) => [term, 1])),
  };
  return indexFields.map((field) => byField[field]);
}

/**
 * The wire index: every term of every section and field, with the sections whose
 * text (field 0) has it. Everything the browser would otherwise compute at load for
 * body text (tokens, stems) is done here; titles and headings it reads from
 * `search-doc`, with the same function (tokenize.ts: docFields).
 */
export function wireIndex(sections: IndexedSection[], searchDocs: SearchDoc[]): WireIndex {
  const postings = new Map<string, number[]>();
  const fieldLengths: number[] = [];
  sections.forEach((section, ref) => {
    const byField = sectionTerms(section, searchDocs[ref]);
    // The text field's length the browser counts from its postings (wire.ts: countPostings);
    // of the title and heading, one is empty (tokenize.ts: docFields), so their sum is the other's.
    const [, ...named] = byField.map((counts) => [...counts.values()].reduce((a, n) => a + n, 0));
    fieldLengths.push(named.reduce((a, n) => a + n, 0));
    byField.forEach((counts, f) => {
      for (const term of counts.keys()) {
        let refs = postings.get(term);
        if (!refs) postings.set(term, (refs = []));
        if (f === 0) refs.push(ref);
      }
    });
  });
  return encodeIndex(postings, fieldLengths);
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
 * (title, heading, and a page's first sentence) in the spec's shape; `lunr-index`
 * is the prebuilt index of every term of every section's title, heading, text
 * and code, which the browser queries as it is (client/engine.ts).
 */
export function buildSearchFiles(pages: PageContent[], options: SearchOptions): BuildResult {
  const sections = toSections(pages);
  // The title before the URL, whose path often repeats it: gzip then finds more to share.
  // Only a page's introduction keeps text to show (settings.ts: storedTextChars).
  const searchDocs: SearchDoc[] = sections.map(({url, title, subcategory, text}) => ({
    title,
    url,
    subcategory,
    text: subcategory === null ? storedText(text) : '',
  }));
  const docFile: SearchDocFile = {searchDocs: compactDocs(searchDocs), options};
  const docContent = JSON.stringify(docFile);
  const indexContent = JSON.stringify(wireIndex(sections, searchDocs));
  return {
    searchDoc: {fileName: hashedFileName('search-doc', docContent), content: docContent},
    lunrIndex: {fileName: hashedFileName('lunr-index', indexContent), content: indexContent},
    gzipBytes: gzipSize(docContent) + gzipSize(indexContent),
  };
}
