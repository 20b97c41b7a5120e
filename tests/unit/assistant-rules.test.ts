/**
 * Every rule of the skill file for assistants (src/data/assistantRules.ts), run
 * with the installed react-strict-dom: the right example compiles for the web with
 * the library's Babel preset, type-checks against its web and native types and
 * renders with its web build without an error; the wrong one fails exactly as the
 * rule says, on the web and in the types. What each example does on React Native
 * (the right one prints nothing, the wrong one its `native` failures) is checked by
 * the native judge: tests/native/rules.test.ts.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  ruleGroups,
  type AssistantRule,
  type ExampleFiles,
  type Failure,
} from '@site/src/data/assistantRules';
import * as compatCss from '@site/src/data/compat/css';
import * as compatHtml from '@site/src/data/compat/html';
import * as compatOther from '@site/src/data/compat/other';
import {statusOf, type CompatRow} from '@site/src/data/compat/types';
import {compileFiles} from '@site/src/playground/compiler/compile';
import {installNodeFs} from '@site/src/playground/compiler/nodeFs';
import type {CompileResult} from '@site/src/playground/compiler/types';
import {compilerOptions} from '@site/src/plugins/syntax-tokens/compilerOptions';
import {reactNativeStub} from '@site/src/plugins/syntax-tokens/reactNativeStub';
import {renderWeb as renderOnWeb, webPackage, type Run} from './webBuild';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
const babel = require('@babel/core') as {
  transformSync(code: string, options: object): {code: string} | null;
};

const rules = ruleGroups.flatMap((group) => group.rules);
const byKind = (kind: AssistantRule['kind']) =>
  rules.filter((rule) => rule.kind === kind).map((rule) => [rule.id, rule] as const);
const entryOf = (files: ExampleFiles) => Object.keys(files)[0]!;
const messagesOf = (fails: readonly Failure[], kind: 'compile' | 'types' | 'native' | 'web') =>
  fails.flatMap((failure) => (failure.kind === kind ? [failure.message] : []));

beforeAll(installNodeFs);

// ---- Running an example ---------------------------------------------------------

/** The components the example's first file exports (`export function Name`). */
function components(files: ExampleFiles): string[] {
  return [...files[entryOf(files)]!.matchAll(/^export function ([A-Z]\w*)/gm)].map((m) => m[1]!);
}

/** Renders every component of the example's first file on the web build (`packages`). */
const renderWeb = (files: ExampleFiles, packages?: ReturnType<typeof webPackage>): Run =>
  renderOnWeb({...files}, {exportNames: components(files), packages});

/** Each file compiled for the web on its own: the preset's message for each that fails. */
function webCompileErrors(files: ExampleFiles): string[] {
  return Object.keys(files)
    .map((name) => compileFiles(files, name, 'web'))
    .flatMap((result: CompileResult) => (result.ok ? [] : [result.error.message]));
}

// ---- Type-checking every example at once -----------------------------------------

const virtualDir = path.join(root, 'tests/unit/fixtures/assistant-rules');
const stubPath = path.join(virtualDir, 'react-native.d.ts');

/** Every example's files at a path of its own: `<id>/<right|wrong>/<name>`. */
const exampleFiles = new Map(
  rules.flatMap((rule) =>
    (['right', 'wrong'] as const).flatMap((side) =>
      Object.entries(rule[side])
        .filter(([name]) => /\.tsx?$/.test(name))
        .map(([name, code]) => [path.join(virtualDir, rule.id, side, name), code] as const),
    ),
  ),
);

/** TypeScript's messages for each example file, with the web or the native types. */
function typeCheck(platform: 'web' | 'native'): Map<string, string[]> {
  const options = compilerOptions(platform);
  const files = new Map([...exampleFiles, [stubPath, reactNativeStub]]);
  const host = ts.createCompilerHost(options);
  const {readFile, fileExists, directoryExists, getSourceFile} = host;
  host.readFile = (name) => files.get(name) ?? readFile.call(host, name);
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  host.directoryExists = (name) =>
    name.startsWith(virtualDir) || (directoryExists?.call(host, name) ?? true);
  host.getSourceFile = (name, language) =>
    files.has(name)
      ? ts.createSourceFile(name, files.get(name)!, language)
      : getSourceFile.call(host, name, language);
  const program = ts.createProgram([...files.keys()], options, host);
  return new Map(
    [...exampleFiles.keys()].map((file) => [
      file,
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(file))
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    ]),
  );
}

