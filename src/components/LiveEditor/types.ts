import type {ComponentType} from 'react';

/** The code being edited: file name → text. The first file is the entry, whose default export is shown. */
export type {SourceFiles} from '@site/src/playground/compiler';

/** What went wrong, and where: a compile error from the compiler, or an error thrown while rendering. */
export interface CodeError {
  kind: 'compile' | 'runtime';
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

/** What a session renders: the component to show, or why there is none yet. */
export type RenderTarget = ComponentType<Record<string, unknown>>;
