import {compile} from '@site/src/playground/compiler';
import type {Platform} from '@site/src/playground/compiler/presetOptions';
import {previewFile, previewModule} from '@site/src/playground/compiler/previewEntry';
import type {CompiledRun} from '@site/src/playground/host/previewHost';
import type {CodeError, SourceFiles} from './types';

/**
 * The one place the editor meets the compiler (src/playground/compiler): it
 * compiles in a Web Worker, so a slow or endless compile never blocks the
 * page. The compiled modules run only in a sandboxed preview frame
 * (src/playground/host), never in the page.
 */

export type CompiledComponent = ({ok: true} & CompiledRun) | {ok: false; error: CodeError};

/** Compiles the files (the first is the entry) into a run for a preview frame, or the error. */
export async function compileComponent(
  files: SourceFiles,
  platform: Platform = 'web',
): Promise<CompiledComponent> {
  const entry = Object.keys(files)[0]!;
  const result = await compile(
    {...files, [previewFile]: previewModule(entry)},
    previewFile,
    platform,
  );
  if (!result.ok) {
    const {message, file, line, column} = result.error;
    // Babel counts columns from 0; editors, and readers, from 1.
    return {
      ok: false,
      error: {
        kind: 'compile',
        message,
        file,
        line,
        column: column === undefined ? undefined : column + 1,
      },
    };
  }
  return {ok: true, modules: result.modules, entry: previewFile, css: result.css};
}
