import {StateEffect, StateField, type Extension, type Text} from '@codemirror/state';
import {Decoration, EditorView, hoverTooltip, type DecorationSet} from '@codemirror/view';
import type {MessageMark} from '@site/src/data/nativeMessages';

/**
 * Messages about the code, underlined where they apply: a web compile error at
 * its line, a native message at the style key or prop it names. The editor's
 * own small version of @codemirror/lint: a field of marks and a hover, without
 * that package's panel and gutter (the list a keyboard reaches is the
 * session's, under the editor: see EditorPanel).
 */
export interface Diagnostic {
  from: number;
  to: number;
  level: 'warn' | 'error';
  message: string;
  /** The entry that explains it, under the base URL. */
  href?: string;
}

/** Replaces the editor's diagnostics. */
export const setDiagnostics = StateEffect.define<Diagnostic[]>();

const field = StateField.define<{list: Diagnostic[]; marks: DecorationSet}>({
  create: () => ({list: [], marks: Decoration.none}),
  update(value, transaction) {
    let {list, marks} = value;
    if (transaction.docChanged) {
      // Edited code: the marks move with it until the next run replaces them.
      marks = marks.map(transaction.changes);
      list = list.map((d) => ({
        ...d,
        from: transaction.changes.mapPos(d.from),
        to: transaction.changes.mapPos(d.to),
      }));
    }
    for (const effect of transaction.effects) {
      if (!effect.is(setDiagnostics)) continue;
      list = effect.value.filter((d) => d.to <= transaction.newDoc.length);
      marks = Decoration.set(
        list
          .filter((d) => d.to > d.from)
          .map((d) =>
            Decoration.mark({
              class: d.level === 'error' ? 'cm-diagnostic-error' : 'cm-diagnostic-warn',
              attributes: {'data-diagnostic': d.level},
            }).range(d.from, d.to),
          ),
        true,
      );
    }
    return {list, marks};
  },
  provide: (f) => EditorView.decorations.from(f, (value) => value.marks),
});

const tooltip = hoverTooltip((view, pos) => {
  const found = view.state.field(field).list.filter((d) => d.from <= pos && pos <= d.to);
  if (!found.length) return null;
  return {
    pos: Math.min(...found.map((d) => d.from)),
    end: Math.max(...found.map((d) => d.to)),
    above: true,
    create() {
      const dom = document.createElement('div');
      dom.className = 'cm-diagnostic-tip';
      for (const d of found) {
        const line = dom.appendChild(document.createElement('p'));
        line.textContent = d.message;
        if (d.href) {
          const link = line.appendChild(document.createElement('a'));
          link.href = d.href;
          link.textContent = 'Why?';
        }
      }
      return {dom};
    },
  };
});

const theme = EditorView.theme({
  '.cm-diagnostic-error': {
    textDecoration: 'underline wavy var(--ifm-color-danger)',
    textUnderlineOffset: '3px',
  },
  '.cm-diagnostic-warn': {
    textDecoration: 'underline wavy var(--ifm-color-warning-darkest)',
    textUnderlineOffset: '3px',
  },
  // The site's colours, not CodeMirror's light grey: the link must read in dark mode too.
  '.cm-tooltip:has(.cm-diagnostic-tip)': {
    color: 'var(--ifm-font-color-base)',
    backgroundColor: 'var(--ifm-background-surface-color)',
    border: '1px solid var(--ifm-color-emphasis-400)',
  },
  '.cm-diagnostic-tip': {padding: '0.25rem 0.5rem', maxWidth: '30rem', fontSize: '0.85rem'},
  '.cm-diagnostic-tip p': {margin: 0, whiteSpace: 'pre-wrap'},
  '.cm-diagnostic-tip a': {
    marginLeft: '0.5rem',
    color: 'var(--ifm-link-color)',
    textDecoration: 'underline',
  },
});

/** The underlines and their hover, for editorExtensions. */
export const diagnostics: Extension = [field, tooltip, theme];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a message's subject is in a file: a style key (`gap:` or `'gap':`), a
 * JSX prop (`href=`), or the words themselves; the first place, or null.
 */
export function findMark(code: string, mark: MessageMark): {from: number; to: number} | null {
  const name = escape(mark.name);
  const pattern =
    mark.kind === 'key'
      ? new RegExp(`(['"]?)(${name})\\1\\s*:`)
      : mark.kind === 'prop'
        ? new RegExp(`()\\b(${name})\\s*=`)
        : new RegExp(`()(${name})`);
  const found = pattern.exec(code);
  if (!found) return null;
  const from = found.index + found[1]!.length;
  return {from, to: from + found[2]!.length};
}

/** The whole line `line` (1-based) of a document, trimmed of its indentation: where a compile error goes. */
export function lineRange(doc: Text, line: number): {from: number; to: number} | null {
  if (line < 1 || line > doc.lines) return null;
  const {from, to, text} = doc.line(line);
  const indent = text.length - text.trimStart().length;
  return {from: Math.min(from + indent, to), to};
}
