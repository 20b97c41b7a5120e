import path from 'node:path';
import ts from 'typescript';
import {expect, it} from 'vitest';
import {insteadProgram, nativeMessages} from '@site/src/data/nativeMessages';
import {checkNative} from './nativeTypeCheck';

// Readers copy the snippets of /api/native-messages/: each one type-checks against the
// library's (web) types, as the site's own snippets do; a snippet that shows a mistake the
// types reject says so with @ts-expect-error. A file an `instead` program imports is
// checked beside it; its `.native.ts` twin against React Native's API (below).

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
    for (const [name, code] of Object.entries(insteadProgram(message)))
      if (!/\.native\./.test(name)) files.set(path.join(root, `src/__instead${i}/${name}`), code);
  });
  const host = ts.createCompilerHost(config.options);
  const {fileExists, readFile, getSourceFile, directoryExists} = host;
  const folders = new Set([...files.keys()].map((name) => path.dirname(name)));
  host.directoryExists = (name) => folders.has(name) || (directoryExists?.call(host, name) ?? true);
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

// react-native is not installed here: the few parts of its API the twins use, as its
// own types declare them.
const reactNativeStub = `
declare module 'react-native' {
  export const Linking: {openURL(url: string): Promise<void>};
}
`;

it('type-checks the native twins of the files instead programs import', () => {
  const root = process.cwd();
  const twins = nativeMessages.flatMap((message) =>
    Object.entries(message.insteadFiles ?? {}).filter(([name]) => /\.native\./.test(name)),
  );
  expect(twins.length).toBeGreaterThan(0);
  for (const [name, code] of twins) {
    const file = path.join(root, 'src', `__twin-${name}`);
    const options: ts.CompilerOptions = {strict: true, noEmit: true, skipLibCheck: true, types: []};
    const {diagnostics} = checkNative(
      file,
      options,
      {
        path: path.join(root, 'src/__react-native.d.ts'),
        text: reactNativeStub,
      },
      code,
    );
    expect(diagnostics, name).toEqual([]);
  }
});
