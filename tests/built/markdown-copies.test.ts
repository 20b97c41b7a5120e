import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {CheerioAPI} from 'cheerio';
import type {AnyNode} from 'domhandler';
import type {TableCell} from 'mdast';
import {describe, expect, it} from 'vitest';
import {githubUrl} from '../../src/data/site';
import {preamble, withoutPreamble} from '../../src/plugins/llms-txt/preamble';
import {findExamples} from '../../src/plugins/rsd-examples';
import {basePath, builtFile, page, publishedPages, text} from './build';
import {fences, nodes, parseMarkdown, plainText, tables} from './markdown';

// Each docs page's Markdown copy (`learn/styles/` → `learn/styles.md`, written by
// src/plugins/llms-txt from the built page): linked from the page, well-formed, and
// holding the page's code and compatibility tables.

const docsPages = publishedPages().filter((path) => page(path)('html').hasClass('plugin-docs'));
const siteUrl = 'https://react.github.io/react-strict-dom/';
/** The installed react-strict-dom's version: the release every page documents. */
const libraryVersion = (
  createRequire(import.meta.url)('react-strict-dom/package.json') as {version: string}
).version;
const copyPath = (path: string) => `${basePath}${path.replace(/\/$/, '')}.md`;
const copyOf = (path: string) => builtFile(copyPath(path).slice(basePath.length));

/** The code of each highlighted block of a page's article, hidden tab panels included. */
function codeBlocks($: CheerioAPI): string[] {
  return $('article .theme-code-block pre')
    .toArray()
    .map((pre) =>
      $(pre)
        .find('.token-line')
        .toArray()
        .map((line) => $(line).text())
        .join('\n')
        .replace(/\n+$/, ''),
    );
}

/**
 * The code blocks of a Markdown text, parsed: in the source, a block inside a list item
 * is indented.
 */
function codeIn(markdown: string): Set<string> {
  return new Set(
    nodes(parseMarkdown(markdown)).flatMap((node) => (node.type === 'code' ? [node.value] : [])),
  );
}

/** Every table cell of a Markdown text, as the text a reader of the rendered table sees. */
function markdownCells(markdown: string): Set<string> {
  return new Set(
    nodes(parseMarkdown(markdown))
      .filter((node): node is TableCell => node.type === 'tableCell')
      .map((cell) => text(plainText(cell))),
  );
}

/** The text of each non-blank text node under `node`, in document order. */
function texts(node: AnyNode): string[] {
  if (node.type === 'text') return node.data.trim() ? [node.data] : [];
  return 'children' in node ? node.children.flatMap(texts) : [];
}

/** Compatibility status cells of a built page: a cell with a data-status, or holding one. */
/** Status cells of the page's content; page chrome (the explorer's rows) is not in the copy. */
function statusCells($: CheerioAPI) {
  return $('article td, article th')
    .toArray()
    .filter((cell) => $(cell).closest('[data-page-chrome]').length === 0)
    .filter((cell) => $(cell).is('[data-status]') || $(cell).find('[data-status]').length > 0);
}

describe('every docs page names its Markdown copy', () => {
  it('finds the docs pages', () => {
    expect(docsPages.length).toBeGreaterThan(40);
  });

  it.each(docsPages)('%s: in its page actions and its <head>', (path) => {
    const $ = page(path);
    const actions = $('[data-page-chrome][role="group"][aria-label="Page actions"]');
    expect(actions).toHaveLength(1);
    expect(actions.prev().is('header:has(h1)')).toBe(true);
    expect(actions.find('a').first().attr('href')).toBe(copyPath(path));
    expect($('head link[rel="alternate"][type="text/markdown"]').attr('href')).toBe(copyPath(path));
  });
});

