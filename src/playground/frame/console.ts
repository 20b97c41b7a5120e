import {capText, consoleLevels, type ConsoleLevel} from '../protocol';
import {formatConsoleArgs, inspect} from './inspect';

/** Entries one run may send: a component that logs on every render cannot flood the page. */
export const maxEntriesPerRun = 500;

const apply = Reflect.apply;

/**
 * Forwards what the reader's code logs (each console level, uncaught errors
 * and rejected promises) as text to `report`, and still calls the browser's
 * own console, so the browser's developer tools show it too.
 */
export function hookConsole(report: (level: ConsoleLevel, text: string) => void): void {
  let sent = 0;
  const send = (level: ConsoleLevel, text: string) => {
    if (sent === maxEntriesPerRun) {
      report('warn', `More than ${maxEntriesPerRun} entries: the rest of this run is not shown.`);
    }
    if (sent++ >= maxEntriesPerRun) return;
    report(level, capText(text));
  };
  for (const level of consoleLevels) {
    const original = console[level];
    console[level] = (...args: unknown[]) => {
      send(level, formatConsoleArgs(args));
      apply(original, console, args);
    };
  }
  window.addEventListener('error', (event) => {
    send('error', `Uncaught ${event.error != null ? inspect(event.error) : event.message}`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    send('error', `Uncaught (in promise) ${inspect(event.reason)}`);
  });
}
