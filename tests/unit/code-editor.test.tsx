// @vitest-environment jsdom
// The live editor's CodeMirror view against the renders of its parent. The editor
// owns its text: a render carries whatever text it carries (React may render with
// only part of a quick run of keystrokes applied; CI once lost the caret to the
// start that way), and only a reset or a tab switch replaces it.
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

function show(text: string, resets = 0, file = 'App.tsx'): void {
  act(() =>
    root.render(
      <CodeEditor
        file={file}
        text={text}
        resets={resets}
        onChange={(_, next) => reported.push(next)}
      />,
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

it('a render carrying any other text keeps the text and the caret: only a reset replaces them', () => {
  type(' // mine');
  show('something else entirely');
  expect(view().state.doc.toString()).toBe(`${start} // mine`);
  expect(view().state.selection.main.head).toBe(`${start} // mine`.length);
  show(start, 1);
  expect(view().state.doc.toString()).toBe(start);
});

it('a tab switch shows the other file, and coming back keeps the first file as it was', () => {
  type(' // mine');
  show('export const b = 2;', 0, 'B.tsx');
  expect(view().state.doc.toString()).toBe('export const b = 2;');
  show(`${start} // mine`, 0, 'App.tsx');
  expect(view().state.doc.toString()).toBe(`${start} // mine`);
  expect(view().state.selection.main.head).toBe(`${start} // mine`.length);
});
