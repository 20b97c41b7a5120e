import * as cheerio from 'cheerio';
import type {Cheerio, CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {fromHtml} from 'hast-util-from-html';
import {toMdast} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {pageChromeAttribute} from '../../utils/pageChrome';
import {codeNoteAttribute, typeRefClass} from '../syntax-tokens/typedLines';
import {legendsToMarkdown, statusCellsToMarkdown} from './compatTables';

/** A file beside a live example that the example imports (`tokens.css.ts`). */
export interface ExampleFile {
  name: string;
  code: string;
}

export interface MarkdownOptions {
  /**
   * The files a live example imports from its folder, by the example's name. The page
   * shows them only in the editor; the Markdown lists each after the example's source,
   * unless the page shows the same code elsewhere.
   */
  exampleFiles?: (name: string) => readonly ExampleFile[];
}

/**
 * Turns the rendered HTML of a docs page into Markdown. The HTML is what readers
 * get, components and all (compatibility tables, imported snippets), so it is the
 * source; the conversion itself, escaping included, is the unified toolchain's
 * (hast → mdast → GFM Markdown). The rules here only rewrite Docusaurus markup
 * into the plain HTML that conversion understands.
 */
export function htmlToMarkdown(
  html: string,
  pageUrl: string,
  options: MarkdownOptions = {},
): string {
  const $ = cheerio.load(html);
  const root = $('article .markdown').first().length
    ? $('article .markdown').first()
    : $('main').first();
  simplify($, root, pageUrl, options);
  // React's SSR markers (<!-- -->) are no content.
  const mdast = toMdast(fromHtml(root.html() ?? '', {fragment: true}), {
    nodeHandlers: {comment() {}},
  });
  return toMarkdown(mdast, {
    // Unpadded tables: a column is as wide as its longest cell otherwise.
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '*',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });
}

/** Page chrome and controls: not content. */
const chrome = [
  `[${pageChromeAttribute}]`,
  '.hash-link',
  '[role="status"]',
  '[aria-hidden="true"]',
  'script',
  'style',
  'noscript',
  'nav',
  'button',
  'input',
  'select',
  'textarea',
  'label',
].join(', ');

/** Rewrites Docusaurus markup in place into plain HTML elements. */
function simplify(
  $: CheerioAPI,
  root: Cheerio<Element>,
  pageUrl: string,
  options: MarkdownOptions,
): void {
  // Code as written: not the compiler's notes on it, and its identifiers as plain text.
  root.find(`[${codeNoteAttribute}]`).remove();
  root.find(`.${typeRefClass}`).each((_, ref) => void $(ref).replaceWith($(ref).contents()));
  root.find(chrome).remove();
  exampleFiles($, root, options);
  root
    .find('.theme-code-block')
    .each((_, block) => void $(block).replaceWith(codeBlock($, $(block))));
  root.find('.tabs-container').each((_, tabs) => void $(tabs).replaceWith(tabPanels($, $(tabs))));
  root
    .find('.theme-admonition')
    .each((_, note) => void $(note).replaceWith(admonition($, $(note))));
  root.find('svg').each((_, svg) => void $(svg).replaceWith(diagram($, $(svg))));
  legendsToMarkdown($, root);
  statusCellsToMarkdown($, root);
  root.find('table').each((_, table) => tableCells($, $(table)));
  // A live example's rendered preview is a demo, not text; its source follows it.
  root.find('figure [data-example]').remove();
  root.find('figcaption').each((_, caption) => {
    $(caption).replaceWith(`<p>${escapeHtml(partsText($, caption))}</p>`);
  });
  root.find('a[href]').each((_, link) => {
    $(link).attr('href', new URL($(link).attr('href')!, pageUrl).href);
  });
  root.find('img[src]').each((_, img) => {
    $(img).attr('src', new URL($(img).attr('src')!, pageUrl).href);
  });
}

/** A highlighted block: its title as a line of its own, then the code with its language. */
function codeBlock($: CheerioAPI, block: Cheerio<Element>): string {
  const language = /\blanguage-([\w-]+)/.exec(block.attr('class') ?? '')?.[1];
  const title = block.find('[class*="codeBlockTitle"]').first().text().trim();
  return sourceBlock($, title, codeText($, block.find('pre').first()), language);
}

/** A titled block of code as plain HTML: `<p>title:</p><pre><code class="language-…">`. */
function sourceBlock($: CheerioAPI, title: string, code: string, language?: string): string {
  const pre = $('<pre><code></code></pre>');
  pre.find('code').text(code);
  if (language) pre.find('code').addClass(`language-${language}`);
  return `${title ? `<p>${escapeHtml(title)}:</p>` : ''}${$.html(pre)}`;
}

/** A live example's imported files, after its own source, unless the page shows them already. */
function exampleFiles($: CheerioAPI, root: Cheerio<Element>, options: MarkdownOptions): void {
  const trimmed = (code: string) => code.replace(/\s+$/, '');
  const shown = new Set(
    root
      .find('.theme-code-block pre')
      .toArray()
      .map((pre) => trimmed(codeText($, $(pre)))),
  );
  root.find('figure').each((_, figure) => {
    const name = $(figure).find('[data-example]').attr('data-example');
    if (!name || !options.exampleFiles) return;
    for (const file of options.exampleFiles(name)) {
      if (shown.has(trimmed(file.code))) continue;
      shown.add(trimmed(file.code));
      const language = /\.([cm]?[jt]sx?)$/.exec(file.name)?.[1];
      $(figure).append(sourceBlock($, file.name, trimmed(file.code), language));
    }
  });
}

/** The code of a <pre>, one line per highlighted line however the lines are marked up. */
function codeText($: CheerioAPI, pre: Cheerio<Element>): string {
  const lines = pre.find('.token-line');
  const text = lines.length
    ? lines
        .toArray()
        .map((line) => $(line).text())
        .join('\n')
    : (pre.find('br').replaceWith('\n'), pre.text());
  return text.replace(/\n+$/, '');
}

/** Tabs become one labelled section per panel, hidden ones included. */
function tabPanels($: CheerioAPI, tabs: Cheerio<Element>): string {
  const labels = tabs
    .find('[role="tab"]')
    .toArray()
    .map((tab) => $(tab).text().trim());
  return tabs
    .find('[role="tabpanel"]')
    .toArray()
    .map(
      (panel, i) =>
        `<p><strong>${escapeHtml(labels[i] ?? '')}</strong></p>${$(panel).html() ?? ''}`,
    )
    .join('');
}

/** An admonition becomes a quote that starts with its heading in bold. */
function admonition($: CheerioAPI, note: Cheerio<Element>): string {
  const heading = note.find('[class*="admonitionHeading"]').first().text().trim();
  const content = note.find('[class*="admonitionContent"]').first();
  return `<blockquote><p><strong>${escapeHtml(heading)}:</strong></p>${(content.length ? content : note).html() ?? ''}</blockquote>`;
}

/** A diagram keeps its text alternative; a decorative icon goes. */
function diagram($: CheerioAPI, svg: Cheerio<Element>): string {
  const text = [
    svg.find('title').first().text().trim(),
    svg.find('desc').first().text().trim(),
  ].filter(Boolean);
  return text.length ? `<p><em>Diagram: ${escapeHtml(text.join('. '))}</em></p>` : '';
}

/**
 * Tables: the caption becomes a line above (Markdown tables have none), and values
 * the page shows apart stay apart: a prop's name and its type (two <code>s side by
 * side), a status and its note (a <span> after text).
 */
function tableCells($: CheerioAPI, table: Cheerio<Element>): void {
  const caption = table.find('caption').first();
  if (caption.length) {
    table.before(`<p>${escapeHtml(caption.text().trim())}:</p>`);
    caption.remove();
  }
  // A header cell is a label: its parts (Prop, and type) are words of it.
  table.find('thead th').each((_, cell) => void $(cell).text(partsText($, cell, ' ')));
  table.find('tbody th, tbody td, tbody th *, tbody td *').each((_, parent) => {
    [...parent.children].forEach((child: AnyNode, i, children) => {
      const before = children[i - 1];
      if (child.type !== 'tag' || !before) return;
      const boxed = ['span', 'div'].includes(child.tagName);
      if (before.type === 'tag' || (boxed && before.type === 'text' && /\S$/.test(before.data))) {
        $(child).before(' ');
      }
    });
  });
}

/** The text of an element whose parts the page shows apart (by CSS), joined. */
function partsText($: CheerioAPI, element: Element, separator = ' — '): string {
  return $(element)
    .contents()
    .toArray()
    .map((part) => $(part).text().trim())
    .filter(Boolean)
    .join(separator);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
