import path from 'node:path';
import ts from 'typescript';
import {expect, it} from 'vitest';
import {nativeMessages} from '@site/src/data/nativeMessages';

// Readers copy the snippets of /api/native-messages/: each one type-checks against the
// library's (web) types, as the site's own snippets do; a snippet that shows a mistake the
// types reject says so with @ts-expect-error.

it('type-checks every snippet of the native messages page', () => {
  const root = process.cwd();
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined},
  )!;
  const files = new Map<string, string>();
  nativeMessages.forEach((message, i) => {
    if ('code' in message.fires)
      files.set(path.join(root, `src/__fires${i}.tsx`), message.fires.code);
    files.set(path.join(root, `src/__instead${i}.tsx`), message.instead);
  });
  const host = ts.createCompilerHost(config.options);
  const {fileExists, readFile, getSourceFile} = host;
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  host.readFile = (name) => files.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, language) =>
    files.has(name)
      ? ts.createSourceFile(name, files.get(name)!, language)
      : getSourceFile.call(host, name, language);
  const program = ts.createProgram([...files.keys()], config.options, host);
  const errors = [...files.keys()].flatMap((name) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(name))
      .map(
        (d) => `${path.basename(name)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      ),
  );
  expect(errors).toEqual([]);
}, 120_000);
