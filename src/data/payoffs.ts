/**
 * What each change to Docusaurus pays, as `npm run payoffs` (scripts/payoffs.mjs) measured it
 * and wrote it to payoffs.json: one build per change with that change left out, against the
 * build with all of them. src/theme/README.md says it in words (made by
 * tests/unit/patches.test.ts); nothing here is typed by hand.
 */
import measured from './payoffs.json';

/** The three kinds of page the bytes are told for. */
export type PageGroup = 'landing' | 'playground' | 'docs';
/** One figure of a build's runs: median, first and third quartile. */
export type Runs = readonly [median: number, q1: number, q3: number];

export interface TimingFigure {
  /** The unit of the figures: s, ms, or none (a score, a layout shift). */
  unit: string;
  with: Runs;
  without: Runs;
  /** With the change against without it: the middle halves of the runs do not overlap. */
  verdict: 'better' | 'worse' | 'unclear';
}

export interface ChangePayoff {
  date: string;
  commit: string;
  /** Bytes of JavaScript each page's HTML starts before any interaction, gzip -9: how many
   * more the pages of each group start without the change, least and most. */
  started: Record<PageGroup, readonly [least: number, most: number]>;
  /** Without the change, the least room left under the budget by a page of each budget
   * (the playground counts with the docs pages); below 0, over it. */
  spareWithout: {landing: number; docs: number};
  /** On the bench pages: how many more bytes of JavaScript the browser fetches without the
   * change during load and 2.5 s idle (prefetches too). */
  fetched: Record<string, number>;
  /** For a timing change: what a reader sees on the bench pages, with and without it. */
  timing?: {
    runs: number;
    /** Load average (1 minute) during the runs: median and most. */
    load: readonly [median: number, most: number];
    pages: Record<
      string,
      {lighthouse: Record<string, TimingFigure>; trace: Record<string, TimingFigure>}
    >;
  };
}

export interface Payoffs {
  date: string;
  commit: string;
  /** How many published pages of each group were weighed. */
  pages: Record<PageGroup, number>;
  budgetKB: {landing: number; docs: number};
  /** The build with every change: the heaviest page of each budget. */
  heaviest: {landing: {page: string; bytes: number}; docs: {page: string; bytes: number}};
  changes: Record<string, ChangePayoff>;
}

export const payoffs = measured as unknown as Payoffs;

const groupNames: Record<PageGroup, string> = {
  docs: 'docs pages',
  playground: 'the playground',
  landing: 'the landing page',
};

/** `4.1 KB (4,168 B)`, `58 B`, or a range of them. */
function bytes(least: number, most = least): string {
  const plain = (n: number) => `${n.toLocaleString('en')} B`;
  const range = least === most ? plain(least) : `${least.toLocaleString('en')} to ${plain(most)}`;
  return Math.abs(most) < 1024 ? range : `${(most / 1024).toFixed(1)} KB (${range})`;
}

/** What the change saves per group of pages, the groups that save the same told once. */
function startedText(started: ChangePayoff['started']): string {
  const groups = Object.keys(groupNames) as PageGroup[];
  const same = new Map<string, PageGroup[]>();
  for (const group of groups) {
    const key = started[group].join();
    same.set(key, [...(same.get(key) ?? []), group]);
  }
  return [...same.values()]
    .map((members) => {
      const [least, most] = started[members[0]!];
      const where =
        members.length === groups.length
          ? 'every page'
          : members.map((group) => groupNames[group]).join(' and ');
      if (most <= 0 && least <= 0)
        return most === 0 && least === 0
          ? `nothing on ${where}`
          : `costs ${bytes(-most, -least)} on ${where}`;
      return `${bytes(least, most)} on ${where}`;
    })
    .join(', ');
}

/** The room the budget keeps, or what it lacks, in words. */
function room(spare: number): string {
  return spare >= 0
    ? `${spare.toLocaleString('en')} B to spare`
    : `${(-spare).toLocaleString('en')} B over the budget`;
}

/** What a measured change pays, in words, from its figures. */
export function payoffText(id: string, data: Payoffs = payoffs): string {
  const change = data.changes[id];
  if (!change) throw new Error(`no measured payoff for ${id}: run npm run payoffs`);
  const most = Math.max(...Object.values(change.started).map(([, high]) => high));
  const parts = [`JavaScript started before any interaction: ${startedText(change.started)}`];
  if (most > 0 && most < 1024) {
    const {docs, landing} = change.spareWithout;
    const heaviest = data.heaviest.docs.page;
    parts.push(
      `under 1 KB: without it the docs pages would have ${room(docs)} (the heaviest with it: /${heaviest}), the landing page ${room(landing)}`,
    );
  }
  const fetched = Object.entries(change.fetched).filter(([, extra]) => extra > most + 1024);
  if (fetched.length)
    parts.push(
      `fetched by the browser during load and 2.5 s idle: ${fetched
        .map(([page, extra]) => `${bytes(extra)} more on /${page}`)
        .join(', ')} without it`,
    );
  if (change.timing) {
    const said = (verdict: TimingFigure['verdict']) =>
      Object.entries(change.timing!.pages).flatMap(([page, {lighthouse, trace}]) => [
        ...Object.entries(lighthouse)
          .filter(([, figure]) => figure.verdict === verdict)
          .map(([name]) => `${name} (Lighthouse) on /${page}`),
        ...Object.entries(trace)
          .filter(([, figure]) => figure.verdict === verdict)
          .map(([name]) => `${name} (4× trace) on /${page}`),
      ]);
    const better = said('better');
    const worse = said('worse');
    parts.push(
      `what a reader sees (figures below): clearly better with it on ${better.join(', ') || 'nothing'}` +
        (worse.length ? `; clearly worse on ${worse.join(', ')}` : ''),
    );
  }
  return `${parts.join('; ')} (measured ${change.date} at ${change.commit})`;
}
