/**
 * The native judge's side of the agreement test: its verdicts on the programs,
 * from the first of these that has them:
 * 1. the file named by `NATIVE_VERDICTS`;
 * 2. the verdicts `npm run check:native` keeps (node_modules/.cache/native-judge/);
 * 3. the judge's command, `node scripts/native-judge.mjs --programs … --out …`, run here;
 * 4. without any of those (a checkout without the judge), ./judge-run.json: a run of the
 *    judge kept with its programs, which the test then replays.
 * Only iOS verdicts are used: the preview runs iOS.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {NativeProgram} from '../../native/programs';
import type {NativeVerdict} from './compare';

const siteDir = path.resolve(__dirname, '../../..');
const cachedRun = path.join(siteDir, 'node_modules/.cache/native-judge/verdicts.json');
const judgeCommand = path.join(siteDir, 'scripts/native-judge.mjs');
const keptRunFile = path.join(__dirname, 'judge-run.json');

export interface JudgeVerdicts {
  /** Where they came from, for the test's output. */
  source: string;
  byId: Map<string, NativeVerdict>;
}

/** A run of the judge kept with its programs. */
interface KeptRun {
  judge: string;
  runs: {program: NativeProgram; verdict: NativeVerdict}[];
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as NativeVerdict[];

/** Only what the contract compares, for iOS. */
function onIos(verdicts: NativeVerdict[]): Map<string, NativeVerdict> {
  return new Map(
    verdicts
      .filter((verdict) => (verdict.os ?? 'ios') === 'ios')
      .map(({id, threw, messages}) => [id, {id, threw, messages}]),
  );
}

/** Whether a judge of this checkout can give verdicts (1 to 3 above). */
export const liveJudge = () =>
  Boolean(process.env.NATIVE_VERDICTS) || existsSync(cachedRun) || existsSync(judgeCommand);

/** The judge's verdicts on `programs`, from the first live source that has them all. */
export function judgeVerdicts(programs: NativeProgram[]): JudgeVerdicts {
  const named = process.env.NATIVE_VERDICTS;
  if (named) return {source: named, byId: onIos(read(named))};
  if (existsSync(cachedRun)) {
    const byId = onIos(read(cachedRun));
    if (programs.every((program) => byId.has(program.id))) return {source: cachedRun, byId};
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'native-agreement-'));
  const [input, output] = [path.join(dir, 'programs.json'), path.join(dir, 'verdicts.json')];
  const onIosOnly = programs.map((program) => ({...program, platforms: ['ios']}));
  writeFileSync(input, JSON.stringify(onIosOnly));
  execFileSync(process.execPath, [judgeCommand, '--programs', input, '--out', output], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  return {source: 'node scripts/native-judge.mjs', byId: onIos(read(output))};
}

/** The kept run (4 above), when no live judge can give verdicts and one was kept. */
export function keptRun(): (JudgeVerdicts & {programs: NativeProgram[]}) | null {
  if (liveJudge() || !existsSync(keptRunFile)) return null;
  const kept = JSON.parse(readFileSync(keptRunFile, 'utf8')) as KeptRun;
  return {
    source: `${path.relative(siteDir, keptRunFile)} (${kept.judge})`,
    programs: kept.runs.map(({program}) => program),
    byId: onIos(kept.runs.map(({verdict}) => verdict)),
  };
}

/** Keeps the judge's verdicts on `programs` as ./judge-run.json, one program a line. */
export function keepRun(programs: NativeProgram[], verdicts: JudgeVerdicts, judge: string) {
  const runs = programs.flatMap((program) => {
    const verdict = verdicts.byId.get(program.id);
    return verdict ? [JSON.stringify({program, verdict})] : [];
  });
  writeFileSync(
    keptRunFile,
    `{"judge": ${JSON.stringify(judge)},\n"runs": [\n${runs.join(',\n')}\n]}\n`,
  );
}
