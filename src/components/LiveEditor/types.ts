/** The code being edited: file name → text. The first file is the entry, whose default export is shown. */
export type {SourceFiles} from '@site/src/playground/compiler';

/**
 * What went wrong, and where: a compile error from the compiler, an error
 * thrown while running, or a preview that was stopped (by the reader or the watchdog).
 */
export interface CodeError {
  kind: 'compile' | 'runtime' | 'stopped';
  message: string;
  file?: string;
  line?: number;
  column?: number;
}
