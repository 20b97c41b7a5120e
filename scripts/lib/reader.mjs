// What a reader sees of a page load, as `npm run bench` and `npm run payoffs` measure it:
// Lighthouse's simulated mobile load and a Chromium trace at 4× CPU, several builds taking
// turns so that a change in the machine's load falls on all of them alike.
import {loadavg} from 'node:os';
import lighthouse from 'lighthouse';
import {spread, verdict} from './spread.mjs';

/** Issue 46's rule for a timing change: these four, in both measures. */
export const traceFigures = [
  {key: 'paint', name: 'FCP', unit: 'ms'},
  {key: 'lcp', name: 'LCP', unit: 'ms'},
  {key: 'tbt', name: 'TBT', unit: 'ms'},
  {key: 'longest', name: 'longest task', unit: 'ms'},
];
export const lighthouseFigures = [
  {key: 'performance', name: 'performance', unit: '', higherIsBetter: true},
  {key: 'lcp', name: 'LCP', unit: 's'},
  {key: 'fcp', name: 'FCP', unit: 's'},
  {key: 'tbt', name: 'TBT', unit: 'ms'},
  {key: 'longest', name: 'longest task', unit: 'ms'},
  {key: 'cls', name: 'CLS', unit: ''},
];

/** A figure as printed: seconds with two decimals, CLS with three, the rest whole. */
export function formatted({key, unit}, value) {
  if (unit === 's') return (value / 1000).toFixed(2);
  if (key === 'cls') return value.toFixed(3);
  return String(Math.round(value));
}

/** One Lighthouse run (mobile defaults: simulated slow 4G and 4× CPU), in a running Chrome. */
export async function lighthouseOnce(port, url) {
  const {lhr} = await lighthouse(url, {port, output: 'json', logLevel: 'error'});
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    // The longest task after first paint, in the simulation (Lighthouse's max potential FID).
    longest: audit('max-potential-fid'),
    cls: audit('cumulative-layout-shift'),
  };
}

/**
 * `runs` rounds of `once(build)` for every build, the builds in a rotating order. Returns
 * each build's runs and the 1-minute load average before each run.
 */
export async function alternate(builds, runs, once) {
  const byBuild = builds.map(() => []);
  const loads = [];
  for (let run = 0; run < runs; run++) {
    for (let k = 0; k < builds.length; k++) {
      const i = (run + k) % builds.length;
      loads.push(loadavg()[0]);
      byBuild[i].push(await once(builds[i]));
    }
  }
  return {byBuild, loads};
}

/**
 * Build `a` against build `b` on each figure: the figures on which `a` is clearly better and
 * clearly worse (the middle halves of their runs do not overlap).
 */
export function compare(aRuns, bRuns, figures) {
  const said = {better: [], worse: []};
  for (const figure of figures) {
    const [a, b] = [aRuns, bRuns].map((runs) => spread(runs.map((r) => r[figure.key])));
    const result = verdict(a, b, figure.higherIsBetter);
    if (result !== 'unclear') said[result].push(figure.name);
  }
  return said;
}
