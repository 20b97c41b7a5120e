// Server only: the HTML of a code block with the compiler's notes, written while pages are
// rendered at build time (see ./index.ts). The browser never loads this file.
import fs from 'node:fs';
import {escapeHtml} from '../../utils/escapeHtml';
import {linesHtml, type LineToken} from './tokens';
import type {CodeSpan, PlatformTexts, SampleTypes, TypePlatform} from './typeInfo';

/** The class of an identifier that shows its type: a button that opens its popover. */
export const typeRefClass = 'type-ref';

/**
 * Marks what the compiler says about the code, not the code itself (the type popovers and
 * the error lines): the copy button, the Markdown copies and search leave it out.
 */
export const codeNoteAttribute = 'data-code-note';

const platformLabels: Record<TypePlatform, string> = {web: 'Web', native: 'Native'};

/** The code the lines show, without its final line break (as tokenLines drops it). */
export function codeOfLines(lines: readonly LineToken[][]): string {
  return lines.map((line) => line.map((token) => token.text).join('')).join('\n');
}

/** The code's key in the compiler's notes: its text without the final line break. */
export const codeKey = (code: string) => code.replace(/\n$/, '');

/** A short, stable name for a text (FNV-1a): the same in every build. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The compiler's notes on a block of code, as the server reads them. */
export interface CodeNotes extends SampleTypes {
  /**
   * Its popovers are its own, not shared with the page's other blocks: a live example's
   * code gives way to an editor, and its popovers with it.
   */
  own?: boolean;
}

/** One text per platform, labelled when they differ; a single one is shown unlabelled. */
function platformTexts(texts: PlatformTexts, each: (text: string) => string): string {
  const entries = Object.entries(texts) as [TypePlatform, string][];
  if (entries.length === 1 && entries[0]![0] === 'web') return each(entries[0]![1]);
  return entries
    .map(
      ([platform, text]) =>
        `<span class="type-platform">${platformLabels[platform]}</span>${each(text)}`,
    )
    .join('');
}

/** A token's HTML, as linesHtml writes it. */
function tokenHtml({className, text}: LineToken): string {
  return className ? `<span class="${className}">${escapeHtml(text)}</span>` : escapeHtml(text);
}

/** A line's tokens cut at these character offsets, so a span can start or end at each. */
function cutAt(
  line: readonly LineToken[],
  cuts: ReadonlySet<number>,
): {at: number; token: LineToken}[] {
  const pieces: {at: number; token: LineToken}[] = [];
  let at = 0;
  for (const token of line) {
    let start = 0;
    for (let i = 1; i < token.text.length; i++) {
      if (!cuts.has(at + i)) continue;
      pieces.push({at: at + start, token: {...token, text: token.text.slice(start, i)}});
      start = i;
    }
    pieces.push({at: at + start, token: {...token, text: token.text.slice(start)}});
    at += token.text.length;
  }
  return pieces;
}

/** The wavy line under an error's span and its message, in a line of their own. */
function errorHtml(
  error: CodeSpan & {code: number; text: PlatformTexts},
  lineLength: number,
): string {
  const length = Math.max(1, Math.min(error.length, lineLength - error.character));
  const squiggle = `${' '.repeat(error.character)}${'~'.repeat(length)}`;
  const message = platformTexts(
    error.text,
    (text) => `<span class="code-error-text">error TS${error.code}: ${escapeHtml(text)}</span>`,
  );
  return `<span class="code-error" ${codeNoteAttribute}><span class="code-error-mark" aria-hidden="true">${squiggle}</span>${message}</span>`;
}

/**
 * The lines as HTML with the compiler's notes: each identifier of the library is a button
 * that shows its type in a popover (the HTML popover API: opened by a click, Enter or
 * Space, and where the browser has interest invokers by hover and keyboard focus too;
 * closed by Escape; no script), and each error is written in a line under the line
 * where it starts. The button names its popover as its description, so a screen reader
 * reads the type with the name. A popover follows the first identifier that shows it;
 * its id is made from its text, so the page's other blocks share it (sharePopovers),
 * unless the block's popovers are its own.
 */