describe('every Markdown copy starts with its preamble', () => {
  it.each(docsPages)(
    '%s: the release it documents, compat.json, and a prefilled report of an error in it',
    (path) => {
      const copy = copyOf(path);
      const pageUrl = `${siteUrl}${path}`;
      const title = page(path)('h1').first().text().trim();
      expect(
        copy.startsWith(
          preamble({
            pageUrl,
            title,
            libraryVersion,
            releasesUrl: `${siteUrl}learn/releases.md`,
            compatUrl: `${siteUrl}compat.json`,
            repositoryUrl: githubUrl,
          }),
        ),
      ).toBe(true);
      // The same, read as a reader of the copy reads it: a quote, then the page's title.
      const [quote] = parseMarkdown(copy).children;
      expect(quote?.type).toBe('blockquote');
      expect(plainText(quote!)).toContain(
        `This page documents react-strict-dom ${libraryVersion}.`,
      );
      const links = nodes(quote!).flatMap((node) => (node.type === 'link' ? [node.url] : []));
      expect(links.slice(0, 2)).toEqual([`${siteUrl}learn/releases.md`, `${siteUrl}compat.json`]);
      for (const url of links.slice(0, 2)) builtFile(url.slice(siteUrl.length));
      const report = new URL(links[2]!);
      expect(`${report.origin}${report.pathname}`).toBe(`${githubUrl}/issues/new`);
      expect(report.searchParams.get('title')).toBe(`Docs: error in "${title}"`);
      expect(report.searchParams.get('body')).toContain(
        `${pageUrl} (react-strict-dom ${libraryVersion})`,
      );
      expect(withoutPreamble(copy)).toMatch(/^# \S/);
    },
  );
});

describe('every Markdown copy', () => {
  it.each(docsPages)('%s: is well-formed and holds every code block of the page', (path) => {
    const copy = copyOf(path);
    expect(withoutPreamble(copy)).toMatch(/^# \S/);
    expect(fences(copy).unclosed).toEqual([]);
    expect(tables(copy).uneven).toEqual([]);
    // The page actions stay out (their chat links would be the only such addresses).
    expect(copy).not.toContain('https://chatgpt.com/?q=');
    const written = codeIn(copy);
    const missing = codeBlocks(page(path)).filter((code) => !written.has(code));
    expect(missing.map((code) => code.slice(0, 80))).toEqual([]);
  });

  const examples = new Map(findExamples(process.cwd()).map((example) => [example.name, example]));
  const withExamples = docsPages.filter((path) => page(path)('[data-example]').length > 0);

  it('finds pages with live examples', () => {
    expect(withExamples.length).toBeGreaterThan(10);
  });

  it.each(withExamples)('%s: holds the files its live examples import', (path) => {
    const written = codeIn(copyOf(path));
    const $ = page(path);
    const files = $('[data-example]')
      .toArray()
      .flatMap((preview) => examples.get($(preview).attr('data-example')!)?.siblings ?? [])
      .filter((sibling) => sibling.kind === 'code');
    for (const file of files) {
      const code = readFileSync(file.filePath, 'utf8').replace(/\s+$/, '');
      expect(written.has(code), `${file.name} in ${path}`).toBe(true);
    }
  });
});

describe('compatibility tables in the Markdown copies', () => {
  const withTables = docsPages.filter((path) => statusCells(page(path)).length > 0);

  it('finds pages with compatibility tables', () => {
    expect(withTables.length).toBeGreaterThan(15);
  });

  it.each(withTables)(
    '%s: each status cell reads as its word, then its note in brackets',
    (path) => {
      const $ = page(path);
      const cells = markdownCells(copyOf(path));
      const expected = statusCells($).map((cell) => {
        // The status word is the cell's first text; its note, if any, is the rest.
        const [word = '', ...note] = texts(cell);
        return note.length ? `${text(word)} (${text(note.join(''))})` : text(word);
      });
      expect(expected.filter((cell) => !cells.has(cell))).toEqual([]);
    },
  );

  it.each(withTables)('%s: says once what the status words mean', (path) => {
    const copy = copyOf(path);
    expect(copy.match(/^What the status words in the tables mean:$/gm)).toHaveLength(1);
    const words = page(path)('article li[data-status]')
      .toArray()
      .map((item) => text(page(path)(item).text()));
    expect(new Set(words).size).toBe(4);
    // The words never stand alone as list items, as the icons' legend did.
    for (const word of words) expect(copy).not.toMatch(new RegExp(`^- ${word}$`, 'm'));
    for (const word of new Set(words))
      expect(copy).toMatch(new RegExp(`^- \\*\\*${word}\\*\\*: `, 'm'));
  });
});
