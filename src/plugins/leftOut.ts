/**
 * The timing patches a build can leave out, to measure what each one pays against the
 * build that has them all (`npm run bench:timing-patches`, scripts/bench/timing-patches.mjs):
 * `LEAVE_OUT=page-template npx docusaurus build` builds with Docusaurus's own page template.
 */
export const timingPatches = ['client-entry', 'browser-context', 'page-template'] as const;
export type TimingPatch = (typeof timingPatches)[number];

/** The patches named in LEAVE_OUT (comma-separated); an unknown name fails the build. */
export function leftOutPatches(value = process.env.LEAVE_OUT ?? ''): Set<TimingPatch> {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(timingPatches as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(
      `LEAVE_OUT names ${unknown.join(', ')}; it takes any of ${timingPatches.join(', ')}.`,
    );
  return new Set(names as TimingPatch[]);
}

export const isLeftOut = (patch: TimingPatch): boolean => leftOutPatches().has(patch);
