import React, {type ReactNode, useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import {Text} from '@codemirror/state';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeEditor, {type EditorHandle} from './CodeEditor';
import {findMark, lineRange, type Diagnostic} from './diagnostics';
import type {explain as explainMessage, entryPath as entryPathOf} from './nativeMessageLinks';
import {useMessageLinks} from './useMessageLinks';
import type {LiveCode} from './useLiveCode';
import type {CodeError} from './types';
import styles from './styles.module.css';

const errorKinds = {
  compile: 'Compile error',
  runtime: 'Runtime error',
  stopped: 'Preview stopped',
} as const;

/** "Compile error in Card.tsx, line 3, column 7". */
export function errorTitle(error: CodeError): string {
  const kind = errorKinds[error.kind];
  const place = [
    error.line !== undefined && `line ${error.line}`,
    error.column !== undefined && `column ${error.column}`,
  ];
  return [`${kind}${error.file ? ` in ${error.file}` : ''}`, ...place.filter(Boolean)].join(', ');
}

/** A button whose label says "Copied" for a moment after it worked. */
export function CopyButton({label, text}: {label: string; text: () => string}): ReactNode {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={styles.action}
      onClick={() =>
        navigator.clipboard.writeText(text()).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }>
      {copied ? 'Copied' : label}
    </button>
  );
}

interface Props {
  session: LiveCode;
  /** More buttons after Reset and Copy: "Open in playground", "Copy link". */
  actions?: ReactNode;
  className?: string;
  /** Below the editor and its status: the console. */
  children?: ReactNode;
}

/** Run, Stop and the auto-run switch: for code that runs away, or a reader who wants to run by hand. */
function RunControls({session}: {session: LiveCode}): ReactNode {
  const {autoRun, setAutoRun, run, stop, status} = session;
  return (
    <>
      <button type="button" className={styles.action} onClick={run}>
        Run
      </button>
      <button
        type="button"
        className={styles.action}
        onClick={stop}
        disabled={status === 'stopped'}>
        Stop
      </button>
      <button
        type="button"
        className={styles.action}
        aria-pressed={autoRun}
        onClick={() => setAutoRun(!autoRun)}>
        Auto-run
      </button>
    </>
  );
}

/**
 * What the latest run says about the shown file, placed in it: the web
 * compile error at its line, and each native message at the style key or
 * prop it names (when the file holds it). `base` is the site's base URL.
 */
export function sessionDiagnostics(
  session: LiveCode,
  base: string,
  links?: {explain: typeof explainMessage; entryPath: typeof entryPathOf},
): Diagnostic[] {
  const {files, active, error, view, nativeLog} = session;
  const code = files[active] ?? '';
  const found: Diagnostic[] = [];
  if (error?.kind === 'compile' && error.file === active && error.line !== undefined) {
    const range = lineRange(Text.of(code.split('\n')), error.line);
    if (range)
      found.push({...range, level: 'error', message: `${errorTitle(error)}: ${error.message}`});
  }
  if (view === 'native' && links) {
    const {explain, entryPath} = links;
    for (const entry of nativeLog.entries) {
      const match = explain(entry.text);
      const range = match?.mark && findMark(code, match.mark);
      if (!match || !range) continue;
      const level = entry.level === 'error' ? 'error' : 'warn';
      found.push({
        ...range,
        level,
        message: entry.text,
        href: base + entryPath(match.anchor).slice(1),
      });
    }
  }
  return found;
}

/** Line of a position, 1-based. */
const lineOf = (code: string, pos: number) => code.slice(0, pos).split('\n').length;

/** The messages placed in the code, as a list a keyboard reaches: each moves the cursor to its place. */
function DiagnosticList({
  items,
  code,
  editor,
}: {
  items: Diagnostic[];
  code: string;
  editor: React.RefObject<EditorHandle | null>;
}): ReactNode {
  if (!items.length) return null;
  return (
    <div className={styles.diagnostics}>
      <p className={styles.diagnosticsTitle}>Marked in the code</p>
      <ul className={styles.diagnosticList}>
        {items.map((item, i) => (
          <li key={i} data-level={item.level}>
            <button
              type="button"
              className={styles.diagnosticPlace}
              onClick={() => editor.current?.select(item.from, item.to)}>
              Line {lineOf(code, item.from)}
            </button>{' '}
            <span className={styles.diagnosticText}>{item.message}</span>
            {item.href && (
              <>
                {' '}
                <a className={styles.why} href={item.href}>
                  Why?
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The editing half of a session: a tab per file, the actions, the editor,
 * the keyboard hint and the error. The preview is rendered by the caller,
 * where its layout wants it (below an example, beside it in the playground).
 */
export default function EditorPanel({session, actions, className, children}: Props): ReactNode {
  const {files, active, setActive, update, reset, error, warning, status, stop} = session;
  const names = Object.keys(files);
  const id = useId();
  const hintId = `${id}-hint`;
  const base = useBaseUrl('/');
  const editor = useRef<EditorHandle>(null);
  const code = files[active] ?? '';
  const {nativeLog, view} = session;
  const links = useMessageLinks(
    view === 'native' && status === 'rendered' && nativeLog.entries.length > 0,
  );
  const diagnostics = useMemo(
    () => sessionDiagnostics(session, base, links),
    // The parts of the session it reads: the session object itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [files, active, error, view, nativeLog.entries, base, links],
  );
  return (
    <div className={clsx(styles.panel, className)} data-live-editor={status}>
      <div className={styles.bar}>
        {names.length > 1 ? (
          <div role="tablist" aria-label="Files" className={styles.tabs}>
            {names.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`${id}-tab-${name}`}
                aria-selected={name === active}
                aria-controls={`${id}-code`}
                className={styles.tab}
                onClick={() => setActive(name)}>
                {name}
              </button>
            ))}
          </div>
        ) : (
          <span className={styles.fileName}>{active}</span>
        )}
        <div className={styles.actions}>
          <RunControls session={session} />
          <button type="button" className={styles.action} onClick={reset}>
            Reset
          </button>
          <CopyButton label="Copy" text={() => files[active] ?? ''} />
          {actions}
        </div>
      </div>
      <div
        role={names.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={names.length > 1 ? `${id}-tab-${active}` : undefined}
        aria-describedby={hintId}>
        <CodeEditor
          id={`${id}-code`}
          file={active}
          text={code}
          resets={session.resets}
          onChange={update}
          diagnostics={diagnostics}
          handle={editor}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {session.autoRun ? 'Edits re-run the preview.' : 'Auto-run is off: press Run to see edits.'}{' '}
        <kbd>Tab</kbd> indents; to leave the editor, press <kbd>Esc</kbd> then <kbd>Tab</kbd>.
      </p>
      <DiagnosticList items={diagnostics} code={code} editor={editor} />
      <div className={styles.status} role="status" aria-live="polite">
        {error && (
          <div className={styles.error}>
            <p className={styles.errorTitle}>{errorTitle(error)}</p>
            <pre className={styles.errorMessage}>{error.message}</pre>
            {error.kind !== 'stopped' && (
              <p className={styles.errorNote}>The preview shows the last version that worked.</p>
            )}
          </div>
        )}
        {warning && (
          <div className={styles.warning}>
            <p className={styles.errorTitle}>Preview warning</p>
            <p className={styles.warningMessage}>{warning.message}</p>
            {warning.kind === 'busy' && (
              <button type="button" className={styles.action} onClick={stop}>
                Stop the preview
              </button>
            )}
          </div>
        )}
      </div>
      {children}
    </div>
  );
}
