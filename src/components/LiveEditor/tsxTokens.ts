import type {StreamParser, StringStream} from '@codemirror/language';

/**
 * A small TSX tokenizer for the editor, in place of the full Lezer grammar
 * (@lezer/javascript with @lezer/lr, about 35 kB gzip of the editor's 134):
 * an example editor needs colours, indentation and bracket matching, not a
 * syntax tree. It tracks what a line cannot show alone (an open comment or
 * template string, JSX tags and text, open brackets), guesses the rest from
 * the token before, and never fails: unknown text is left uncoloured.
 */

/**
 * Where the tokenizer is: code (inside a bracket), a JSX tag, JSX text, a
 * template string; with the indentation of the line that opened it.
 */
type Frame = {indent: number} & (
  | {kind: '{' | '(' | '['; template?: boolean}
  | {kind: 'tag'; closing: boolean; named: boolean}
  | {kind: 'children'}
  | {kind: 'template'}
);

export interface TsxState {
  frames: Frame[];
  inComment: boolean;
  /** The last token ended an operand: `/` divides and `<` compares (or opens type arguments). */
  afterOperand: boolean;
  /** The last token was `.`: the next name is a property. */
  afterDot: boolean;
}

const keywords = new Set(
  (
    'as async await break case catch class const continue debugger declare default delete do ' +
    'else enum export extends finally for from function if implements import in instanceof ' +
    'interface keyof let new of return satisfies static switch throw try type typeof var void ' +
    'while yield'
  ).split(' '),
);
const atoms: Record<string, string> = {
  true: 'bool',
  false: 'bool',
  null: 'null',
  this: 'self',
  super: 'atom',
};
const closers: Record<string, Frame['kind']> = {'}': '{', ')': '(', ']': '['};

const top = (state: TsxState): Frame | undefined => state.frames[state.frames.length - 1];

function readString(stream: StringStream, quote: string): void {
  let escaped = false;
  let ch: string | void;
  while ((ch = stream.next()) != null) {
    if (ch === quote && !escaped) return;
    escaped = !escaped && ch === '\\';
  }
}

/** A template string's text up to its end, or to a `${`, which opens code. */
function templateToken(stream: StringStream, state: TsxState): string {
  let escaped = false;
  while (!stream.eol()) {
    if (!escaped && stream.match('${', false)) {
      if (stream.current()) return 'string.special';
      stream.match('${');
      state.frames.push({kind: '{', template: true, indent: stream.indentation()});
      return 'punctuation';
    }
    const ch = stream.next();
    if (ch === '`' && !escaped) {
      state.frames.pop();
      state.afterOperand = true;
      return 'string.special';
    }
    escaped = !escaped && ch === '\\';
  }
  return 'string.special';
}

/** Inside `<…>`: the tag's name, attribute names, their values, `{` code, `>` or `/>`. */
function tagToken(
  stream: StringStream,
  state: TsxState,
  tag: Frame & {kind: 'tag'},
): string | null {
  if (stream.eatSpace()) return null;
  if (stream.match('/>')) {
    state.frames.pop();
    state.afterOperand = true;
    return 'angleBracket';
  }
  const ch = stream.next()!;
  if (ch === '>') {
    state.frames.pop();
    if (tag.closing || !tag.named) state.afterOperand = true;
    else state.frames.push({kind: 'children', indent: stream.indentation()});
    return 'angleBracket';
  }
  if (ch === '{') {
    state.frames.push({kind: '{', indent: stream.indentation()});
    state.afterOperand = false;
    return 'punctuation';
  }
  if (ch === '"' || ch === "'") {
    readString(stream, ch);
    return 'string';
  }
  if (/[\w$]/.test(ch)) {
    stream.eatWhile(/[\w$.:-]/);
    if (tag.named) return 'attributeName';
    tag.named = true;
    return 'tagName';
  }
  return 'operator';
}

