import {EditorState, type Extension} from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {
  StreamLanguage,
  bracketMatching,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import {tagHighlighter, tags} from '@lezer/highlight';
import {tsxTokens} from './tsxTokens';

/** TSX colours, indentation and comment keys from a small tokenizer (see tsxTokens.ts). */
const tsx = StreamLanguage.define(tsxTokens);

/**
 * Tokens get the class names of the site's static highlighter (`token keyword`,
 * …), inside a `.prism-code` element, so the code colours of both modes come
 * from the one stylesheet generated from src/data/codeThemes.ts.
 */
const tokenClasses = tagHighlighter([
  {tag: tags.comment, class: 'token comment'},
  {
    tag: [tags.string, tags.special(tags.string), tags.regexp, tags.attributeValue],
    class: 'token string',
  },
  {tag: [tags.keyword, tags.self, tags.atom], class: 'token keyword'},
  {
    tag: [
      tags.function(tags.variableName),
      tags.function(tags.propertyName),
      tags.function(tags.definition(tags.variableName)),
    ],
    class: 'token function',
  },
  {
    tag: [tags.number, tags.bool, tags.null, tags.propertyName, tags.operator, tags.attributeName],
    class: 'token constant',
  },
  {tag: tags.tagName, class: 'token tag'},
  {
    tag: [tags.typeName, tags.className, tags.definition(tags.className)],
    class: 'token class-name',
  },
  {tag: [tags.punctuation, tags.angleBracket], class: 'token punctuation'},
]);

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

/** Everything an editor needs but its text and what happens on change. */
export function editorExtensions(label: string, onChange: (text: string) => void): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    drawSelection(),
    bracketMatching(),
    highlightActiveLine(),
    // Tab indents, so keyboard users leave with Escape then Tab (CodeMirror's tab-focus mode).
    keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
    EditorState.tabSize.of(2),
    indentUnit.of('  '),
    tsx,
    syntaxHighlighting(tokenClasses),
    siteTheme,
    // An explicit tabindex tells checkers the scroller holds a focusable element.
    EditorView.contentAttributes.of({'aria-label': label, tabindex: '0'}),
    EditorView.editorAttributes.of({class: 'prism-code'}),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) onChange(update.state.doc.toString());
    }),
  ];
}