/** TypeScript's messages for an example's files, by platform. */
let typeErrors: Record<
  'web' | 'native',
  (rule: AssistantRule, side: 'right' | 'wrong') => string[]
>;
beforeAll(() => {
  const checked = {web: typeCheck('web'), native: typeCheck('native')};
  const errors = (platform: 'web' | 'native') => (rule: AssistantRule, side: 'right' | 'wrong') =>
    Object.keys(rule[side]).flatMap(
      (name) => checked[platform].get(path.join(virtualDir, rule.id, side, name)) ?? [],
    );
  typeErrors = {web: errors('web'), native: errors('native')};
}, 120_000);

// ---- The rules --------------------------------------------------------------------

it('has rules in every group, each with its own id, and a failure for every wrong example', () => {
  expect(ruleGroups.every((group) => group.rules.length > 0)).toBe(true);
  expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
  expect(rules.every((rule) => rule.fails.length > 0)).toBe(true);
});

it('keeps every line of an example within 80 characters, the width of a code block', () => {
  const long = rules.flatMap((rule) =>
    [rule.right, rule.wrong].flatMap((files) =>
      Object.values(files).flatMap((code) => code.split('\n').filter((line) => line.length > 80)),
    ),
  );
  expect(long).toEqual([]);
});

describe.each(byKind('component'))('%s', {timeout: 60_000}, (_, rule) => {
  it('right: compiles for the web, type-checks on both platforms, renders with no message', () => {
    expect(webCompileErrors(rule.right)).toEqual([]);
    expect(typeErrors.web(rule, 'right')).toEqual([]);
    expect(typeErrors.native(rule, 'right')).toEqual([]);
    expect(renderWeb(rule.right).messages).toEqual([]);
  });

  it('wrong: fails as the rule says', () => {
    for (const failure of rule.fails) {
      switch (failure.kind) {
        case 'compile':
          expect(webCompileErrors(rule.wrong).join('\n')).toContain(failure.message);
          break;
        case 'types':
          expect(typeErrors.web(rule, 'wrong').join('\n')).toContain(failure.message);
          expect(typeErrors.native(rule, 'wrong').join('\n')).toContain(failure.message);
          break;
        case 'native':
        case 'native-no-layout':
          // On React Native: tests/native/rules.test.ts.
          break;
        case 'styles-lost': {
          const compiled = compileFiles(rule.wrong, entryOf(rule.wrong), 'web');
          if (!compiled.ok) throw new Error(compiled.error.message);
          const classes = [...compiled.css.matchAll(/\.(x[a-z0-9]+)/g)].map((m) => m[1]!);
          expect(classes.length).toBeGreaterThan(0);
          const {html, messages} = renderWeb(rule.wrong);
          expect(messages).toEqual([]);
          for (const name of classes)
            expect(html).not.toMatch(new RegExp(`class="[^"]*\\b${name}\\b`));
          break;
        }
        default:
          throw new Error(`a component example cannot fail with ${failure.kind}`);
      }
    }
  });
});

/** Runs a CommonJS config file's text and returns what it exports. */
function evaluate(code: string): unknown {
  const module = {exports: {} as unknown};
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}

