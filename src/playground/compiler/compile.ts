import {parseSync, transformFromAstSync} from '@babel/core';
import * as commonJsModule from '@babel/plugin-transform-modules-commonjs';
import * as reactJsxModule from '@babel/plugin-transform-react-jsx';
import * as typeScriptModule from '@babel/plugin-transform-typescript';
import {cjsDefault} from '../../utils/cjsDefault';
import {virtualPath} from './files';
import {checkImports, LocatedError} from './imports';
import {loopGuard} from './loopGuard';
import rsdPreset, {type StyleRule} from 'react-strict-dom/babel-preset';
import {rsdPresetOptions, styleOptions, type Platform} from './presetOptions';
import type {CompileError, CompileResult, SourceFiles} from './types';
import {withVirtualFiles} from './virtualFiles';

const commonJs = cjsDefault(commonJsModule);
const reactJsx = cjsDefault(reactJsxModule);
const typeScript = cjsDefault(typeScriptModule);

/** Options every Babel call shares: no config files, no source maps, nothing read from disk. */
const baseOptions = {
  babelrc: false,
  configFile: false,
  sourceMaps: false,
  compact: false,
  // Plain code frames: the editor shows them as text, whatever the terminal would support.
  highlightCode: false,
} as const;

/**
 * Compiles one file in two passes, like the site build (src/plugins/rsd-examples):
 * first React Strict DOM's preset alone on the parsed TSX, then TypeScript,
 * the automatic JSX runtime, the loop guard and CommonJS.
 */
function compileFile(
  fileNames: string[],
  name: string,
  source: string,
  platform: Platform,
): {code: string; rules: StyleRule[]} {
  const filename = virtualPath(name);
  const ast = parseSync(source, {
    ...baseOptions,
    filename,
    sourceType: 'module',
    parserOpts: {plugins: ['jsx', 'typescript']},
  });
  if (!ast) throw new Error('The parser returned nothing.');
  const styled = transformFromAstSync(ast, source, {
    ...baseOptions,
    filename,
    cloneInputAst: false,
    ast: true,
    code: false,
    plugins: [checkImports(fileNames, name)],
    presets: [[rsdPreset, {...rsdPresetOptions, platform}]],
  });
  if (!styled?.ast) throw new Error("React Strict DOM's preset returned nothing.");
  const output = transformFromAstSync(styled.ast, source, {
    ...baseOptions,
    filename,
    cloneInputAst: false,
    plugins: [
      loopGuard,
      [typeScript, {isTSX: true, allExtensions: true}],
      [reactJsx, {runtime: 'automatic'}],
      // `none`: imports read `.default` and named exports directly, so no Babel helpers are needed.
      [commonJs, {importInterop: 'none'}],
    ],
  });
  if (output?.code == null) throw new Error('Babel returned no code.');
  const rules = (styled.metadata as {stylex?: StyleRule[]} | undefined)?.stylex ?? [];
  return {code: output.code, rules};
}

/** Babel's messages start with the file's path and end with a code frame; keep them apart. */
function toCompileError(error: unknown, file: string): CompileError {
  const raw = error instanceof Error ? error.message : String(error);
  const [first, ...rest] = raw.replace(`${virtualPath(file)}: `, '').split('\n');
  const frame = rest.join('\n').replace(/^\n+|\s+$/g, '') || undefined;
  const loc =
    (error as {loc?: {line: number; column: number}}).loc ??
    (error instanceof LocatedError ? error.loc : undefined) ??
    locFromFrame(frame);
  return {message: first.trim(), file, line: loc?.line, column: loc?.column, frame};
}

/**
 * Line and column from a code frame's `>` line and `^` marker, for errors
 * StyleX raises with `buildCodeFrameError`, which carry no location otherwise.
 */
function locFromFrame(frame: string | undefined): {line: number; column: number} | undefined {
  const match = frame && /^>\s*(\d+)\s*\|[^\n]*\n(\s*\|\s)(\s*)\^/m.exec(frame);
  return match ? {line: Number(match[1]), column: match[3].length} : undefined;
}

/**
 * Compiles an example's files for the preview: each file to a CommonJS module,
 * all their StyleX rules to one stylesheet, with React Strict DOM's own Babel
 * preset, for the web (the default) or for native (no stylesheet: the
 * native build styles at run time). Never throws: failures come back as
 * `{ok: false, error}`.
 */
export function compileFiles(
  files: SourceFiles,
  entry: string,
  platform: Platform = 'web',
): CompileResult {
  const fileNames = Object.keys(files);
  if (!(entry in files)) {
    return {ok: false, error: {message: `There is no file named ${entry}.`, file: entry}};
  }
  return withVirtualFiles(files, () => {
    const modules: Record<string, string> = {};
    const rules: StyleRule[] = [];
    // The entry first: its errors are the ones the reader is looking at.
    for (const name of [entry, ...fileNames.filter((file) => file !== entry)]) {
      try {
        const compiled = compileFile(fileNames, name, files[name], platform);
        modules[name] = compiled.code;
        rules.push(...compiled.rules);
      } catch (error) {
        return {ok: false, error: toCompileError(error, name)};
      }
    }
    try {
      const css = platform === 'web' ? rsdPreset.generateStyles(rules, styleOptions) : '';
      return {ok: true, modules, css};
    } catch (error) {
      return {ok: false, error: toCompileError(error, entry)};
    }
  });
}
