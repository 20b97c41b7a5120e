/**
 * How much slower than an idle machine this one runs the browser tests now: a fixed piece
 * of work (building, serializing, parsing and sorting rows: 110 ms of CPU on the two-core
 * machines the time limits were set on) is timed once, before any test runs, and its
 * median time over that reference is the factor every time limit is multiplied by. The
 * work takes a second at most, a snapshot of a machine whose load comes and goes, so the
 * load average of the last minute per core is a floor to the factor. On a busy machine the
 * tests then take longer instead of failing; an idle one keeps the limits as they are (the
 * factor is never below 1). Measured in the process that loads the Playwright config; its
 * workers inherit the figure through E2E_SLOWDOWN, which also lets a run fix it
 * (`E2E_SLOWDOWN=4 npx playwright test`).
 */
import {availableParallelism, loadavg} from 'node:os';

const referenceMs = 110;

function work(): number {
  let checksum = 0;
  for (let round = 0; round < 12; round++) {
    const rows = Array.from({length: 4000}, (_, i) => ({
      id: i,
      name: `row ${(i * 7919) % 4001}`,
      tags: [i % 3, i % 5],
    }));
    const text = JSON.stringify(rows);
    const back = JSON.parse(text) as typeof rows;
    back.sort((a, b) => a.name.localeCompare(b.name));
    checksum += back[0]!.id + text.length;
  }
  return checksum;
}

/** The factor, from a warm-up and seven timed runs of the work, and the load per core. */
export function calibrate(): {factor: number; medianMs: number; loadPerCore: number} {
  work();
  const times = Array.from({length: 7}, () => {
    const start = performance.now();
    work();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  const medianMs = times[3]!;
  const loadPerCore = loadavg()[0]! / availableParallelism();
  const factor = Math.max(1, medianMs / referenceMs, loadPerCore);
  return {factor: Math.ceil(factor * 10) / 10, medianMs, loadPerCore};
}

function measured(): number {
  const given = Number(process.env.E2E_SLOWDOWN);
  if (given >= 1) return given;
  const {factor, medianMs, loadPerCore} = calibrate();
  process.env.E2E_SLOWDOWN = String(factor);
  console.log(
    `Browser tests: the calibration work took ${Math.round(medianMs)} ms (${referenceMs} ms on an idle machine), ` +
      `load average ${loadPerCore.toFixed(1)} per core: time limits ×${factor}.`,
  );
  return factor;
}

export const slowdown = measured();

/** A time limit, in ms, for this machine now. */
export const scaled = (ms: number): number => Math.round(ms * slowdown);
