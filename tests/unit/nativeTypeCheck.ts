import ts from 'typescript';

/**
 * Type-checks one file (on disk, or `text`) against react-strict-dom's native types, with one extra
 * in-memory declaration file (a stand-in for what is not installed here, such
 * as react-native). Returns where `react-strict-dom` resolved and the file's errors.
 */
export function checkNative(
  file: string,
  options: ts.CompilerOptions,
  extra: {path: string; text: string},
  /** The file's text, when it is not on disk. */
  text?: string,
): {resolvedTo: string | undefined; diagnostics: string[]} {
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  const virtual = new Map([
    [extra.path, extra.text],
    ...(text === undefined ? [] : [[file, text] as const]),
  ]);
  host.readFile = (name) => virtual.get(name) ?? readFile(name);
  host.fileExists = (name) => virtual.has(name) || fileExists(name);
  host.getSourceFile = (name, language) =>
    virtual.has(name)
      ? ts.createSourceFile(name, virtual.get(name)!, language)
      : getSourceFile(name, language);

  const resolvedTo = ts.resolveModuleName('react-strict-dom', file, options, host).resolvedModule
    ?.resolvedFileName;
  const program = ts.createProgram([file, extra.path], options, host);
  const diagnostics = ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return {resolvedTo, diagnostics};
}
