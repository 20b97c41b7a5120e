// The wire format of syntax tokens: written at build time by this plugin, read in the
// browser by src/theme/CodeBlock. Relative imports: build plugins load this file in Node,
// where @site is not an alias.
import {codeGroupNames} from '../../data/codeGroupNames';
import {escapeHtml} from '../../utils/escapeHtml';

export {codeOf} from './codeOf';

/**
 * Syntax tokens: a code block's text as it is highlighted at build time
 * (src/plugins/syntax-tokens), in a compact form that page chunks carry. It is
 * the code itself with a marker character before each run of text, naming the
 * colour group of that run (or plain text), so the browser only splits it,
 * never tokenizes. Markers are control characters that source code never holds.
 */
export type SyntaxTokens = string;

/** One run of text in one colour group (none: plain text). */
export interface TokenRun {
  group?: string;
  text: string;
}

const plainMark = 0x10;
const hasMarker = /[\x10-\x1f]/;
const groupIndex = new Map<string, number>(codeGroupNames.map((name, i) => [name, i]));

/** Writes runs in the compact form; runs are joined in order. */
export function encodeTokens(runs: readonly TokenRun[]): SyntaxTokens {
  let tokens = '';
  let current: string | undefined;
  for (const {group, text} of runs) {
    if (hasMarker.test(text))
      throw new Error(`Code holds a control character U+0010-U+001F: ${JSON.stringify(text)}`);
    if (group !== undefined && !groupIndex.has(group))
      throw new Error(`Unknown colour group "${group}"`);
    // Whitespace shows no colour, so it joins the run before it rather than costing a marker.
    if (group !== current && !/^\s*$/.test(text)) {
      tokens += String.fromCharCode(
        group === undefined ? plainMark : plainMark + 1 + groupIndex.get(group)!,
      );
      current = group;
    }
    tokens += text;
  }
  return tokens;
}

/** One token of a line: its class names (none for plain text) and text. */
export interface LineToken {
  className?: string;
  text: string;
}

/**
 * The code's lines, each a list of tokens, for rendering. Plain code (no
 * markers) gives plain lines. A final line break ends the last line; it does
 * not start an empty one (as the stock code block drops it).
 */
export function tokenLines(tokens: SyntaxTokens): LineToken[][] {
  const lines: LineToken[][] = [[]];
  for (const run of tokens.split(/(?=[\x10-\x1f])/)) {
    const mark = run.charCodeAt(0) - plainMark;
    const marked = mark >= 0 && mark <= codeGroupNames.length;
    const group = marked && mark > 0 ? codeGroupNames[mark - 1]! : undefined;
    const className = group && `token ${group}`;
    (marked ? run.slice(1) : run).split('\n').forEach((text, i) => {
      if (i > 0) lines.push([]);
      if (text === '') return;
      const line = lines.at(-1)!;
      const last = line.at(-1);
      // Whitespace is shown plain; plain text next to plain text is one text node.
      if (className && /\S/.test(text)) line.push({className, text});
      else if (last && !last.className) last.text += text;
      else line.push({text});
    });
  }
  if (lines.length > 1 && lines.at(-1)!.length === 0) lines.pop();
  return lines;
}

/**
 * The lines as HTML: the markup React would render for them (a span per line
 * ending in <br>, a span per coloured token). A code block sets it as its
 * <code>'s inner HTML, so hydration costs one element, not one per token.
 */
export function linesHtml(lines: readonly LineToken[][]): string {
  return lines
    .map((line) => {
      const tokens = line.map(({className, text}) =>
        className ? `<span class="${className}">${escapeHtml(text)}</span>` : escapeHtml(text),
      );
      return `<span class="token-line">${tokens.join('')}<br/></span>`;
    })
    .join('');
}
