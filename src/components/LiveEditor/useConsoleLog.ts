import {useCallback, useEffect, useRef, useState} from 'react';
import {capText, type ConsoleLevel} from '@site/src/playground/protocol';

/** Entries the panel keeps for one run; the frame sends at most about as many. */
export const maxConsoleEntries = 500;

/** One line of the console panel: the same text logged again in a row counts up instead. */
export interface ConsoleEntry {
  id: number;
  level: ConsoleLevel;
  text: string;
  count: number;
}

export interface ConsoleLog {
  entries: ConsoleEntry[];
  add: (level: ConsoleLevel, text: string) => void;
  clear: () => void;
}

function append(entries: ConsoleEntry[], added: ConsoleEntry[]): ConsoleEntry[] {
  const next = [...entries];
  for (const entry of added) {
    const last = next.at(-1);
    if (last && last.level === entry.level && last.text === entry.text) {
      next[next.length - 1] = {...last, count: last.count + 1};
    } else if (next.length < maxConsoleEntries) {
      next.push(entry);
    }
  }
  return next;
}

/**
 * The console of a session's latest run. Entries arriving together are added
 * in one render per animation frame, so a component that logs on every render
 * cannot make the page re-render as often.
 */
export function useConsoleLog(): ConsoleLog {
  const [entries, setEntries] = useState<ConsoleEntry[]>([]);
  const waiting = useRef<ConsoleEntry[]>([]);
  const frame = useRef(0);
  const nextId = useRef(0);

  const add = useCallback((level: ConsoleLevel, text: string) => {
    waiting.current.push({id: nextId.current++, level, text: capText(text), count: 1});
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const added = waiting.current.splice(0);
      setEntries((old) => append(old, added));
    });
  }, []);
  const clear = useCallback(() => {
    waiting.current = [];
    setEntries([]);
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  return {entries, add, clear};
}
