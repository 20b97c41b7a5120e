import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'cheerio';

type $ = cheerio.CheerioAPI;

/** Elements that are page chrome or controls, not content. */
const skipped = new Set(['script', 'style', 'button', 'input', 'select', 'nav', 'label', 'noscript']);

/**
 * Turns the rendered HTML of a docs page into Markdown: the markup our pages
 * produce (headings, prose, lists, code blocks, tabs, tables, admonitions,
 * diagrams), not arbitrary HTML.
 */
export function htmlToMarkdown(html: string, pageUrl: string): string {
  const $ = cheerio.load(html);
  const root = $('article .markdown').first().length ? $('article .markdown').first() : $('main').first();
  root.find('.hash-link, [role="status"], [aria-hidden="true"]').remove();
  const blocks = root.contents().toArray().map((node) => block($, node, pageUrl));
  return `${tidy(blocks.join(''))}\n`;
}

function tidy(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

function children($: $, node: Element, url: string): string {
  return $(node).contents().toArray().map((child) => block($, child, url)).join('');
}

function inline($: $, node: AnyNode, url: string): string {
  if (node.type === 'text') return $(node).text().replace(/\s+/g, ' ');
  if (node.type !== 'tag') return '';
  const el = node as Element;
  const inner = () => el.children.map((child) => inline($, child, url)).join('');
  switch (el.tagName) {
    case 'code':
      return `\`${$(el).text()}\``;
    case 'strong':
    case 'b':
      return `**${inner().trim()}**`;
    case 'em':
    case 'i':
      return `*${inner().trim()}*`;
    case 'br':
      return '  \n';
    case 'a': {
      const href = $(el).attr('href');
      const text = inner().trim();
      return href ? `[${text}](${new URL(href, url).href})` : text;
    }
    case 'svg':
      return '';
    default:
      return skipped.has(el.tagName) ? '' : inner();
  }
}

function codeBlock($: $, el: Element): string {
  const language = /language-([\w-]+)/.exec($(el).attr('class') ?? '')?.[1] ?? '';
  const title = $(el).find('[class*="codeBlockTitle"]').text().trim();
  const lines = $(el).find('.token-line').toArray();
  const code = lines.length ? lines.map((line) => $(line).text()).join('\n') : $(el).find('pre').text();
  return `\n\n${title ? `${title}:\n\n` : ''}\`\`\`${language}\n${code.replace(/\n+$/, '')}\n\`\`\`\n\n`;
}

function table($: $, el: Element, url: string): string {
  const cell = (c: Element) => inline($, c, url).replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
  const rows = $(el).find('tr').toArray().map((row) => $(row).children('th, td').toArray().map(cell));
  if (!rows.length) return '';
  const [head, ...body] = rows;
  const caption = $(el).find('caption').text().trim();
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return `\n\n${caption ? `${caption}:\n\n` : ''}${[line(head), line(head.map(() => '---')), ...body.map(line)].join('\n')}\n\n`;
}

function list($: $, el: Element, url: string, depth = 0): string {
  const ordered = el.tagName === 'ol';
  const items = $(el).children('li').toArray().map((li, index) => {
    const marker = ordered ? `${index + 1}.` : '-';
    const nested = $(li).children('ul, ol').toArray().map((sub) => list($, sub, url, depth + 1)).join('');
    const text = li.children
      .filter((child) => !(child.type === 'tag' && ['ul', 'ol'].includes((child as Element).tagName)))
      .map((child) => (child.type === 'tag' && (child as Element).tagName === 'p' ? inline($, child, url) : inline($, child, url)))
      .join('')
      .trim();
    return `${'  '.repeat(depth)}${marker} ${text}\n${nested}`;
  });
  return depth ? items.join('') : `\n\n${items.join('')}\n`;
}

function block($: $, node: AnyNode, url: string): string {
  if (node.type === 'text') return $(node).text().trim() ? $(node).text().replace(/\s+/g, ' ') : '';
  if (node.type !== 'tag') return '';
  const el = node as Element;
  const className = $(el).attr('class') ?? '';
  if (skipped.has(el.tagName)) return '';
  if (/^h[1-6]$/.test(el.tagName)) {
    return `\n\n${'#'.repeat(Number(el.tagName[1]))} ${inline($, el, url).trim()}\n\n`;
  }
  if (className.includes('theme-code-block')) return codeBlock($, el);
  if (className.includes('tabs-container')) {
    const labels = $(el).find('[role="tab"]').toArray().map((tab) => $(tab).text().trim());
    const panels = $(el).find('[role="tabpanel"]').toArray();
    return panels.map((panel, i) => `\n\n**${labels[i] ?? ''}**\n\n${children($, panel, url)}`).join('');
  }
  if (className.includes('theme-admonition')) {
    const heading = $(el).find('[class*="admonitionHeading"]').first().text().trim();
    const content = tidy(children($, $(el).find('[class*="admonitionContent"]').get(0) ?? el, url));
    return `\n\n> **${heading}:** ${content.replace(/\n/g, '\n> ')}\n\n`;
  }
  switch (el.tagName) {
    case 'p':
      return `\n\n${inline($, el, url).trim()}\n\n`;
    case 'ul':
    case 'ol':
      return list($, el, url);
    case 'table':
      return table($, el, url);
    case 'pre':
      return `\n\n\`\`\`\n${$(el).text().replace(/\n+$/, '')}\n\`\`\`\n\n`;
    case 'blockquote':
      return `\n\n> ${tidy(children($, el, url)).replace(/\n/g, '\n> ')}\n\n`;
    case 'hr':
      return '\n\n---\n\n';
    case 'svg': {
      const title = $(el).find('title').first().text().trim();
      const desc = $(el).find('desc').first().text().trim();
      return title || desc ? `\n\n*Diagram: ${[title, desc].filter(Boolean).join('. ')}*\n\n` : '';
    }
    case 'img': {
      const alt = $(el).attr('alt');
      return alt ? `\n\n*Image: ${alt}*\n\n` : '';
    }
    case 'details':
      return `\n\n${children($, el, url)}\n\n`;
    case 'summary':
      return `\n\n**${inline($, el, url).trim()}**\n\n`;
    default:
      return children($, el, url);
  }
}
