/**
 * Runs the native judge once for the whole suite, before any test: every program of
 * ./programs.ts on React Native for iOS and Android (scripts/native-judge.mjs). The
 * tests read the verdicts from the file it provides. A run whose programs and judge
 * (its files and its lock) are those of the last run reuses that run's verdicts.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {allPrograms, root} from './programs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The judge's verdicts, as tests/native-judge/judge.mjs writes them. */
    nativeVerdicts: string;
    /** The programs it judged (./programs.ts), gathered once for every test file. */
    nativePrograms: string;
  }
}

export const cacheDir = path.join(root, 'node_modules/.cache/native-judge');

const judgeDir = path.join(root, 'tests/native-judge');

/** What the verdicts depend on: the programs, and the judge's own files and lock. */
function inputsHash(programs: string): string {
  const hash = createHash('sha256').update(programs);
  const judgeFiles = readdirSync(judgeDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) => !/^(node_modules|\.work)(\/|$)/.test(file) && /\.(m?js|json)$/.test(file),
  );
  for (const file of judgeFiles.sort())
    hash.update(file).update(readFileSync(path.join(judgeDir, file)));
  return hash.digest('hex');
}

/**
 * The judge's own command on `programsFile`, as a process of its own: Playwright, which
 * runs the agreement test, cannot load scripts/native-judge.mjs as a module.
 */
function runJudge(programsFile: string, verdictsFile: string): void {
  const command = path.join(root, 'scripts/native-judge.mjs');
  execFileSync(process.execPath, [command, '--programs', programsFile, '--out', verdictsFile], {
    stdio: 'inherit',
  });
}

/**
 * Every program of ./programs.ts judged, as files: the last run's verdicts when its
 * programs and judge are unchanged, else a new run's. The Native preview's agreement
 * test (tests/e2e/native-agreement.spec.ts) reads the same run.
 */
export function judgeEveryProgram(): {programsFile: string; verdictsFile: string} {
  mkdirSync(cacheDir, {recursive: true});
  const programsFile = path.join(cacheDir, 'programs.json');
  const verdictsFile = path.join(cacheDir, 'verdicts.json');
  const hashFile = path.join(cacheDir, 'inputs.sha256');
  const programs = JSON.stringify(allPrograms());
  writeFileSync(programsFile, programs);
  const hash = inputsHash(programs);
  if (existsSync(verdictsFile) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash) {
    console.log('The native judge has judged these programs already: its verdicts are reused.');
  } else {
    const started = performance.now();
    runJudge(programsFile, verdictsFile);
    writeFileSync(hashFile, hash);
    console.log(`The native judge ran in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  }
  return {programsFile, verdictsFile};
}

export default function setup(project: TestProject): void {
  const {programsFile, verdictsFile} = judgeEveryProgram();
  project.provide('nativeVerdicts', verdictsFile);
  project.provide('nativePrograms', programsFile);
}