describe.each(byKind('loader-rule'))('%s', {timeout: 60_000}, (_, rule) => {
  const probe = rules.find((r) => r.id === 'style-prop')!.right;
  /** The package's web files, compiled or not as the rule says, then a page: what they print. */
  const runWith = (files: ExampleFiles): string[] => {
    const loaderRule = evaluate(files[entryOf(files)]!) as {test: RegExp; exclude: RegExp};
    try {
      const packages = webPackage(
        (file) => loaderRule.test.test(file) && !loaderRule.exclude.test(file),
      );
      return renderWeb(probe, packages).messages;
    } catch (error) {
      return [(error as Error).message];
    }
  };

  it("right: the preset compiles the package's web files, and a page renders", () => {
    expect(runWith(rule.right)).toEqual([]);
  });

  it('wrong: fails as the rule says', () => {
    expect(messagesOf(rule.fails, 'web').length).toBeGreaterThan(0);
    for (const message of messagesOf(rule.fails, 'web'))
      expect(runWith(rule.wrong).join('\n')).toContain(message);
  });
});

describe.each(byKind('babel-config'))('%s', {timeout: 60_000}, (_, rule) => {
  const probe = rules.find((r) => r.id === 'style-prop')!.right;
  const [probeName, probeCode] = Object.entries(probe)[0]!;
  /** The probe compiled by Babel with this config, for a bundler building `platform`. */
  /** Metro's caller for `platform`, or another bundler's caller as given. */
  const compileWith = (files: ExampleFiles, platform: 'web' | 'ios' | {name: string}) => {
    const config = evaluate(files[entryOf(files)]!);
    return babel.transformSync(probeCode, {
      filename: path.join(root, probeName),
      cwd: root,
      babelrc: false,
      configFile: false,
      // A config function is a preset to Babel, so it is given as one.
      caller: typeof platform === 'string' ? {name: 'metro', platform, isDev: false} : platform,
      parserOpts: {plugins: ['jsx', 'typescript']},
      presets: [typeof config === 'function' ? config : () => config],
    })!.code;
  };

  it('right: compiles for the web, and leaves a native build to the native runtime', () => {
    const web = compileWith(rule.right, 'web');
    expect(web).toContain('react-strict-dom/runtime');
    expect(web).not.toMatch(/css\.create\(|<html\./);
    const ios = compileWith(rule.right, 'ios');
    expect(ios).toMatch(/css\.create\(/);
    expect(ios).toContain('<html.div');
    expect(ios).not.toContain('react-strict-dom/runtime');
  });

  // The example reads the platform from Metro: Vite's and webpack's Babel steps name none,
  // so there it leaves the web build uncompiled, as its first lines say (issue #45, I1).
  it('right: says it is for Metro only, and what Vite and Next.js pass instead', () => {
    const callers = [{name: 'vite-plugin-babel', supportsStaticESM: true}, {name: 'babel-loader'}];
    for (const caller of callers) expect(compileWith(rule.right, caller)).toMatch(/css\.create\(/);
    const config = rule.right[entryOf(rule.right)]!;
    expect(config).toMatch(/^\/\/ Metro only/);
    expect(config).toContain("pass platform: 'web'");
  });

  it('wrong: an iOS build gets web output', () => {
    expect(rule.fails).toEqual([{kind: 'web-output-on-native'}]);
    const ios = compileWith(rule.wrong, 'ios');
    expect(ios).toContain('react-strict-dom/runtime');
    expect(ios).toMatch(/<div\b/);
  });
});

describe('what native lacks, in the compatibility data', () => {
  const allRows: CompatRow[] = [compatCss, compatHtml, compatOther].flatMap((module) =>
    Object.values(module).flatMap(function rowsIn(value: unknown): CompatRow[] {
      if (Array.isArray(value)) return value.flatMap(rowsIn);
      if (value && typeof value === 'object')
        return 'android' in value && 'name' in value
          ? [value as CompatRow]
          : Object.values(value).flatMap(rowsIn);
      return [];
    }),
  );

  it.each(rules.filter((rule) => rule.compatRow).map((rule) => [rule.compatRow!, rule]))(
    '%s is marked not supported on Android and iOS',
    (name) => {
      const rows = allRows.filter((row) => row.name === name);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(statusOf(row.android)).toBe('unsupported');
        expect(statusOf(row.ios)).toBe('unsupported');
      }
    },
  );
});
