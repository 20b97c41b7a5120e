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
  /** The file's text: read when the editor starts, when `file` changes, and when `resets` does. */
  text: string;
  /** Counts the session's resets: each one replaces the shown text with `text`. */
  resets?: number;
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
 * editor state, so each file keeps its cursor and undo history. The editor
 * owns its text: it reports each change, and takes a text from its props only
 * on a tab switch or a reset (`resets`), never because a render carries one.
 * (React may render with only part of a quick run of keystrokes applied; a
 * text compared against the editor's own would be a race under load.)
 */
export default function CodeEditor({
  file,
  text,
  resets = 0,
  onChange,
  id,
  diagnostics = noDiagnostics,
  handle,
}: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const shown = useRef(file);
  const states = useRef(new Map<string, EditorState>());
  const shownResets = useRef(resets);
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
      extensions: editorExtensions(`Code of ${name}`, (next) => latest.current(name, next)),
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
      current.setState(stateFor(file, text));
    } else if (shownResets.current !== resets) {
      current.setState(stateFor(file, text));
    }
    shownResets.current = resets;
    // `text` is read on these two events only: see the top of this component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, resets]);

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
