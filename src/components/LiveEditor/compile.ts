import {compile} from '@site/src/playground/compiler';
import type {Platform} from '@site/src/playground/compiler/presetOptions';
import type {CompiledRun} from '@site/src/playground/host/previewHost';
import type {CodeError, SourceFiles} from './types';

/**
 * The one place the editor meets the compiler (src/playground/compiler): it
 * compiles in a Web Worker, so a slow or endless compile never blocks the
 * page. The compiled modules run only in a sandboxed preview frame
 * (src/playground/host), never in the page.
 */

/** A file of our own, beside the reader's: it picks the component to render. */
const previewFile = '__preview__.tsx';

/**
 * Examples export their component by name (`export function HoverButton`),
 * playground code by default: the preview takes the default export, else the
 * export named like the entry file.
 */
function previewModule(entry: string, componentName: string): string {
  const message = `${entry} exports no component: add \`export default function ${componentName}() {…}\`.`;
  return `import * as entry from './${componentName}';
const component = entry.default ?? entry[${JSON.stringify(componentName)}];
if (component === undefined) throw new Error(${JSON.stringify(message)});
export default component;
`;
}

export type CompiledComponent = ({ok: true} & CompiledRun) | {ok: false; error: CodeError};

/** Compiles the files (the first is the entry) into a run for a preview frame, or the error. */
export async function compileComponent(
  files: SourceFiles,
  platform: Platform = 'web',
): Promise<CompiledComponent> {
  const entry = Object.keys(files)[0]!;
  const componentName = entry.replace(/\.[jt]sx?$/, '');
  const result = await compile(
    {...files, [previewFile]: previewModule(entry, componentName)},
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
