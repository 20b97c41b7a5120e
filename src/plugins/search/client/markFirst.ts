// Marks a word on the page a search result led to (./mark.ts). In the search chunk: it
// runs only after a search, when that chunk has loaded, so pages do not carry it.
/** Attribute on the `<mark>` this module adds, for styling and tests. */
export const markAttribute = 'data-search-mark';

const skipped = 'script, style, button, nav, mark, .hash-link, [aria-hidden="true"]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Wraps the first whole-word occurrence of `word` (any case) in a `<mark>`:
 * from the section `anchorId` names if the page has it, else from the start of
 * the article (or `<main>` on other pages). Returns the mark, or null.
 */
export function markFirst(
  word: string,
  anchorId: string | null,
  doc: Document = document,
): HTMLElement | null {
  const root =
    doc.querySelector('article .markdown') ??
    doc.querySelector('article') ??
    doc.querySelector('main');
  if (!root) return null;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(word)}(?![\\p{L}\\p{N}_])`, 'iu');
  const anchor = anchorId ? doc.getElementById(anchorId) : null;
  const texts: Text[] = [];
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(skipped)) texts.push(node as Text);
  }
  const after = (node: Text) =>
    !anchor ||
    anchor.contains(node) ||
    !!(anchor.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
  const candidates = [...texts.filter(after), ...texts.filter((node) => !after(node))];
  for (const node of candidates) {
    const match = pattern.exec(node.data);
    if (!match) continue;
    const range = doc.createRange();
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    const mark = doc.createElement('mark');
    mark.setAttribute(markAttribute, '');
    range.surroundContents(mark);
    return mark;
  }
  return null;
}
