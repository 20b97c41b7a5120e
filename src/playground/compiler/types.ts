/** The files of one example: file name (`App.tsx`, `tokens.css.ts`) → source text. */
export type SourceFiles = Record<string, string>;

/** Where compiling or running the reader's code failed. Line is 1-based, column 0-based (Babel's). */
export interface CompileError {
  message: string;
  /** The file name as given in SourceFiles. */
  file: string;
  line?: number;
  column?: number;
  /** The lines around the error with a marker, when the compiler gave them. */
  frame?: string;
}

/** Compiled files, ready for the preview frame (src/playground/frame). */
export interface CompiledFiles {
  /** File name → CommonJS module code. Imports of siblings name the file exactly (`./tokens.css.ts`). */
  modules: Record<string, string>;
  /** The atomic CSS of every file, from the preset's `generateStyles`. */
  css: string;
}

export type CompileResult = ({ok: true} & CompiledFiles) | {ok: false; error: CompileError};
