/**
 * The native judge's side of the agreement test: its verdicts on the programs,
 * from the first of these that has them:
 * 1. the file named by `NATIVE_VERDICTS`;
 * 2. the verdicts `npm run check:native` keeps (node_modules/.cache/native-judge/);
 * 3. the judge's command, `node scripts/native-judge.mjs --programs … --out …`, run here;
 * 4. ./judge-verdicts.json: verdicts the judge gave earlier, kept with a hash of
 *    each program, so a program changed since is left out rather than misjudged.
 * Only iOS verdicts are used: the preview runs iOS.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {NativeProgram} from '../../native/programs';
import type {NativeVerdict} from './compare';

const siteDir = path.resolve(__dirname, '../../..');
const cachedRun = path.join(siteDir, 'node_modules/.cache/native-judge/verdicts.json');
const judgeCommand = path.join(siteDir, 'scripts/native-judge.mjs');
export const fixtureFile = path.join(__dirname, 'judge-verdicts.json');

/** What a kept verdict was given for: the program's files and press. */
export const programHash = ({files, press}: NativeProgram) =>
  createHash('sha256').update(JSON.stringify({files, press})).digest('hex').slice(0, 16);

interface Fixture {
  /** Where the verdicts came from. */
  judge: string;
  verdicts: (NativeVerdict & {program: string})[];
}

export interface JudgeVerdicts {
  /** Where they came from, for the test's output. */
  source: string;
  byId: Map<string, NativeVerdict>;
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

const coversAll = (byId: Map<string, NativeVerdict>, programs: NativeProgram[]) =>
  programs.every((program) => byId.has(program.id));

export function judgeVerdicts(programs: NativeProgram[]): JudgeVerdicts | null {
  const named = process.env.NATIVE_VERDICTS;
  if (named) return {source: named, byId: onIos(read(named))};
  if (existsSync(cachedRun)) {
    const byId = onIos(read(cachedRun));
    if (coversAll(byId, programs)) return {source: cachedRun, byId};
  }
  if (existsSync(judgeCommand)) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'native-agreement-'));
    const [input, output] = [path.join(dir, 'programs.json'), path.join(dir, 'verdicts.json')];
    writeFileSync(
      input,
      JSON.stringify(programs.map((program) => ({...program, platforms: ['ios']}))),
    );
    execFileSync(process.execPath, [judgeCommand, '--programs', input, '--out', output], {
      cwd: siteDir,
      stdio: 'inherit',
    });
    return {source: 'node scripts/native-judge.mjs', byId: onIos(read(output))};
  }
  if (existsSync(fixtureFile)) {
    const fixture = JSON.parse(readFileSync(fixtureFile, 'utf8')) as Fixture;
    const hashes = new Map(programs.map((program) => [program.id, programHash(program)]));
    const kept = fixture.verdicts.filter((verdict) => hashes.get(verdict.id) === verdict.program);
    return {source: `${path.relative(siteDir, fixtureFile)} (${fixture.judge})`, byId: onIos(kept)};
  }
  return null;
}

/** Keeps `verdicts` as ./judge-verdicts.json, one a line, each with its program's hash. */
export function keepVerdicts(programs: NativeProgram[], verdicts: JudgeVerdicts, judge: string) {
  const kept = programs.flatMap((program) => {
    const verdict = verdicts.byId.get(program.id);
    return verdict ? [JSON.stringify({...verdict, program: programHash(program)})] : [];
  });
  writeFileSync(
    fixtureFile,
    `{"judge": ${JSON.stringify(judge)},\n"verdicts": [\n${kept.join(',\n')}\n]}\n`,
  );
}
