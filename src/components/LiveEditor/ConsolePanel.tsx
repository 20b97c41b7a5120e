import React, {type ReactNode, useId} from 'react';
import type {ConsoleEntry, ConsoleLog} from './useConsoleLog';
import styles from './styles.module.css';

/** Level names as the panel shows them, besides their colour. */
const levelLabels = {log: 'log', info: 'info', warn: 'warning', error: 'error', debug: 'debug'};

/**
 * What the preview's code logged in its latest run, as text: console calls,
 * uncaught errors and rejected promises. A polite live region, so screen
 * readers hear new lines without losing their place; scrollable and focusable
 * when long.
 */
export default function ConsolePanel({
  log,
  title = 'Console',
  empty = 'Nothing logged in this run.',
  live = true,
  after,
}: {
  log: ConsoleLog;
  title?: string;
  empty?: string;
  /** Whether screen readers hear each new line (the native messages announce a count instead). */
  live?: boolean;
  /** Shown after an entry's text: the native messages' "Why?" links. */
  after?: (entry: ConsoleEntry) => ReactNode;
}): ReactNode {
  const id = useId();
  const {entries} = log;
  return (
    <div className={styles.console}>
      <p id={`${id}-title`} className={styles.consoleTitle}>
        {title}
      </p>
      <div
        className={styles.consoleScroll}
        role="log"
        aria-live={live ? 'polite' : 'off'}
        aria-labelledby={`${id}-title`}
        // A long log scrolls: focusable, so a keyboard can scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}>
        <ol className={styles.consoleList}>
          {entries.length === 0 ? (
            <li className={styles.consoleEmpty}>{empty}</li>
          ) : (
            entries.map((entry) => (
              <li key={entry.id} className={styles.consoleEntry} data-level={entry.level}>
                <span className={styles.consoleLevel}>{levelLabels[entry.level]}</span>
                <span className={styles.consoleText}>{entry.text}</span>
                {after?.(entry)}
                {entry.count > 1 && (
                  <span className={styles.consoleCount} aria-label={`${entry.count} times`}>
                    {entry.count}
                  </span>
                )}
              </li>
            ))
          )}
        </ol>
      </div>
    </div>
  );
}
