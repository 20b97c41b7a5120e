import type {Cheerio, CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {supportStatuses, type SupportStatus} from '../../data/compat/types';

/**
 * What each status word of a compatibility table means. On the page the legend is
 * four coloured icons with their words; a reader of the Markdown copy sees the words
 * only, so the copy says what they mean.
 */
export const statusMeanings: Record<SupportStatus, string> = {
  native:
    'provided by the platform itself (the browser on the web, React Native on Android and iOS)',
  polyfilled: "provided by React Strict DOM's own JavaScript",
  partial: 'works with limits, given in the note',
  unsupported: 'not available (ignored, or a warning or an error is logged in development)',
};

function isStatus(value: string | undefined): value is SupportStatus {
  return (supportStatuses as readonly (string | undefined)[]).includes(value);
}

/**
 * Compatibility-table legends (lists whose every item carries a `data-status`): the
 * first on the page becomes the status words with their meanings, the others go, as
 * every table uses the same words. Fails on a status this file gives no meaning.
 */
export function legendsToMarkdown($: CheerioAPI, root: Cheerio<Element>): void {
  const legends = root
    .find('ul, ol')
    .filter((_, list) => {
      const items = $(list).children('li');
      return items.length > 0 && items.toArray().every((item) => $(item).is('[data-status]'));
    })
    .toArray();
  legends.forEach((legend, i) => {
    if (i > 0) {
      $(legend).remove();
      return;
    }
    const items = $(legend)
      .children('li')
      .toArray()
      .map((item) => {
        const status = $(item).attr('data-status');
        if (!isStatus(status))
          throw new Error(
            `[llms-txt] a compatibility legend has the status "${status}", which src/plugins/llms-txt/compatTables.ts gives no meaning`,
          );
        return `<li><strong>${escapeText($(item).text().trim())}</strong>: ${escapeText(statusMeanings[status])}.</li>`;
      });
    $(legend).replaceWith(
      `<p>What the status words in the tables mean:</p><ul>${items.join('')}</ul>`,
    );
  });
}

/**
 * Status cells (a cell that carries a `data-status`, or holds an element that does)
 * as one phrase: the status word, then its note in brackets, "Not supported (React
 * DOM 19.0 has no such event…)". The page shows the two apart with CSS; as text they
 * would run together.
 */
export function statusCellsToMarkdown($: CheerioAPI, root: Cheerio<Element>): void {
  root.find('td, th').each((_, cell) => {
    const $cell = $(cell);
    if (!$cell.is('[data-status]') && !$cell.find('[data-status]').length) return;
    // The word is the cell's first text, however deep; the note is all the text after it.
    const texts = textNodes(cell).filter((text) => text.trim());
    const word = texts[0]?.trim() ?? $cell.attr('data-status') ?? '';
    const note = texts.slice(1).join('').replace(/\s+/g, ' ').trim();
    $cell.text(note ? `${word} (${note})` : word);
  });
}

/** The text of each text node under `node`, in document order. */
function textNodes(node: AnyNode): string[] {
  if (node.type === 'text') return [node.data];
  return 'children' in node ? node.children.flatMap((child) => textNodes(child)) : [];
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
