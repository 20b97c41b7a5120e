import React, {type ReactNode, useEffect, useLayoutEffect, useRef} from 'react';
import {EditorState} from '@codemirror/state';
import {EditorView} from '@codemirror/view';
import {editorExtensions} from './codeMirror';
import styles from './styles.module.css';

interface Props {
  /** The file shown; each file keeps its own undo history while the editor lives. */
  file: string;
  text: string;
  onChange: (file: string, text: string) => void;
  id?: string;
}

/**
 * One CodeMirror view for all of a session's files: switching tabs swaps the
 * editor state, so each file keeps its cursor and undo history. Text changed
 * from outside (Reset) replaces the state.
 */
export default function CodeEditor({file, text, onChange, id}: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const shown = useRef(file);
  const states = useRef(new Map<string, EditorState>());
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
    } else if (current.state.doc.toString() !== text) {
      current.setState(stateFor(file, text));
    }
  });

  return <div ref={host} id={id} className={styles.codeMirror} />;
}
