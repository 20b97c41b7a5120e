import type {Page} from '@playwright/test';
import {previewDifferences} from '../../src/data/nativePreviewDifferences';
import {allPrograms, type NativeProgram} from '../native/programs';
import {test, expect, scaled} from './fixtures';
import {
  compareVerdicts,
  judgeDeviations,
  type Disagreement,
  type NativeVerdict,
} from './native-agreement/compare';
import {judgeRun, type JudgeRun} from './native-agreement/judgeSide';
import {bundleHarness, openHarness, previewVerdict} from './native-agreement/previewSide';

// Issue #45's agreement test: the same programs run in the Native preview (this
// browser) and in the native judge (React Native's own JavaScript), and what each
// threw and printed must agree. A disagreement must be one the page where the preview
// and a phone differ (/api/native-preview/, src/data/nativePreviewDifferences.ts)
// lists with its reason; an entry that explains nothing seen here fails too.
// The judge's verdicts are those of `npm run check:native`'s run, made here when the
// programs or the judge changed since it last ran (then check:native reuses them).

test.describe.configure({mode: 'serial'});

// The programs print React Native's and the library's errors on purpose, in every
// wording: what they print is compared below, not refused.
test.use({allowedConsoleErrors: ['']});

// The preview is a development build, a reader can only press, and a reader's files are
// all it runs: programs judged as a release build, with native events the judge fires, or
// with packages installed beside them (a second copy of the library) are not its to run.
const installs = (program: NativeProgram) =>
  Object.keys(program.files).some((file) => file.split('/').includes('node_modules'));
const programs = allPrograms().filter(
  (program) => !program.release && !program.events && !installs(program),
);
/** Programs per test: each test is one page running its share, a few frames at a time. */
const perTest = 100;
/** Frames at once: the frames wait for quiet more than they work. */
const parallel = 4;

let judge: JudgeRun | undefined;
let harness: Promise<string> | undefined;
const seen = new Map<string, number>();
const unexplained: Disagreement[] = [];
let compared = 0;

/** What explains a disagreement, if anything: a difference the page lists, or one of the judge's. */
const explanation = (disagreement: Disagreement) =>
  previewDifferences.find((difference) => difference.explains?.(disagreement)) ??
  judgeDeviations.find((deviation) => deviation.explains(disagreement));

/** Runs `share` in the preview, `parallel` at a time; a run the page lost is tried again alone. */
async function previewVerdicts(
  page: Page,
  baseURL: string,
  share: NativeProgram[],
): Promise<NativeVerdict[]> {
  const verdicts: NativeVerdict[] = [];
  const queue = [...share];
  let key = 0;
  const next = async (): Promise<void> => {
    for (let program = queue.shift(); program; program = queue.shift()) {
      verdicts.push(await previewVerdict(page, baseURL, program, `run-${key++}`));
    }
  };
  await Promise.all(Array.from({length: parallel}, next));
  for (const [i, verdict] of verdicts.entries()) {
    if (!verdict.threw?.startsWith('The preview ')) continue;
    const program = share.find(({id}) => id === verdict.id)!;
    verdicts[i] = await previewVerdict(page, baseURL, program, `run-${key++}`);
  }
  return verdicts;
}

// The judge runs (or its last run is read) once, before the first share: installing it and
// judging every program takes minutes on a busy machine.
test.beforeAll(() => {
  test.setTimeout(scaled(900_000));
  judge ??= judgeRun();
  console.log(`The judge's verdicts: ${judge.source}`);
});

for (let from = 0; from < programs.length; from += perTest) {
  const share = programs.slice(from, from + perTest);
  test(`programs ${from + 1}–${from + share.length} of ${programs.length} agree with the native judge`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(scaled(240_000));
    const verdicts = judge!;
    harness ??= bundleHarness();
    await openHarness(page, baseURL!, await harness);
    const judged = share.filter((program) => verdicts.byId.has(program.id));
    for (const verdict of await previewVerdicts(page, baseURL!, judged)) {
      compared++;
      for (const disagreement of compareVerdicts(verdicts.byId.get(verdict.id)!, verdict)) {
        const difference = explanation(disagreement);
        if (difference) seen.set(difference.id, (seen.get(difference.id) ?? 0) + 1);
        else unexplained.push(disagreement);
      }
    }
  });
}

// Once all have run: every disagreement explained, every entry meant for this test used.
test('the preview agrees with the judge, or the page lists why not', () => {
  console.log(
    `${compared} programs compared; disagreements by listed difference: ${JSON.stringify(Object.fromEntries(seen))}`,
  );
  expect(unexplained, 'disagreements no listed difference explains').toEqual([]);
  if (compared < programs.length) return;
  const unused = [
    ...previewDifferences.filter((difference) => difference.explains),
    ...judgeDeviations,
  ]
    .filter(({id}) => !seen.has(id))
    .map(({id}) => id);
  expect(unused, 'listed differences the agreement test never found').toEqual([]);
});
