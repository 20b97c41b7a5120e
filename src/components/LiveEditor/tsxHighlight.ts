import {EditorState, RangeSetBuilder, StateField, type Extension} from '@codemirror/state';
import {Decoration, type DecorationSet, EditorView} from '@codemirror/view';
import {indentService} from '@codemirror/language';
import type {Token, TokenStream} from 'prismjs';
import {tokenGroup} from '../../data/codeThemes';
import type {CodeGroupName} from '../../data/codeGroupNames';
import {tokenize} from './prismTsx';

/** A coloured stretch of the code: `from` and `to` are offsets in it. */
export interface TokenRange {
  from: number;
  to: number;
  group: CodeGroupName;
}

/**
 * The code's coloured stretches, each in the group the build's highlighter
 * gives it (src/plugins/syntax-tokens): Prism's TSX grammar, and the group of
 * the innermost token type that has one (tokenGroup).
 */
export function tsxTokenRanges(code: string): TokenRange[] {
  const ranges: TokenRange[] = [];
  let pos = 0;
  const walk = (stream: TokenStream, types: readonly string[]): void => {
    for (const token of Array.isArray(stream) ? stream : [stream]) {
      if (typeof token === 'string') {
        const group = tokenGroup(types);
        if (group && token) ranges.push({from: pos, to: pos + token.length, group: group.name});
        pos += token.length;
      } else {
        walk(token.content, [...types, token.type, ...aliases(token)]);
      }
    }
  };
  walk(tokenize(code), []);
  return ranges;
}

const aliases = (token: Token): string[] =>
  token.alias === undefined ? [] : ([] as string[]).concat(token.alias);

// One mark per group, with the class names the site's code blocks colour (inside `.prism-code`).
const marks = new Map<CodeGroupName, Decoration>();
const markOf = (group: CodeGroupName): Decoration => {
  let mark = marks.get(group);
  if (!mark) marks.set(group, (mark = Decoration.mark({class: `token ${group}`})));
  return mark;
};

function decorate(state: EditorState): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const {from, to, group} of tsxTokenRanges(state.doc.toString())) {
    builder.add(from, to, markOf(group));
  }
  return builder.finish();
}

/**
 * Colours from Prism, recomputed for the whole text on each change: the
 * largest example (2 kB) takes a few milliseconds, 100 kB of code about 30.
 */
const tsxColours = StateField.define<DecorationSet>({
  create: decorate,
  update: (colours, transaction) =>
    transaction.docChanged ? decorate(transaction.state) : colours,
  provide: (field) => EditorView.decorations.from(field),
});

/** A line ending in one of these opens a block: `{`, `(`, `[` or a JSX opening tag. */
const opensBlock = /(?:[([{]|<[A-Za-z][\w.$-]*(?:\s[^<>]*)?(?<!\/)>)\s*$/;
/** A line starting with one of these closes the block it is in. */
const closesBlock = /^\s*(?:[)\]}]|<\/)/;

/**
 * Indentation without a syntax tree: the nearest non-blank line above's, one
 * unit more after an opening bracket or tag, one less before a closing one.
 */
const bracketIndent = indentService.of((context, pos) => {
  // With a simulated line break at pos (Enter), this is the text before it.
  let above = context.lineAt(pos, -1);
  while (above.from === pos || !above.text.trim()) {
    if (above.from === 0) return 0;
    above = context.lineAt(above.from - 1, -1);
  }
  const indent = context.countColumn(above.text, above.text.search(/\S/));
  const opened = opensBlock.test(above.text) ? context.unit : 0;
  const closed = closesBlock.test(context.textAfterPos(pos)) ? context.unit : 0;
  return Math.max(0, indent + opened - closed);
});

/** TSX colours, indentation and comment keys for the editor. */
export const tsx: Extension = [
  tsxColours,
  bracketIndent,
  EditorState.languageData.of(() => [
    {commentTokens: {line: '//', block: {open: '/*', close: '*/'}}},
  ]),
];
