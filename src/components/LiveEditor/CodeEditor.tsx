import React, {
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import {EditorSelection, EditorState} from '@codemirror/state';
import {EditorView} from '@codemirror/view';
import {editorExtensions} from './codeMirror';
import {setDiagnostics, type Diagnostic} from './diagnostics';
import styles from './styles.module.css';

interface Props {
  /** The file shown; each file keeps its own undo history while the editor lives. */
  file: string;
  text: string;
  onChange: (file: string, text: string) => void;
  id?: string;
  /** Underlined in the shown file (positions in `text`). */
  diagnostics?: Diagnostic[];
  /** Lets the message list move the cursor to a message's place. */
  handle?: Ref<EditorHandle>;
}

export interface EditorHandle {
  /** Selects `from`–`to` in the shown file, scrolls it into view and focuses the editor. */
  select(from: number, to: number): void;
}

const noDiagnostics: Diagnostic[] = [];

/**
 * One CodeMirror view for all of a session's files: switching tabs swaps the
 * editor state, so each file keeps its cursor and undo history. Text changed
 * from outside (Reset) replaces the state; a render that still carries one of
 * the editor's own earlier texts does not (see `sent`).
 */
export default function CodeEditor({
  file,
  text,
  onChange,
  id,
  diagnostics = noDiagnostics,
  handle,
}: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const shown = useRef(file);
  const states = useRef(new Map<string, EditorState>());
  // The texts the editor reported, oldest first, from the latest one a render has
  // carried back. React may render with only some of a quick run of keystrokes
  // applied (an update keeps the priority of the event it came from, and a
  // higher one's render skips the lower ones), and may carry the same text twice
  // while a newer one waits; such a text is not Reset, and replacing the state
  // with it moved the caret to the start (CI: the keylogger tests). Renders carry
  // the texts in the order they were sent, so the ones before a carried text
  // cannot come back.
  const sent = useRef<string[]>([]);
  // The view's listener outlives renders; it reads the latest callback from here.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  const stateFor = (name: string, doc: string) => {
    const kept = states.current.get(name);
    if (kept && kept.doc.toString() === doc) return kept;
    return EditorState.create({
      doc,
      extensions: editorExtensions(`Code of ${name}`, (next) => {
        sent.current.push(next);
        latest.current(name, next);
      }),
    });
  };

  // Before the first paint: the panel appears with its code, not empty then growing.
  useLayoutEffect(() => {
    const created = new EditorView({state: stateFor(file, text), parent: host.current!});
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The view is made once; the effect below keeps it in step with the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    if (shown.current !== file) {
      states.current.set(shown.current, current.state);
      shown.current = file;
      sent.current = [];
      current.setState(stateFor(file, text));
      return;
    }
    const own = sent.current.indexOf(text);
    if (own >= 0) {
      sent.current = sent.current.slice(own);
    } else if (current.state.doc.toString() !== text) {
      sent.current = [];
      current.setState(stateFor(file, text));
    }
  });

  // After the effect above: a swapped state starts with no marks.
  useEffect(() => {
    view.current?.dispatch({effects: setDiagnostics.of(diagnostics)});
  }, [diagnostics, file, text]);

  useImperativeHandle(handle, () => ({
    select(from, to) {
      const current = view.current;
      if (!current) return;
      current.dispatch({
        selection: EditorSelection.single(from, to),
        effects: EditorView.scrollIntoView(from, {y: 'center'}),
      });
      current.focus();
    },
  }));

  return <div ref={host} id={id} className={styles.codeMirror} />;
}
