import {useCallback, useEffect, useRef, useState} from 'react';
import type {CompiledRun} from '@site/src/playground/host/previewHost';
import type {PreviewWarning} from '@site/src/playground/host/previewFrame';
import type {NativeDevice} from '@site/src/playground/protocol';
import type {compileComponent} from './compile';
import type {CodeError, SourceFiles} from './types';
import {useConsoleLog, type ConsoleLog} from './useConsoleLog';

/** Wait after the last keystroke before compiling: typing a word compiles once. */
export const compileDelayMs = 200;

/** A compiled version, numbered so the preview runs each one once, in a fresh frame. */
export interface Candidate extends CompiledRun {
  version: number;
  /** The same files compiled for native, when the Native view is on. */
  native?: CompiledRun;
}

/** Which preview the session shows: the web build, or the native build on react-native-web. */
export type PreviewView = 'web' | 'native';

/** The phone a native run starts with. */
export const defaultDevice: NativeDevice = {os: 'ios', width: 390, colorScheme: 'light'};

export interface LiveCode {
  files: SourceFiles;
  /** The entry file: its default export (or the export named like it) is rendered. */
  entry: string;
  active: string;
  setActive: (file: string) => void;
  update: (file: string, text: string) => void;
  /** Back to the files the session started with. */
  reset: () => void;
  /** The latest version that compiled; null until the first compile ends. */
  candidate: Candidate | null;
  /** The latest compile or run error, cleared when a newer version compiles and renders. */
  error: CodeError | null;
  /** What the running preview did that the reader should know (it took the focus, it keeps the processor busy). */
  warning: PreviewWarning | null;
  /** Where the latest version is: compiling or running, on screen, failed (see error), or stopped. */
  status: 'compiling' | 'rendered' | 'failed' | 'stopped';
  /** Whether edits run by themselves; off after Stop, or when the reader turns it off. */
  autoRun: boolean;
  setAutoRun: (on: boolean) => void;
  /** Compiles and runs the current code now (the Run button). */
  run: () => void;
  /** Removes the running preview and turns auto-run off (the Stop button). */
  stop: () => void;
  /** Counts Stop presses: the preview removes its frames when it changes. */
  stops: number;
  /** What the latest run logged. */
  log: ConsoleLog;
  /** The library's own `React Strict DOM:` messages of the latest native run. */
  nativeLog: ConsoleLog;
  view: PreviewView;
  setView: (view: PreviewView) => void;
  device: NativeDevice;
  setDevice: (device: NativeDevice) => void;
  /** For the preview: the latest version rendered, threw before it could, or its frame was lost. */
  rendered: (version: number) => void;
  renderFailed: (version: number, message: string) => void;
  lost: (message: string) => void;
  warn: (warning: PreviewWarning) => void;
}

/**
 * The state of one editing session: the files, compiled as the reader types
 * (debounced; a result older than the latest request is dropped), the error
 * to show and the console of the latest run. Runtime errors come back from
 * the preview frame.
 */
/** How a session compiles: the editor's compiler, passed in so a view that may never compile loads it only when it does. */
export interface CodeSource {
  compile: typeof compileComponent;
  /** The initial files already compiled for native (an example's build): the first native run needs no compiler. */
  prebuilt?: CompiledRun;
  /** The same for the web preview: the first web run needs no compiler. */
  prebuiltWeb?: CompiledRun;
}

export function useLiveCode(
  initial: SourceFiles,
  initialView: PreviewView,
  {compile, prebuilt, prebuiltWeb}: CodeSource,
): LiveCode {
  const entry = Object.keys(initial)[0]!;
  const [files, setFiles] = useState(initial);
  const [active, setActive] = useState(entry);
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [error, setError] = useState<CodeError | null>(null);
  const [warning, setWarning] = useState<PreviewWarning | null>(null);
  const [status, setStatus] = useState<LiveCode['status']>('compiling');
  const [autoRun, setAutoRun] = useState(true);
  // Bumped by the Run button: compiles the same files again.
  const [runs, setRuns] = useState(0);
  const [stops, setStops] = useState(0);
  const [view, setView] = useState(initialView);
  const [device, setDevice] = useState(defaultDevice);
  const log = useConsoleLog();
  const nativeLog = useConsoleLog();
  const {clear} = log;
  const clearNative = nativeLog.clear;
  const requested = useRef(0);
  const first = useRef(true);
  const lastRun = useRef<{files: SourceFiles; runs: number; view: PreviewView} | null>(null);

  useEffect(() => {
    const ran = lastRun.current;
    if (ran?.runs === runs && ran.view === view && (ran.files === files || !autoRun)) return;
    const version = ++requested.current;
    const delay = first.current ? 0 : compileDelayMs;
    first.current = false;
    // Marks the preview as waiting for the worker, the external system this effect drives.
    setStatus('compiling');
    const timer = setTimeout(async () => {
      lastRun.current = {files, runs, view};
      if (prebuilt && files === initial && view === 'native') {
        // Nothing to compile: the web gate passed when the site was built.
        clear();
        clearNative();
        setWarning(null);
        setCandidate({version, modules: {}, entry: '', css: '', native: prebuilt});
        return;
      }
      if (prebuiltWeb && files === initial && view === 'web') {
        // Nothing to compile either: the site's build compiled these files for the web.
        clear();
        clearNative();
        setWarning(null);
        setCandidate({version, ...prebuiltWeb});
        return;
      }
      // The web compile is the gate: code it rejects fails the native view too, with its message.
      const result = await compile(files);
      const native = result.ok && view === 'native' ? await compile(files, 'native') : null;
      if (version !== requested.current) return;
      const failed = !result.ok ? result : native && !native.ok ? native : null;
      if (failed) {
        setError(failed.error);
        setStatus('failed');
      } else if (result.ok) {
        clear();
        clearNative();
        setWarning(null);
        setCandidate({
          version,
          modules: result.modules,
          entry: result.entry,
          css: result.css,
          native: native?.ok ? {modules: native.modules, entry: native.entry, css: ''} : undefined,
        });
      }
    }, delay);
    return () => clearTimeout(timer);
  }, [files, runs, autoRun, view, clear, clearNative, compile, prebuilt, prebuiltWeb, initial]);

  const update = useCallback(
    (file: string, text: string) =>
      setFiles((old) => (old[file] === text ? old : {...old, [file]: text})),
    [],
  );
  const reset = useCallback(() => setFiles(initial), [initial]);
  const run = useCallback(() => setRuns((count) => count + 1), []);
  const stop = useCallback(() => {
    requested.current++;
    setAutoRun(false);
    setStops((count) => count + 1);
    setError({kind: 'stopped', message: 'The preview was stopped. Press Run to start it again.'});
    setWarning(null);
    setStatus('stopped');
  }, []);
  const renderFailed = useCallback((version: number, message: string) => {
    if (version !== requested.current) return;
    setError({kind: 'runtime', message});
    setStatus('failed');
  }, []);
  const rendered = useCallback((version: number) => {
    if (version !== requested.current) return;
    setError(null);
    setStatus('rendered');
  }, []);
  const lost = useCallback((message: string) => {
    setError({kind: 'stopped', message});
    setWarning(null);
    setStatus('stopped');
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
    warning,
    warn: setWarning,
    status,
    autoRun,
    setAutoRun,
    run,
    stop,
    stops,
    log,
    nativeLog,
    view,
    setView,
    device,
    setDevice,
    rendered,
    renderFailed,
    lost,
  };
}
