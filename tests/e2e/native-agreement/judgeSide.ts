/**
 * The native judge's side of the agreement test: the run `npm run check:native` makes
 * (tests/native/globalSetup.ts): its verdicts on every program of tests/native/programs.ts. The same run serves both:
 * whichever comes first judges, and the other reuses it while the programs and the judge
 * are unchanged. Only iOS verdicts are used: the preview runs iOS.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {judgeEveryProgram} from '../../native/globalSetup';
import type {NativeVerdict} from './compare';

export interface JudgeRun {
  /** Where the verdicts are, for the test's output. */
  source: string;
  /** The iOS verdicts, by program id. */
  byId: Map<string, NativeVerdict>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export function judgeRun(): JudgeRun {
  const {verdictsFile} = judgeEveryProgram();
  const verdicts = readJson<NativeVerdict[]>(verdictsFile);
  return {
    source: path.relative(process.cwd(), verdictsFile),
    byId: new Map(
      verdicts
        .filter((verdict) => verdict.os === 'ios')
        .map(({id, threw, messages}) => [id, {id, threw, messages}]),
    ),
  };
}