/** Between tags: text, `{` code, or the next tag. */
function childrenToken(stream: StringStream, state: TsxState): string | null {
  if (stream.match('</')) {
    state.frames.pop();
    state.frames.push({kind: 'tag', closing: true, named: false, indent: stream.indentation()});
    return 'angleBracket';
  }
  if (stream.eat('<')) {
    const fragment = stream.eat('>');
    state.frames.push(
      fragment
        ? {kind: 'children', indent: stream.indentation()}
        : {kind: 'tag', closing: false, named: false, indent: stream.indentation()},
    );
    return 'angleBracket';
  }
  if (stream.eat('{')) {
    state.frames.push({kind: '{', indent: stream.indentation()});
    state.afterOperand = false;
    return 'punctuation';
  }
  stream.eatWhile(/[^<{]/);
  return null;
}

/** Plain TypeScript. */
function codeToken(stream: StringStream, state: TsxState): string | null {
  const afterOperand = state.afterOperand;
  const afterDot = state.afterDot;
  state.afterDot = false;
  state.afterOperand = false;
  if (stream.match('/*')) {
    state.inComment = true;
    return commentToken(stream, state);
  }
  if (stream.match('//')) {
    stream.skipToEnd();
    return 'comment';
  }
  const ch = stream.next()!;
  if (ch === '"' || ch === "'") {
    readString(stream, ch);
    state.afterOperand = true;
    return 'string';
  }
  if (ch === '`') {
    state.frames.push({kind: 'template', indent: stream.indentation()});
    return templateToken(stream, state);
  }
  if (/\d/.test(ch) || (ch === '.' && stream.match(/^\d/, false))) {
    stream.eatWhile(/[\w.]/);
    state.afterOperand = true;
    return 'number';
  }
  if (/[A-Za-z_$]/.test(ch)) {
    stream.eatWhile(/[\w$]/);
    const word = stream.current();
    if (!afterDot && word in atoms) {
      state.afterOperand = true;
      return atoms[word]!;
    }
    // `name:` in an object or a type literal, even a keyword (StyleX's `default:`);
    // elsewhere (`a ? b : c`, `x: T`) a name before a colon stays what it is.
    const property = top(state)?.kind === '{' && stream.match(/^\s*\??:/, false);
    if (!afterDot && !property && keywords.has(word)) return 'keyword';
    state.afterOperand = true;
    const called = stream.match(/^\s*(\?\.)?\(/, false) || stream.match(/^\s*`/, false);
    if (afterDot) return called ? 'propertyName.function' : 'propertyName';
    if (called) return 'variableName.function';
    if (property) return 'propertyName';
    return /^[A-Z]/.test(word) ? 'typeName' : 'variableName';
  }
  if (ch === '.') {
    if (stream.match('..')) return 'punctuation';
    state.afterDot = true;
    return 'punctuation';
  }
  if (ch === '{' || ch === '(' || ch === '[') {
    state.frames.push({kind: ch, indent: stream.indentation()});
    return 'punctuation';
  }
  if (ch in closers) {
    const frame = top(state);
    if (frame?.kind === closers[ch]) state.frames.pop();
    if (frame?.kind === '{' && frame.template) return 'punctuation';
    // After a JSX expression `{…}`, the tag or the text around it goes on.
    state.afterOperand = ch !== '}' || !isJsx(top(state));
    return 'punctuation';
  }
  if (ch === '<' && !afterOperand) {
    if (stream.eat('>')) {
      state.frames.push({kind: 'children', indent: stream.indentation()});
    } else if (stream.match(/^\s*[A-Za-z_$]/, false)) {
      state.frames.push({kind: 'tag', closing: false, named: false, indent: stream.indentation()});
    } else {
      return 'operator';
    }
    return 'angleBracket';
  }
  if (ch === '/' && !afterOperand) {
    let escaped = false;
    let inClass = false;
    let next: string | void;
    while ((next = stream.next()) != null) {
      if (!escaped && next === '/' && !inClass) break;
      if (!escaped) inClass = next === '[' ? true : next === ']' ? false : inClass;
      escaped = !escaped && next === '\\';
    }
    stream.eatWhile(/[a-z]/);
    state.afterOperand = true;
    return 'regexp';
  }
  if (ch === ',' || ch === ';' || (ch === ':' && !stream.match(':', false))) return 'punctuation';
  if (ch === '?' && stream.eat('.')) {
    state.afterDot = true;
    return 'punctuation';
  }
  stream.eatWhile(/[=<>!&|+\-*%^~?:]/);
  // `x++` and `a!` (TypeScript's non-null) end an operand.
  state.afterOperand = /^(\+\+|--|!)$/.test(stream.current()) && afterOperand;
  return 'operator';
}

function isJsx(frame: Frame | undefined): boolean {
  return frame?.kind === 'tag' || frame?.kind === 'children';
}

function commentToken(stream: StringStream, state: TsxState): string {
  if (stream.skipTo('*/')) {
    stream.match('*/');
    state.inComment = false;
  } else {
    stream.skipToEnd();
  }
  return 'comment';
}

/** A line starting with one of these closes the innermost frame: it lines up with its opener. */
const closingStart = /^(\}|\)|\]|<\/|\/>|>)/;

export const tsxTokens: StreamParser<TsxState> = {
  name: 'tsx',
  startState: () => ({frames: [], inComment: false, afterOperand: false, afterDot: false}),
  copyState: (state) => ({...state, frames: state.frames.map((frame) => ({...frame}))}),
  token(stream, state) {
    if (state.inComment) return commentToken(stream, state);
    const frame = top(state);
    if (frame?.kind === 'template') return templateToken(stream, state);
    if (frame?.kind === 'children') return childrenToken(stream, state);
    if (stream.eatSpace()) return null;
    if (frame?.kind === 'tag') return tagToken(stream, state, frame);
    return codeToken(stream, state);
  },
  // One unit more than the line that opened the innermost bracket, tag or element,
  // so `css.create({` indents its body once, as the editor's Lezer grammar did.
  indent(state, textAfter, context) {
    const frame = top(state);
    if (state.inComment || frame?.kind === 'template') return null;
    if (!frame) return 0;
    return frame.indent + (closingStart.test(textAfter) ? 0 : context.unit);
  },
  languageData: {commentTokens: {line: '//', block: {open: '/*', close: '*/'}}},
};
