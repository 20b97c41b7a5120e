// @vitest-environment jsdom
// The live editor's CodeMirror view against the renders of its parent. React may
// render with only part of a quick run of keystrokes applied; such a render must
// leave the text and the caret alone (CI once lost the caret to the start that
// way), while a text from outside (Reset) still replaces them.
import {act} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach, expect, it} from 'vitest';
import {EditorView} from '@codemirror/view';
import CodeEditor from '@site/src/components/LiveEditor/CodeEditor';

// CodeMirror measures ranges, which jsdom does not lay out.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const start = 'const a = 1;';
let host: HTMLDivElement;
let root: Root;
const reported: string[] = [];

function show(text: string): void {
  act(() =>
    root.render(
      <CodeEditor file="App.tsx" text={text} onChange={(_, next) => reported.push(next)} />,
    ),
  );
}

function view(): EditorView {
  return EditorView.findFromDOM(host.querySelector<HTMLElement>('.cm-editor')!)!;
}

/** Types `text` at the caret, as one keystroke each. */
function type(text: string): void {
  for (const char of text) view().dispatch(view().state.replaceSelection(char));
}

beforeEach(() => {
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  reported.length = 0;
  show(start);
  view().dispatch({selection: {anchor: start.length}});
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

it('a render carrying an earlier text of its own keeps the text and the caret', () => {
  type('\nc');
  expect(reported).toEqual([`${start}\n`, `${start}\nc`]);
  show(reported[0]!);
  expect(view().state.doc.toString()).toBe(`${start}\nc`);
  show(reported[1]!);
  type('onst');
  expect(view().state.doc.toString()).toBe(`${start}\nconst`);
  expect(view().state.selection.main.head).toBe(`${start}\nconst`.length);
});

it('a render carrying its latest text again, after a newer keystroke, keeps the text and the caret', () => {
  // CI under load: the warning of a preview that tried to take the focus re-rendered the
  // editor with the text it already showed, while a newer keystroke's render was pending.
  type('\n');
  show(reported[0]!);
  type('c');
  show(reported[0]!);
  show(reported[1]!);
  type('onst');
  expect(view().state.doc.toString()).toBe(`${start}\nconst`);
  expect(view().state.selection.main.head).toBe(`${start}\nconst`.length);
});

it('a text from outside (Reset) replaces the text', () => {
  type(' // mine');
  show(reported.at(-1)!);
  show(start);
  expect(view().state.doc.toString()).toBe(start);
});
