/**
 * The Native preview's side of the agreement test (the contract's "function
 * that runs one program in the Native preview and returns a NativeVerdict"):
 * each program compiled for native as the playground compiles it, run in a
 * fresh frame of the built site's native runtime by ./harness.ts, and read
 * back from what the page was told.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {compileFiles} from '../../../src/playground/compiler/compile';
import type {NativeProgram} from '../../native/programs';
import type {NativeVerdict} from './compare';
import type {RunRecord, Start} from './harness';

/** The file a program renders: `App.native.tsx` where it is native-only, else `App.tsx`. */
const entryOf = (program: NativeProgram) =>
  'App.native.tsx' in program.files ? 'App.native.tsx' : 'App.tsx';

const siteDir = path.resolve(__dirname, '../../..');

/**
 * Bundles ./harness.ts for the browser with Rspack, the bundler the site's
 * build uses (Docusaurus Faster's), as the preview-frame plugin bundles the
 * runtimes: the test reaches the page's own PreviewHost, not a copy of it.
 */
export async function bundleHarness(): Promise<string> {
  const fromFaster = createRequire(require.resolve('@docusaurus/faster/package.json'));
  const {rspack} = fromFaster('@rspack/core') as typeof import('@rspack/core');
  const outDir = path.join(os.tmpdir(), `native-agreement-${process.pid}`);
  const compiler = rspack({
    mode: 'production',
    target: ['web', 'es2020'],
    context: siteDir,
    entry: path.join(__dirname, 'harness.ts'),
    devtool: false,
    output: {path: outDir, filename: 'harness.js', iife: true, publicPath: ''},
    resolve: {extensions: ['.ts', '.tsx', '.js']},
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'typescript', tsx: true}}},
        },
      ],
    },
    optimization: {minimize: false},
  });
  const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString({all: false, errors: true}));
  return readFileSync(path.join(outDir, 'harness.js'), 'utf8');
}

/** The built native runtime's address under `baseURL`. */
function runtimeUrl(baseURL: string): string {
  const file = readdirSync(path.join(siteDir, 'build/assets/js')).find((name) =>
    /^preview-frame-native\.[0-9a-f]+\.js$/.test(name),
  );
  if (!file) throw new Error('No native runtime in build/assets/js: build the site first.');
  return `${baseURL}assets/js/${file}`;
}

/**
 * A blank page of the site's own server running the harness: a frame's
 * runtime loads from that server, and Chromium lets a page reach its
 * loopback address only from a page that server sent (robots.txt, emptied).
 */
export async function openHarness(page: Page, baseURL: string, harness: string): Promise<void> {
  await page.goto(`${baseURL}robots.txt`);
  await page.setContent('<!doctype html><html lang="en"><title>Native agreement</title></html>');
  await page.addScriptTag({content: harness});
}

/** An error's message, as the judge gives it: without `Uncaught`, nor the error's name. */
export function errorMessage(text: string): string {
  return text
    .replace(/^Uncaught (?:\(in promise\) )?/, '')
    .replace(/^(?:[A-Z]\w*Error|Error|Invariant Violation): /, '');
}

/** How long a run must be quiet to be done: some warnings come in a second render. */
const quietMs = 400;

/**
 * Runs one program in the Native preview (iOS, 390 px, light) and returns
 * what it threw and printed: the page's failure, or else the first uncaught
 * error (what threw after the first render or on the press); and the warnings
 * and errors of the native messages (the library's and React Native's own
 * lines) and of the reader's console, in the order they came.
 */
export async function previewVerdict(
  page: Page,
  baseURL: string,
  program: NativeProgram,
  key: string,
): Promise<NativeVerdict> {
  const entry = entryOf(program);
  const compiled = compileFiles(program.files, entry, 'native');
  if (!compiled.ok) {
    return {id: program.id, threw: compiled.error.message, messages: []};
  }
  const run = {modules: compiled.modules, entry, css: compiled.css};
  const urls = {runtime: runtimeUrl(baseURL), site: baseURL};
  const started = await page.evaluate(
    ([key, run, urls]) =>
      (
        window as unknown as {
          nativeAgreement: {start: (...args: unknown[]) => Promise<Start>};
        }
      ).nativeAgreement.start(key, run, urls),
    [key, run, urls] as const,
  );
  if (started === 'rendered' && program.press) {
    // The preview frame, inside its shell (src/playground/host/shell.ts).
    await page
      .frameLocator(`[id="${key}"] iframe[data-state="shown"]`)
      .frameLocator('iframe')
      .getByTestId(program.press)
      .click();
  }
  const record = await page.evaluate(
    ([key, quietMs]) =>
      (
        window as unknown as {
          nativeAgreement: {finish: (...args: unknown[]) => Promise<RunRecord>};
        }
      ).nativeAgreement.finish(key, quietMs, 10 * quietMs),
    [key, quietMs] as const,
  );
  const uncaught = /^Uncaught /;
  const thrown =
    record.failed ??
    record.lost ??
    record.lines.find(({from, text}) => from === 'console' && uncaught.test(text))?.text ??
    null;
  return {
    id: program.id,
    threw: thrown === null ? null : errorMessage(thrown),
    messages: record.lines.flatMap(({from, level, text}) =>
      (level === 'warn' || level === 'error') && !(from === 'console' && uncaught.test(text))
        ? [{level, text}]
        : [],
    ),
  };
}
