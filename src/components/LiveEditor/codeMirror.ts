import {EditorState, type Extension} from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {bracketMatching, indentUnit} from '@codemirror/language';
import {diagnostics} from './diagnostics';
import {tsx} from './tsxHighlight';

/** Frame, gutter, cursor and selection from the site's CSS variables: right in both modes. */
const siteTheme = EditorView.theme({
  '&': {
    color: 'var(--code-color)',
    backgroundColor: 'var(--code-background)',
    fontSize: 'var(--ifm-code-font-size)',
  },
  '&.cm-focused': {outline: '2px solid var(--ifm-color-primary)', outlineOffset: '-2px'},
  '.cm-scroller': {fontFamily: 'var(--ifm-font-family-monospace)', lineHeight: '1.55'},
  '.cm-content': {caretColor: 'var(--code-color)', padding: '0.75rem 0'},
  '.cm-cursor, .cm-dropCursor': {borderLeftColor: 'var(--code-color)'},
  '.cm-gutters': {
    color: 'var(--ifm-color-emphasis-700)',
    backgroundColor: 'var(--code-background)',
    borderRight: '1px solid var(--ifm-color-emphasis-300)',
  },
  '.cm-activeLine, .cm-activeLineGutter': {
    backgroundColor: 'var(--docusaurus-highlighted-code-line-bg)',
  },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection':
    {
      backgroundColor: 'var(--live-editor-selection)',
    },
  '.cm-matchingBracket': {outline: '1px solid var(--ifm-color-emphasis-500)'},
});

/**
 * Everything an editor needs but its text and what happens on change. Not
 * highlightSpecialChars: placeholders for control and zero-width characters,
 * which examples do not hold, cost 1.8 kB gzip of the first Edit's bytes.
 */
export function editorExtensions(label: string, onChange: (text: string) => void): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    bracketMatching(),
    highlightActiveLine(),
    // Tab indents, so keyboard users leave with Escape then Tab (CodeMirror's tab-focus mode).
    keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
    EditorState.tabSize.of(2),
    indentUnit.of('  '),
    tsx,
    siteTheme,
    diagnostics,
    // An explicit tabindex tells checkers the scroller holds a focusable element.
    EditorView.contentAttributes.of({'aria-label': label, tabindex: '0'}),
    EditorView.editorAttributes.of({class: 'prism-code'}),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) onChange(update.state.doc.toString());
    }),
  ];
}
