import fs from 'node:fs';
import path from 'node:path';
import {EditorState} from '@codemirror/state';
import {StreamLanguage, StringStream, getIndentation, indentUnit} from '@codemirror/language';
import {describe, expect, test} from 'vitest';
import {findExamples} from '@site/src/plugins/rsd-examples';
import {tsxTokens, type TsxState} from '@site/src/components/LiveEditor/tsxTokens';

/** Each line's tokens as `text:type` (uncoloured ones left out), and the state after the last. */
function tokenize(source: string): {lines: string[][]; state: TsxState} {
  const state = tsxTokens.startState!(2);
  const lines = source.split('\n').map((line) => {
    const stream = new StringStream(line, 2, 2);
    const tokens: string[] = [];
    while (!stream.eol()) {
      const type = tsxTokens.token(stream, state);
      if (type) tokens.push(`${stream.current().trim()}:${type}`);
      stream.start = stream.pos;
    }
    return tokens;
  });
  return {lines, state};
}

const sample = `import {css, html} from 'react-strict-dom';
/* A block
   comment */
const styles = css.create({
  box: {color: \`rgb(\${r}, 0, 0)\`, padding: 8},
});
export function App({label}: Props) {
  const [count, setCount] = useState<number>(0);
  return (
    <html.div style={styles.box} aria-label="x">
      Don't {count > 1 ? label : null}
      <html.span />
    </html.div>
  );
}
`;

describe('the editor’s TSX tokenizer', () => {
  const {lines, state} = tokenize(sample);

  test('colours keywords, strings, properties, calls and numbers', () => {
    expect(lines[0]).toEqual(
      expect.arrayContaining(['import:keyword', "'react-strict-dom':string", 'from:keyword']),
    );
    expect(lines[1]).toEqual(['/* A block:comment']);
    expect(lines[2]).toEqual(['comment */:comment']);
    expect(lines[3]).toEqual(expect.arrayContaining(['create:propertyName.function']));
    expect(lines[4]).toEqual(
      expect.arrayContaining(['box:propertyName', 'padding:propertyName', '8:number']),
    );
    expect(lines[4]).toEqual(expect.arrayContaining(['`rgb(:string.special', 'r:variableName']));
    expect(lines[6]).toEqual(
      expect.arrayContaining(['App:variableName.function', 'Props:typeName', 'function:keyword']),
    );
    expect(lines[7]).toEqual(expect.arrayContaining(['useState:variableName', '0:number']));
  });

  test('reads JSX: tag and attribute names, text with an apostrophe, code in braces', () => {
    expect(lines[9]).toEqual(
      expect.arrayContaining(['html.div:tagName', 'style:attributeName', '"x":string']),
    );
    expect(lines[10]).not.toEqual(expect.arrayContaining([expect.stringMatching(/:string$/)]));
    expect(lines[10]).toEqual(expect.arrayContaining(['count:variableName', 'null:null']));
    expect(lines[11]).toEqual(['<:angleBracket', 'html.span:tagName', '/>:angleBracket']);
    expect(lines[12]).toEqual(expect.arrayContaining(['html.div:tagName']));
  });

  test('reads a keyword before a colon in an object as a property (StyleX’s `default:`)', () => {
    const [line] = tokenize("const s = {color: {default: 'red', ':hover': 'blue'}};").lines;
    expect(line).toEqual(
      expect.arrayContaining(['color:propertyName', 'default:propertyName', '::punctuation']),
    );
    expect(tokenize('switch (a) {\n  case 1:\n}').lines[1]).toContain('case:keyword');
  });

  test('ends a balanced file with nothing open', () => {
    expect(state).toMatchObject({frames: [], inComment: false});
  });

  test('indents by the brackets and tags open, one less before a closing one', () => {
    const editor = EditorState.create({
      doc: sample,
      extensions: [StreamLanguage.define(tsxTokens), indentUnit.of('  ')],
    });
    const indentOf = (line: number) => getIndentation(editor, editor.doc.line(line).from);
    expect(indentOf(5)).toBe(2); // box: …
    expect(indentOf(6)).toBe(0); // });
    expect(indentOf(10)).toBe(4); // <html.div …>
    expect(indentOf(11)).toBe(6); // Don't …
    expect(indentOf(13)).toBe(4); // </html.div>
    expect(indentOf(14)).toBe(2); // );
  });

  // Every live example (and its theme files) tokenizes back to nothing open: no JSX,
  // template or bracket the tokenizer misread spills into the rest of the file.
  const files = findExamples(path.resolve(__dirname, '../..')).flatMap((example) => [
    example.filePath,
    ...example.siblings.filter((s) => s.kind === 'code').map((s) => s.filePath),
  ]);
  test.each([...new Set(files)].map((file) => [path.basename(file), file]))(
    '%s ends with nothing open',
    (_, file) => {
      expect(tokenize(fs.readFileSync(file, 'utf8')).state).toMatchObject({
        frames: [],
        inComment: false,
      });
    },
  );
});
