#!/usr/bin/env node
// @ts-check
/**
 * The native judge's command: renders programs on React Native's own JavaScript
 * (Jest with React Native's preset and React Native Testing Library, plus what a
 * phone's renderer does in development: src/phoneRenderer.js, src/phone.js) and
 * lays each out with yoga-layout (src/layout.js).
 *
 *   node judge.mjs --programs <in.json> --out <out.json>
 *
 * in.json: [{id, files, press?, platforms?}], `files` a playground's files (name to
 * source, `App.tsx` or `App.native.tsx` default-exporting a component), `press` the
 * data-testid of an element to press once after the first render, `platforms`
 * ['ios'] unless given ('android', 'ios'), `release` true for a release build
 * (`__DEV__` false), `window` {width, height} the app's window from the start
 * (React Native's Jest mocks report 750 × 1334), `events` steps after the press,
 * in order: [{testId, name, payload}] an event to fire (React Native Testing
 * Library's fireEvent: `selectionChange` calls the element's `onSelectionChange`
 * with `payload`), or [{window: {width, height}}] the window resized, as a phone
 * reports a rotation.
 * out.json: one verdict per program and platform, in the programs' order:
 * {id, os, threw, messages: [{level, text}], hosts, window}, `hosts` the rendered
 * host tree, each host with `type`, the `props` it sent to native, `children` and
 * its `box` from the layout (null where a phone has none), in the window of
 * `window`'s size at the end.
 *
 * Runs on Node.js 22.13 or later, from this folder's own install (npm ci).
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const work = join(here, '.work');
const platforms = /** @type {const} */ (['ios', 'android']);

/** @typedef {{width: number, height: number}} Size */
/** @typedef {{testId: string, name: string, payload?: unknown} | {window: Size}} Step */
/** @typedef {{id: string, files: Record<string, string>, press?: string, events?: Step[], platforms?: ('ios' | 'android')[], release?: boolean, window?: Size}} Program */

/** A folder name of the program's own, stable across runs (Jest keeps its compiled files). */
const folderOf = (/** @type {string} */ id) =>
  `${id.replace(/[^\w-]+/g, '_').slice(0, 60)}-${createHash('sha1').update(id).digest('hex').slice(0, 8)}`;

/**
 * Judges `programs`; returns their verdicts. Jest's own output is kept unless it fails.
 * @param {Program[]} programs
 */
export function judge(programs) {
  rmSync(join(work, 'programs'), {recursive: true, force: true});
  const listed = programs.map((program) => {
    const dir = join(work, 'programs', folderOf(program.id));
    for (const [name, source] of Object.entries(program.files)) {
      mkdirSync(dirname(join(dir, name)), {recursive: true});
      writeFileSync(join(dir, name), source);
    }
    // `./App` as Metro resolves it: App.ios.tsx, App.native.tsx, then App.tsx.
    const {id, press, events, release, window} = program;
    return {id, entry: join(dir, 'App'), press, events, release, window};
  });
  const runs = platforms.filter((os) =>
    programs.some((program) => (program.platforms ?? ['ios']).includes(os)),
  );
  for (const os of runs) {
    const mine = listed.filter((_, i) => (programs[i].platforms ?? ['ios']).includes(os));
    writeFileSync(join(work, `programs.${os}.json`), JSON.stringify(mine));
    rmSync(join(work, `verdicts.${os}.json`), {force: true});
  }
  const jest = spawnSync(
    process.execPath,
    [join(here, 'node_modules/jest/bin/jest.js'), '--ci', '--selectProjects', ...runs],
    {cwd: here, env: {...process.env, NATIVE_JUDGE_WORK: work}, encoding: 'utf8'},
  );
  if (jest.status !== 0)
    throw new Error(`the judge's Jest run failed:\n${jest.stdout}${jest.stderr}`);
  const byPlatform = Object.fromEntries(
    runs.map((os) => {
      /** @type {{id: string}[]} */
      const verdicts = JSON.parse(readFileSync(join(work, `verdicts.${os}.json`), 'utf8'));
      return [os, new Map(verdicts.map((verdict) => [verdict.id, verdict]))];
    }),
  );
  return programs.flatMap((program) =>
    (program.platforms ?? ['ios']).map((os) => ({os, ...byPlatform[os].get(program.id)})),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {programs: {type: 'string'}, out: {type: 'string'}}});
  if (!values.programs || !values.out) {
    console.error('Usage: node judge.mjs --programs <in.json> --out <out.json>');
    process.exit(2);
  }
  const verdicts = judge(JSON.parse(readFileSync(values.programs, 'utf8')));
  writeFileSync(values.out, `${JSON.stringify(verdicts, null, 2)}\n`);
}
