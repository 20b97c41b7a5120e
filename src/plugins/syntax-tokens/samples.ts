import fs from 'node:fs';
import path from 'node:path';
import {ruleGroups, type ExampleFiles} from '../../data/assistantRules';
import {findExamples} from '../rsd-examples';
import type {CodeSample, TypePlatform} from './typeInfo';

/** Folder of the code files pages show (see ./index.ts). */
const snippetsFolder = 'src/snippets';

/**
 * Where an assistant rule's example files sit for the compiler: a folder of their own,
 * which exists only for it, under the site (so `react-strict-dom` resolves as in a file).
 */
export const ruleExamplesFolder = '__assistant-rules__';

const typeScript = /\.tsx?$/;

/** The type trees a file is written for, by its name: `.web.tsx` and `.native.tsx` have one. */
export function platformsOfFile(file: string): TypePlatform[] {
  if (/\.native\.tsx?$/.test(file)) return ['native'];
  if (/\.web\.tsx?$/.test(file)) return ['web'];
  return ['web', 'native'];
}

/** Every TypeScript file under src/snippets, which pages show with a `?raw` import. */
function snippetSamples(siteDir: string): CodeSample[] {
  const root = path.join(siteDir, snippetsFolder);
  return fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => typeScript.test(file) && !file.endsWith('.d.ts'))
    .sort()
    .map((file) => {
      const sitePath = `${snippetsFolder}/${file.split(path.sep).join('/')}`;
      return {
        file: sitePath,
        code: fs.readFileSync(path.join(root, file), 'utf8'),
        platforms: platformsOfFile(file),
      };
    });
}

/** The live examples, whose source each example's code block shows under its preview. */
function exampleSamples(siteDir: string): CodeSample[] {
  return findExamples(siteDir).map((example) => ({
    file: path.relative(siteDir, example.filePath).split(path.sep).join('/'),
    code: fs.readFileSync(example.filePath, 'utf8'),
    platforms: [
      ...(example.platforms.includes('web') ? (['web'] as const) : []),
      ...(example.platforms.some((p) => p !== 'web') ? (['native'] as const) : []),
    ],
  }));
}

/** One example of an assistant rule: each TypeScript file, beside the others. */
function ruleFiles(folder: string, files: ExampleFiles, failsOnPurpose: boolean): CodeSample[] {
  const paths = Object.fromEntries(
    Object.entries(files).map(([name, code]) => [`${folder}/${name}`, code]),
  );
  return Object.entries(paths)
    .filter(([file]) => typeScript.test(file))
    .map(([file, code]) => ({
      file,
      code,
      platforms: ['web', 'native'],
      siblings: Object.fromEntries(Object.entries(paths).filter(([other]) => other !== file)),
      ...(failsOnPurpose ? {failsOnPurpose} : {}),
    }));
}

/**
 * The assistants page's examples of components: the right one, and the wrong one, which
 * fails type-checking on purpose when its rule says TypeScript reports it.
 */
function ruleSamples(): CodeSample[] {
  return ruleGroups.flatMap((group) =>
    group.rules
      .filter((rule) => rule.kind === 'component')
      .flatMap((rule) => [
        ...ruleFiles(`${ruleExamplesFolder}/${rule.id}/right`, rule.right, false),
        ...ruleFiles(
          `${ruleExamplesFolder}/${rule.id}/wrong`,
          rule.wrong,
          rule.fails.some((failure) => failure.kind === 'types'),
        ),
      ]),
  );
}

/**
 * Every file of code the site shows whole and the compiler can check: the snippets, the
 * live examples and the assistant rules' examples. Fenced blocks in pages are not among
 * them: they are fragments (a signature, a line of a file), configs or files for tools
 * the site does not install, and stay plain.
 */
export function codeSamples(siteDir: string): CodeSample[] {
  return [...snippetSamples(siteDir), ...exampleSamples(siteDir), ...ruleSamples()];
}
