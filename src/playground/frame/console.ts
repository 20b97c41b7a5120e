import {capText, consoleLevels, type ConsoleLevel} from '../protocol';
import {formatConsoleArgs, inspect} from './inspect';
import {platform} from './platform';

/** Entries one run may send: a component that logs on every render cannot flood the page. */
export const maxEntriesPerRun = 500;

/** Who wrote a console line: the reader's code (the global console) or the library (its own). */
export type ConsoleSource = 'reader' | 'library';

export type ConsoleReport = (level: ConsoleLevel, text: string, source: ConsoleSource) => void;

/** Writes one console call of the library's, as the global console does for the reader's. */
export type ConsoleWriter = (level: ConsoleLevel, args: unknown[]) => void;

const p = platform;
const apply = p.apply;

/**
 * Forwards what the reader's code logs (each console level, uncaught errors
 * and rejected promises) as text to `report`, and still calls the browser's
 * own console, so the browser's developer tools show it too. Returns the
 * writer for the library's own console (see libraryConsole.ts), which counts
 * against the same limit.
 */
export function hookConsole(report: ConsoleReport): ConsoleWriter {
  let sent = 0;
  const send = (level: ConsoleLevel, text: string, source: ConsoleSource) => {
    if (sent === maxEntriesPerRun) {
      report(
        'warn',
        `More than ${maxEntriesPerRun} entries: the rest of this run is not shown.`,
        'reader',
      );
    }
    if (sent++ >= maxEntriesPerRun) return;
    report(level, capText(text), source);
  };
  const originals = {} as Record<ConsoleLevel, (...args: unknown[]) => void>;
  for (const level of consoleLevels) {
    const original = (originals[level] = console[level]);
    console[level] = (...args: unknown[]) => {
      send(level, formatConsoleArgs(args), 'reader');
      apply(original, console, args);
    };
  }
  p.listen(window, 'error', (event) => {
    const error = p.errorOf(event);
    send('error', `Uncaught ${error != null ? inspect(error) : p.errorMessage(event)}`, 'reader');
  });
  p.listen(window, 'unhandledrejection', (event) => {
    send('error', `Uncaught (in promise) ${inspect(p.rejectionReason(event))}`, 'reader');
  });
  return (level, args) => {
    send(level, formatConsoleArgs(args), 'library');
    apply(originals[level], console, args);
  };
}
