/**
 * The console the library's native build writes to: src/plugins/preview-frame
 * binds the name `console` in that one module to this object when it bundles
 * the native runtime. Its lines reach the page as the library's; reader code,
 * which only has the global console, cannot write a line that passes for one.
 */
import {consoleLevels, type ConsoleLevel} from '../protocol';
import type {ConsoleWriter} from './console';

let write: ConsoleWriter = () => undefined;

/** Where the library's console calls go from now on (set by the frame's start, before any run). */
export function routeLibraryConsole(writer: ConsoleWriter): void {
  write = writer;
}

/** The library's `console`: the forwarded levels, and the browser's console for anything else. */
export const libraryConsole: Console = Object.assign(
  Object.create(console) as Console,
  Object.fromEntries(
    consoleLevels.map((level: ConsoleLevel) => [level, (...args: unknown[]) => write(level, args)]),
  ),
);
