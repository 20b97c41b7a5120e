// Client module of the search plugin (spec §4): after the SearchBar navigates
// with a word in the history state, marks that word once on the destination
// page, then removes it from the state so a reload or Back shows no mark.
import type {ClientModule} from '@docusaurus/types';

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

/** The history-state key under which the SearchBar passes the word to mark. */
export const markStateKey = 'searchMark';

/** Drops the word to mark from the current history entry, keeping the router's key. */
function forgetMark(): void {
  const entry = window.history.state as {state?: Record<string, unknown>} | null;
  if (!entry?.state || !(markStateKey in entry.state)) return;
  const {[markStateKey]: _dropped, ...rest} = entry.state;
  window.history.replaceState({...entry, state: Object.keys(rest).length ? rest : undefined}, '');
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const word = (location.state as Record<string, unknown> | undefined)?.[markStateKey];
    if (typeof word !== 'string' || !word) return;
    forgetMark();
    try {
      const anchorId = location.hash ? decodeURIComponent(location.hash.slice(1)) : null;
      markFirst(word, anchorId)?.scrollIntoView({block: 'nearest'});
    } catch (error) {
      // Spec §8: failing to mark the word only reports to the console.
      console.warn('Search could not mark the word on this page.', error);
    }
  },
};

export default clientModule;
