import {useCallback, useEffect, useRef, useState} from 'react';
import {compileComponent} from './compile';
import type {CodeError, RenderTarget, SourceFiles} from './types';

/** Wait after the last keystroke before compiling: typing a word compiles once. */
export const compileDelayMs = 200;

/** A compiled component, numbered so each new one gets a fresh error boundary. */
export interface Candidate {
  version: number;
  Component: RenderTarget;
  /** Its atomic CSS, from the preset's generateStyles. */
  css: string;
}

export interface LiveCode {
  files: SourceFiles;
  /** The entry file: its default export (or the export named like it) is rendered. */
  entry: string;
  active: string;
  setActive: (file: string) => void;
  update: (file: string, text: string) => void;
  /** Back to the files the session started with. */
  reset: () => void;
  /** The latest component that compiled; null until the first compile ends. */
  candidate: Candidate | null;
  /** The latest compile or render error, cleared when a newer version compiles and renders. */
  error: CodeError | null;
  /** Where the latest version is: compiling, on screen, or failed (see error). */
  status: 'compiling' | 'rendered' | 'failed';
  /** For the preview: the component threw while rendering, or the candidate rendered fine. */
  renderFailed: (error: unknown) => void;
  rendered: (version: number) => void;
}

/**
 * The state of one editing session: the files, compiled as the reader types
 * (debounced; a result older than the latest request is dropped), and the
 * error to show. Runtime errors come back from the preview's error boundary.
 */
export function useLiveCode(initial: SourceFiles): LiveCode {
  const entry = Object.keys(initial)[0]!;
  const [files, setFiles] = useState(initial);
  const [active, setActive] = useState(entry);
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [error, setError] = useState<CodeError | null>(null);
  const [status, setStatus] = useState<LiveCode['status']>('compiling');
  const requested = useRef(0);
  const first = useRef(true);

  useEffect(() => {
    const version = ++requested.current;
    const delay = first.current ? 0 : compileDelayMs;
    first.current = false;
    // Marks the preview as waiting for the worker, the external system this effect drives.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStatus('compiling');
    const timer = setTimeout(async () => {
      const result = await compileComponent(files);
      if (version !== requested.current) return;
      if (result.ok) {
        setCandidate({version, Component: result.Component, css: result.css});
      } else {
        setError(result.error);
        setStatus('failed');
      }
    }, delay);
    return () => clearTimeout(timer);
  }, [files]);

  const update = useCallback(
    (file: string, text: string) =>
      setFiles((old) => (old[file] === text ? old : {...old, [file]: text})),
    [],
  );
  const reset = useCallback(() => setFiles(initial), [initial]);
  const renderFailed = useCallback((thrown: unknown) => {
    const message = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
    setError({kind: 'runtime', message});
    setStatus('failed');
  }, []);
  const rendered = useCallback((version: number) => {
    if (version !== requested.current) return;
    setError(null);
    setStatus('rendered');
  }, []);

  return {
    files,
    entry,
    active,
    setActive,
    update,
    reset,
    candidate,
    error,
    status,
    renderFailed,
    rendered,
  };
}
