/**
 * The editor colours TSX with Prism, as the build colours the site's code
 * blocks (src/plugins/syntax-tokens): every character of a sample and of every
 * live example gets the same colour in both, and the editor's indentation and
 * comment keys work without a syntax tree.
 */
import fs from 'node:fs';
import path from 'node:path';
import {EditorState, EditorSelection} from '@codemirror/state';
import {getIndentation, indentUnit} from '@codemirror/language';
import {insertNewlineAndIndent, toggleComment} from '@codemirror/commands';
import {describe, expect, test} from 'vitest';
import {codeColorGroups, codePlain} from '@site/src/data/codeThemes';
import {tokenLines} from '@site/src/plugins/syntax-tokens/tokens';
import {syntaxTokens} from '@site/src/plugins/syntax-tokens/tokenize';
import {findExamples} from '@site/src/plugins/rsd-examples';
import {tsx, tsxTokenRanges} from '@site/src/components/LiveEditor/tsxHighlight';

const colourOf = new Map(codeColorGroups.map((group) => [`token ${group.name}`, group]));

/** Each non-blank character's light and dark colour, given each character's class. */
function colours(code: string, classAt: (i: number) => string | undefined): string[] {
  return [...code].flatMap((char, i) => {
    if (/\s/.test(char)) return [];
    const group = colourOf.get(classAt(i) ?? '');
    return [
      `${char} ${group?.light ?? codePlain.light.color} ${group?.dark ?? codePlain.dark.color}`,
    ];
  });
}

/** Colours as the editor shows them. */
function editorColours(code: string): string[] {
  const classes = Array<string | undefined>(code.length).fill(undefined);
  for (const {from, to, group} of tsxTokenRanges(code)) classes.fill(`token ${group}`, from, to);
  return colours(code, (i) => classes[i]);
}

/** Colours as a code block built from the same code shows them. */
function codeBlockColours(code: string): string[] {
  const classes = tokenLines(syntaxTokens(code, 'tsx')).flatMap((line, i) => [
    ...(i > 0 ? [undefined] : []),
    ...line.flatMap(({className, text}) => Array<string | undefined>(text.length).fill(className)),
  ]);
  return colours(code, (i) => classes[i]);
}

const sample = `import {css, html} from 'react-strict-dom';
/* A block
   comment */
const styles = css.create({
  box: {color: \`rgb(\${r}, 0, 0)\`, padding: 8, default: 'red'},
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

/** `text:group` for each coloured stretch of a line of the sample. */
const groupsOnLine = (line: number): string[] => {
  const from = sample.split('\n').slice(0, line).join('\n').length + (line > 0 ? 1 : 0);
  const to = from + sample.split('\n')[line]!.length;
  return tsxTokenRanges(sample)
    .filter((range) => range.from >= from && range.to <= to)
    .map((range) => `${sample.slice(range.from, range.to)}:${range.group}`);
};

describe('the editor’s TSX colours', () => {
  test('equal the code blocks’ colours, character by character', () => {
    expect(editorColours(sample)).toEqual(codeBlockColours(sample));
  });

  test('colour keywords, strings, comments, calls, properties and types', () => {
    expect(groupsOnLine(0)).toEqual(
      expect.arrayContaining(['import:keyword', "'react-strict-dom':string", 'from:keyword']),
    );
    expect(tsxTokenRanges(sample)).toContainEqual(
      expect.objectContaining({
        from: sample.indexOf('/*'),
        to: sample.indexOf('*/') + 2,
        group: 'comment',
      }),
    );
    expect(groupsOnLine(3)).toEqual(expect.arrayContaining(['create:function']));
    expect(groupsOnLine(4)).toEqual(expect.arrayContaining(['8:constant', "'red':string"]));
    expect(groupsOnLine(6)).toEqual(
      expect.arrayContaining(['function:keyword', 'App:function', 'Props:class-name']),
    );
  });

  test('colour JSX tag names, attribute names and values', () => {
    expect(groupsOnLine(9)).toEqual(
      expect.arrayContaining(['html.div:tag', 'style:constant', 'aria-label:constant', 'x:string']),
    );
    // The apostrophe in JSX text opens no string.
    expect(groupsOnLine(10)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/:string$/)]),
    );
    expect(groupsOnLine(11)).toEqual(expect.arrayContaining(['html.span:tag']));
  });

  // Every live example (and its theme files): highlighted without throwing, as its code block is.
  const files = findExamples(path.resolve(__dirname, '../..')).flatMap((example) => [
    example.filePath,
    ...example.siblings.filter((s) => s.kind === 'code').map((s) => s.filePath),
  ]);
  test.each([...new Set(files)].map((file) => [path.basename(file), file]))(
    '%s has its code block’s colours',
    (_, file) => {
      const code = fs.readFileSync(file, 'utf8');
      expect(editorColours(code)).toEqual(codeBlockColours(code));
    },
  );
});

describe('the editor’s indentation and comment keys', () => {
  const editor = (doc: string, cursor = doc.length) =>
    EditorState.create({
      doc,
      selection: EditorSelection.cursor(cursor),
      extensions: [tsx, indentUnit.of('  ')],
    });

  test('indent by the line above, one more after an opener, one less before a closer', () => {
    const state = editor(sample);
    const indentOf = (line: number) => getIndentation(state, state.doc.line(line).from);
    expect(indentOf(5)).toBe(2); // box: …
    expect(indentOf(6)).toBe(0); // });
    expect(indentOf(10)).toBe(4); // <html.div …>
    expect(indentOf(11)).toBe(6); // Don't …
    expect(indentOf(12)).toBe(6); // <html.span />
    expect(indentOf(13)).toBe(4); // </html.div>
    expect(indentOf(14)).toBe(2); // );
  });

  test('Enter between brackets opens an indented line', () => {
    const doc = 'const a = {\n  b: [];\n}';
    let state = editor(doc, doc.indexOf('[') + 1);
    insertNewlineAndIndent({state, dispatch: (tr) => (state = tr.state)});
    expect(state.doc.toString()).toBe('const a = {\n  b: [\n    \n  ];\n}');
  });

  test('Mod-/ comments a line with //', () => {
    let state = editor('const a = 1;', 0);
    toggleComment({state, dispatch: (tr) => (state = tr.state)});
    expect(state.doc.toString()).toBe('// const a = 1;');
  });
});
