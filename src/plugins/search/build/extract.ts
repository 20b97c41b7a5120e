import {load, type AnyNode, type Element} from 'cheerio';
import {pageChromeAttribute} from '../../../utils/pageChrome';
import {codeNoteAttribute, typeRefClass} from '../../syntax-tokens/typedLines';

/** A stretch of a page under one heading; the first one (no heading) is the introduction. */
export interface Section {
  /** The heading's `id`, or null for the introduction or a heading without one. */
  anchor: string | null;
  heading: string | null;
  /** Prose, whitespace collapsed. */
  text: string;
  /** The text of its code blocks: indexed, never shown as a snippet. */
  code: string;
}

export interface PageContent {
  /** The page's path under the base URL, e.g. `/react-strict-dom/learn/`. */
  url: string;
  title: string;
  sections: Section[];
}

// Elements whose text is not reading matter: controls, icons, navigation, the
// invisible "#" link Docusaurus puts in each heading, and the page actions.
const skippedTags = new Set(['script', 'style', 'template', 'noscript', 'svg', 'button', 'nav', 'img']);
// Elements whose edges separate words (`<td>a</td><td>b</td>` is "a b", not "ab").
const blockTags = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt',
  'figcaption', 'figure', 'footer', 'header', 'hr', 'li', 'main', 'ol', 'p', 'pre',
  'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function attr(element: Element, name: string): string | undefined {
  return element.attribs[name];
}

function hasClass(element: Element, name: string): boolean {
  return (attr(element, 'class') ?? '').split(/\s+/).includes(name);
}

function isSkipped(element: Element): boolean {
  return (
    // An identifier in code is a button that shows its type: its text is the code's.
    (skippedTags.has(element.tagName) && !hasClass(element, typeRefClass)) ||
    // What the compiler says about code (types, errors) is not the page's text.
    attr(element, codeNoteAttribute) !== undefined ||
    attr(element, 'role') === 'tablist' ||
    hasClass(element, 'hash-link') ||
    attr(element, pageChromeAttribute) !== undefined ||
    attr(element, 'aria-hidden') === 'true'
  );
}

// Pushed at the edges of links and code: a space between two adjacent ones
// ("Learn", "API") but nothing before punctuation ("css.create, and").
const softBreak = '\u0001';

function normalize(text: string): string {
  return text
    .replace(/(?<=[\p{L}\p{N}])\u0001+(?=[\p{L}\p{N}])/gu, ' ')
    .replace(/[\u0001\u200b]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// Inline elements that can sit side by side with no space between them: two links,
// or a prop's name and its type in adjacent `<code>` (`aria-atomic` `boolean`).
const softTags = new Set(['a', 'code']);

/** The separator text at an element's edges: a space for a block, a soft break for a link or code. */
function edgeOf(element: Element): string {
  return blockTags.has(element.tagName) ? ' ' : softTags.has(element.tagName) ? softBreak : '';
}

function collectText(node: AnyNode, out: string[]): void {
  if (node.type === 'text') {
    out.push(node.data);
  } else if (isElement(node) && !isSkipped(node)) {
    const edge = edgeOf(node);
    out.push(edge);
    for (const child of node.children) collectText(child, out);
    out.push(edge);
  }
}

function textOf(node: AnyNode): string {
  const out: string[] = [];
  collectText(node, out);
  return normalize(out.join(''));
}

/**
 * Reads a built page: its title (the first h1) and its text split at every
 * h2 and h3, from the doc's Markdown body, or from `<main>` on other pages. A heading
 * without an id cannot be linked to: its text stays in the section around it.
 * Returns null for a page without such a body.
 *
 * @param siteTitle Stripped from `<title>` when the page has no h1.
 */
export function extractPage(html: string, url: string, siteTitle = ''): PageContent | null {
  const $ = load(html);
  const root = $('.theme-doc-markdown').get(0) ?? $('main').get(0);
  if (!root) return null;

  let title = '';
  type Draft = {anchor: string | null; heading: string | null; parts: string[]; code: string[]};
  const sections: Draft[] = [{anchor: null, heading: null, parts: [], code: []}];
  const current = () => sections[sections.length - 1];
  const walk = (node: AnyNode): void => {
    if (!isElement(node)) {
      collectText(node, current().parts);
      return;
    }
    if (isSkipped(node)) return;
    if (node.tagName === 'h1') {
      title ||= textOf(node);
    } else if ((node.tagName === 'h2' || node.tagName === 'h3') && attr(node, 'id')) {
      sections.push({anchor: attr(node, 'id')!, heading: textOf(node), parts: [], code: []});
    } else if (node.tagName === 'pre') {
      current().code.push(textOf(node));
      current().parts.push(' ');
    } else {
      const edge = edgeOf(node);
      current().parts.push(edge);
      for (const child of node.children) walk(child);
      current().parts.push(edge);
    }
  };
  walk(root);

  if (!title) {
    const titleElement = $('title').get(0);
    title = titleElement ? textOf(titleElement) : '';
    if (siteTitle && title.endsWith(` | ${siteTitle}`)) title = title.slice(0, -siteTitle.length - 3);
  }
  return {
    url,
    title,
    sections: sections.map(({anchor, heading, parts, code}) => ({
      anchor,
      heading,
      text: normalize(parts.join('')),
      code: code.join(' '),
    })),
  };
}
