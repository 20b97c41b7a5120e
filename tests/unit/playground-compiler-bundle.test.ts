// The compiler worker as the browser gets it: bundled by Rspack with the
// stand-ins and trims of src/plugins/playground-compiler, run in a bare
// context (no `process`, no `require`, no Node built-ins). Every live example
// must compile there exactly as with the real packages in Node; should a
// stand-in or trimmed-out part be needed after all, this fails.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import {compilerRules} from '@site/src/plugins/playground-compiler';
import {findExamples} from '@site/src/plugins/rsd-examples';
import {compileFiles} from '@site/src/playground/compiler/compile';
import {virtualRoot} from '@site/src/playground/compiler/files';
import {installNodeFs} from '@site/src/playground/compiler/nodeFs';
import type {Platform} from '@site/src/playground/compiler/presetOptions';
import type {CompileResult, SourceFiles} from '@site/src/playground/compiler/types';
import type {CompileRequest, CompileResponse} from '@site/src/playground/compiler/worker';

const siteDir = path.resolve(__dirname, '../..');
const require = createRequire(import.meta.url);

/** Rspack as Docusaurus Faster pins it (see src/plugins/preview-frame). */
function loadRspack(): typeof import('@rspack/core') {
  return createRequire(require.resolve('@docusaurus/faster/package.json'))('@rspack/core');
}

/** Bundles worker.ts for a web worker, as the site's build does, unminified (faster). */
async function bundleWorker(outDir: string): Promise<string> {
  const rspack = loadRspack();
  const compiler = rspack.rspack({
    mode: 'production',
    target: ['webworker', 'es2020'],
    context: siteDir,
    entry: path.join(siteDir, 'src/playground/compiler/worker.ts'),
    devtool: false,
    output: {path: outDir, filename: 'worker.js'},
    resolve: {extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json']},
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'typescript', tsx: true}}},
        },
        ...compilerRules(siteDir),
      ],
    },
    optimization: {minimize: false, splitChunks: false},
    performance: false,
  });
  const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({all: false, errors: true}));
  return fs.readFileSync(path.join(outDir, 'worker.js'), 'utf8');
}

/** Starts the bundled worker in a context with only what a worker scope has. */
function startWorker(code: string): (request: Omit<CompileRequest, 'id'>) => CompileResult {
  const scope = vm.createContext({URL, TextEncoder, TextDecoder, console}) as {
    self?: unknown;
    onmessage?: (event: {data: CompileRequest}) => void;
    postMessage?: (message: CompileResponse) => void;
  };
  scope.self = scope;
  let last: CompileResponse | undefined;
  scope.postMessage = (message) => (last = message);
  vm.runInContext(code, scope);
  let id = 0;
  return (request) => {
    scope.onmessage!({data: {...request, id: ++id}});
    if (last?.id !== id) throw new Error('the worker did not answer');
    // Out of the context: plain objects, comparable with toEqual.
    return JSON.parse(JSON.stringify(last.result)) as CompileResult;
  };
}

/** An example's files as the editor sends them: the entry first, then its siblings. */
function filesOf(example: ReturnType<typeof findExamples>[number]): SourceFiles {
  const files: SourceFiles = {[`${example.name}.tsx`]: fs.readFileSync(example.filePath, 'utf8')};
  for (const sibling of example.siblings) {
    files[sibling.name] =
      sibling.kind === 'code'
        ? fs.readFileSync(sibling.filePath, 'utf8')
        : `export default ${JSON.stringify(`/assets/${path.basename(sibling.filePath)}`)};\n`;
  }
  return files;
}

let outDir: string;
let compileInWorker: ReturnType<typeof startWorker>;

beforeAll(async () => {
  installNodeFs();
  // The worker's `process.cwd()` (StyleX hashes theme files by their path under it).
  vi.spyOn(process, 'cwd').mockReturnValue(virtualRoot);
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compiler-bundle-'));
  compileInWorker = startWorker(await bundleWorker(outDir));
}, 180_000);

afterAll(() => {
  vi.restoreAllMocks();
  fs.rmSync(outDir, {recursive: true, force: true});
});

const examples = findExamples(siteDir);
const cases = examples.flatMap((example) =>
  (['web', 'native'] as Platform[])
    .filter((platform) =>
      platform === 'web' ? example.platforms.includes('web') : example.platforms.length > 0,
    )
    .map((platform) => ({name: example.name, platform, files: filesOf(example)})),
);

describe('the bundled compiler worker', () => {
  test('finds the live examples', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  test.each(cases)('compiles $name for $platform as the packages do in Node', (c) => {
    const entry = Object.keys(c.files)[0]!;
    const expected = compileFiles(c.files, entry, c.platform);
    expect(expected.ok).toBe(true);
    expect(compileInWorker({files: c.files, entry, platform: c.platform})).toEqual(expected);
  });

  // TypeScript the examples lack: class members with modifiers, enums, casts, generics.
  const typed = `import {useState} from 'react';
enum Size { Small = 1, Large }
abstract class Base { protected abstract size(): Size; }
class Box<T> extends Base {
  static count = 0;
  private readonly label: string = 'box';
  constructor(public value: T) { super(); }
  override size() { return (this.value as unknown as number) > 1 ? Size.Large : Size.Small; }
  static make<U>(value: U) { Box.count++; return new Box(value!); }
}
export default function App() {
  const [box] = useState(() => Box.make<number>(2));
  return <div data-size={box.size() satisfies Size}>{Box.count}</div>;
}
`;
  test('compiles TypeScript classes, enums and casts as the packages do in Node', () => {
    const files = {'App.tsx': typed};
    const expected = compileFiles(files, 'App.tsx');
    expect(expected.ok).toBe(true);
    expect(compileInWorker({files, entry: 'App.tsx', platform: 'web'})).toEqual(expected);
  });

  const broken: [string, string][] = [
    ['a syntax error', 'export default function App() {\n  return <div>;\n}\n'],
    [
      'a StyleX error',
      "import {css} from 'react-strict-dom';\nconst styles = css.create({a: {color: pick()}});\n",
    ],
    ['an import the preview lacks', "import {debounce} from 'lodash';\nexport default debounce;\n"],
    ['a Flow type cast', 'const a = (1: number);\nexport default a;\n'],
  ];
  test('names syntax behind a parser plugin, where it is, without Babel config advice', () => {
    const files = {'App.tsx': 'export const a = 1;\n@sealed\nexport default class App {}\n'};
    const result = compileInWorker({files, entry: 'App.tsx', platform: 'web'});
    expect(result).toMatchObject({ok: false, error: {file: 'App.tsx', line: 2, column: 0}});
    if (result.ok) return;
    expect(result.error.message).toBe(
      "The syntax 'decorators' is not supported in the playground (2:1):",
    );
    expect(result.error.frame).toContain('> 2 | @sealed');
    expect(result.error.frame).not.toMatch(/Babel config/);
  });

  test.each(broken)('reports %s as the packages do in Node', (_, source) => {
    const files = {'App.tsx': source};
    const expected = compileFiles(files, 'App.tsx');
    expect(expected.ok).toBe(false);
    expect(compileInWorker({files, entry: 'App.tsx', platform: 'web'})).toEqual(expected);
  });
});