export function typedLinesHtml(lines: readonly LineToken[][], notes: CodeNotes): string {
  const block = `t${shortHash(codeOfLines(lines))}`;
  const ids = new Map<string, string>();
  return lines
    .map((line, index) => {
      const hovers = notes.hovers.filter((hover) => hover.line === index);
      const cuts = new Set(hovers.flatMap((h) => [h.character, h.character + h.length]));
      let html = '';
      let open: {end: number; after: string} | undefined;
      for (const {at, token} of cutAt(line, cuts)) {
        if (open && at >= open.end) {
          html += `</button>${open.after}`;
          open = undefined;
        }
        const hover = open ? undefined : hovers.find((h) => h.character === at);
        if (hover) {
          const content = platformTexts(hover.text, (text) => `<code>${escapeHtml(text)}</code>`);
          const known = ids.get(content);
          const id = known ?? (notes.own ? `${block}-${ids.size}` : `t${shortHash(content)}`);
          ids.set(content, id);
          // No `type`: outside a form, a button's default (submit) does nothing.
          html += `<button class="${typeRefClass}" popovertarget="${id}" interestfor="${id}" aria-describedby="${id}">`;
          open = {
            end: hover.character + hover.length,
            after: known
              ? ''
              : `<span id="${id}" popover class="type-popover" ${codeNoteAttribute}>${content}</span>`,
          };
        }
        html += tokenHtml(token);
      }
      if (open) html += `</button>${open.after}`;
      const lineLength = codeOfLines([line]).length;
      const errors = notes.errors.filter((error) => error.line === index);
      return `<span class="token-line">${html}<br/></span>${errors.map((error) => errorHtml(error, lineLength)).join('')}`;
    })
    .join('');
}

/** A popover as typedLinesHtml writes it: its id and its text. */
const popoverHtml = new RegExp(
  `<span id="(t[0-9a-z]+(?:-[0-9]+)?)" popover class="type-popover" ${codeNoteAttribute}>((?:<span class="type-platform">[^<]*</span>|<code>[^<]*</code>)+)</span>`,
  'g',
);

/**
 * A page's HTML with each type popover once: a shared one where it first appears, which
 * the blocks after it point to. A live example's own popover is left where it is unless a
 * shared one has its text, which its identifiers then point to instead. Fails on two texts
 * with one id.
 */
export function sharePopovers(html: string): string {
  /** Shared popovers: text → id, and id → text. */
  const shared = new Map<string, string>();
  const sharedText = new Map<string, string>();
  const owned = new Map<string, string>();
  for (const [, id, content] of html.matchAll(popoverHtml)) {
    if (id!.includes('-')) {
      owned.set(id!, content!);
      continue;
    }
    const before = sharedText.get(id!);
    if (before !== undefined && before !== content)
      throw new Error(`Two type popovers share the id ${id}: ${before}, ${content}`);
    shared.set(content!, id!);
    sharedText.set(id!, content!);
  }
  const kept = new Set<string>();
  let page = html.replace(popoverHtml, (popover, id: string, content: string) => {
    if (owned.has(id)) return shared.has(content) ? '' : popover;
    if (kept.has(id)) return '';
    kept.add(id);
    return popover;
  });
  for (const [id, content] of owned) {
    const to = shared.get(content);
    if (to) page = page.replaceAll(`"${id}"`, `"${to}"`);
  }
  // Short ids, in the order the page shows them: the ids made from texts are random to
  // the compressor, and three times in each identifier's button.
  const ids = new Map<string, string>();
  for (const [, id] of page.matchAll(popoverHtml)) ids.set(id!, `${pagePrefix}${ids.size}`);
  return page.replace(/="(t[0-9a-z]+(?:-[0-9]+)?)"/g, (attribute, id: string) =>
    ids.has(id) ? `="${ids.get(id)}"` : attribute,
  );
}

/** The prefix of the ids sharePopovers gives a page's popovers, which no other id has. */
export const pagePrefix = 'ty';

/**
 * linesHtml for the server: the lines of a sample the compiler checked (./typeInfo.ts,
 * whose notes the plugin wrote to `notesFile`) with its notes; any other code plain.
 */
export function typedLinesHtmlFrom(notesFile: string): typeof linesHtml {
  let notes: Map<string, CodeNotes> | undefined;
  return (lines) => {
    notes ??= new Map(
      Object.entries(JSON.parse(fs.readFileSync(notesFile, 'utf8')) as Record<string, CodeNotes>),
    );
    const types = notes.get(codeOfLines(lines));
    return types && (types.hovers.length > 0 || types.errors.length > 0)
      ? typedLinesHtml(lines, types)
      : linesHtml(lines);
  };
}
