/**
 * Every change this site makes to Docusaurus is an entry of src/data/patches.ts, and
 * src/theme/README.md is made from them and from what `npm run payoffs` measured
 * (src/data/payoffs.json). This fails when an override, a build swap or a client module has
 * no entry, when a file or an upstream path an entry names is missing, when a canary it names
 * is not in its test file, when a theme override says otherwise than Docusaurus's swizzle
 * config, when a measured change has no figures or figures that say it pays nothing, when an
 * entry types a figure, and when the README differs from the entries:
 * `npx vitest run tests/unit/patches.test.ts -u` writes it again.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {format, resolveConfig} from 'prettier';
import {describe, expect, it} from 'vitest';
import {docusaurusCommit, patches, type Patch} from '@site/src/data/patches';
import {payoffs, payoffText, type TimingFigure} from '@site/src/data/payoffs';
import retiredPatches from '@site/src/data/retired-patches.json';
import {leftOutPatches, stockThemeAliases} from '@site/src/plugins/leaveOut';

const require = createRequire(import.meta.url);
const listed = (patch: Patch, file: string) =>
  patch.files.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
const entryOf = (file: string) => patches.find((patch) => listed(patch, file));
const filesUnder = (folder: string) =>
  readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(folder, file))
    .filter((file) => statSync(file).isFile());

describe('every change to Docusaurus has an entry', () => {
  it('every file under src/theme (the overrides and their parts)', () => {
    const files = filesUnder('src/theme').filter((file) => file !== 'src/theme/README.md');
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => !entryOf(file))).toEqual([]);
  });

  it('every swap of lean-client (one folder each)', () => {
    const swaps = readdirSync('src/plugins/lean-client', {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/plugins/lean-client/${entry.name}/index.ts`);
    expect(swaps.length).toBeGreaterThan(8);
    expect(swaps.filter((file) => !entryOf(file))).toEqual([]);
  });

  it('every other plugin file that swaps a module in the bundle', () => {
    const swapping = filesUnder('src/plugins').filter(
      (file) =>
        !file.startsWith('src/plugins/lean-client/') &&
        /NormalModuleReplacementPlugin\(/.test(readFileSync(file, 'utf8')),
    );
    expect(swapping.length).toBeGreaterThan(0);
    expect(swapping.filter((file) => !entryOf(file))).toEqual([]);
  });

  it('every client module', () => {
    expect(filesUnder('src/clientModules').filter((file) => !entryOf(file))).toEqual([]);
  });
});

describe('what each entry names exists', () => {
  it.each(patches.map((patch) => [patch.change, patch] as const))('%s', (_change, patch) => {
    const missing = [
      ...patch.files.filter((file) => !existsSync(file)).map((file) => `file ${file}`),
      ...patch.upstream
        .filter((file) => !existsSync(path.join('node_modules', file)))
        .map((file) => `upstream node_modules/${file}`),
      ...patch.canaries
        .filter(({file, name}) => !existsSync(file) || !readFileSync(file, 'utf8').includes(name))
        .map(({file, name}) => `canary "${name}" in ${file}`),
    ];
    expect(missing).toEqual([]);
    expect(patch.canaries.length).toBeGreaterThan(0);
    if (patch.link?.includes('github.com/facebook/docusaurus/'))
      expect(patch.link).toContain(docusaurusCommit);
  });

  // A retired change is gone: none of its files is left, and no entry above names one. One
  // that came back is an entry again: every file of it is there and an entry names it.
  it.each(retiredPatches.retired.changes.map((retired) => [retired.change, retired] as const))(
    'retired: %s',
    (_change, retired) => {
      const named = (file: string) => patches.some((patch) => patch.files.includes(file));
      if (retired.back) {
        expect(retired.files.filter((file) => !existsSync(file) || !named(file))).toEqual([]);
        return;
      }
      expect(retired.files.filter((file) => existsSync(file))).toEqual([]);
      expect(retired.files.filter(named)).toEqual([]);
    },
  );

  it('the Docusaurus links are at the commit the installed packages were published from', () => {
    const {gitHead} = require('@docusaurus/core/package.json') as {gitHead: string};
    expect(docusaurusCommit).toBe(gitHead);
  });
});

describe('what each change pays', () => {
  const measured = patches.filter((patch) => patch.payoff);

  it('has a short name of its own', () => {
    const ids = patches.map((patch) => patch.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z][a-z-]*$/.test(id))).toEqual([]);
  });

  it('is measured, not typed: no entry says a figure in bytes or time', () => {
    const typed = patches.filter((patch) =>
      /\d\s*(B|KB|kB|ms|s)\b|\d,\d{3}/.test(`${patch.pays ?? ''} ${patch.change}`),
    );
    expect(typed.map((patch) => patch.id)).toEqual([]);
  });

  it.each(measured.map((patch) => [patch.id, patch] as const))(
    '%s has figures from npm run payoffs that say it pays',
    (id, patch) => {
      const figures = payoffs.changes[id];
      expect(figures, `run npm run payoffs -- --only ${id}`).toBeDefined();
      const bytes = Math.max(
        ...Object.values(figures!.started).map(([, most]) => most),
        ...Object.values(figures!.fetched),
      );
      if (patch.payoff === 'bytes') expect(bytes).toBeGreaterThan(0);
      else
        expect(
          Object.values(figures!.timing!.pages).flatMap((page) =>
            [...Object.values(page.lighthouse), ...Object.values(page.trace)].filter(
              (figure) => figure.verdict === 'better',
            ),
          ).length,
        ).toBeGreaterThan(0);
    },
  );

  it('no figures are left for a change that is not measured', () => {
    expect(
      Object.keys(payoffs.changes).filter((id) => !measured.some((patch) => patch.id === id)),
    ).toEqual([]);
  });

  // LEAVE_OUT builds the site without a change (src/plugins/leaveOut.ts): each part of the
  // build that makes a measured change asks whether its file is left out.
  it('LEAVE_OUT takes the measured changes by id, and only those', () => {
    expect(leftOutPatches('helmet, announcement-bar').map((patch) => patch.id)).toEqual([
      'helmet',
      'announcement-bar',
    ]);
    expect(() => leftOutPatches('skip-link')).toThrow(/LEAVE_OUT names skip-link/);
    expect(() => leftOutPatches('nothing')).toThrow(/LEAVE_OUT names nothing/);
  });

  it('a left-out theme change points its components at theme-classic', () => {
    const aliases = stockThemeAliases(leftOutPatches('global-data,announcement-bar'));
    expect(Object.keys(aliases)).toEqual([
      '@theme/NavbarItem/DocSidebarNavbarItem',
      '@theme/AnnouncementBar',
    ]);
    for (const file of Object.values(aliases))
      expect(file).toMatch(/@docusaurus\/theme-classic\/lib\/theme\/.*\.js$/);
  });

  // Theme components are pointed back at theme-classic's, lean-client leaves out a swap by
  // its folder, and any other file is named where the build asks isLeftOut().
  const asking = [
    'docusaurus.config.ts',
    'src/plugins/page-scripts/index.ts',
    'src/plugins/transition-hydration/index.ts',
  ]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const leftOutBy = (file: string) =>
    file.startsWith('src/theme/') ||
    /^src\/plugins\/lean-client\/[^/]+\/$/.test(file) ||
    asking.includes(`isLeftOut('${file}')`);
  it.each(measured.map((patch) => [patch.id, patch] as const))(
    'the build can leave %s out',
    (_id, patch) => {
      expect(patch.files.filter(leftOutBy)).not.toEqual([]);
    },
  );
});

describe('theme overrides', () => {
  type Actions = Record<string, {actions: Record<string, string>}>;
  const {components} = (
    require('@docusaurus/theme-classic/lib/getSwizzleConfig.js') as {
      default: () => {components: Actions};
    }
  ).default();
  // Docusaurus calls a component its config does not list unsafe to swizzle.
  const safetyOf = (component: string, action: string) =>
    components[component]?.actions[action] ?? 'unsafe';
  const swizzles = patches.flatMap((patch) => patch.swizzles ?? []);

  it("say what Docusaurus's swizzle config says of them", () => {
    expect(swizzles.length).toBeGreaterThan(10);
    expect(
      swizzles.filter(({component, action, safety}) => safetyOf(component, action) !== safety),
    ).toEqual([]);
  });

  it('every component file under src/theme is one of them', () => {
    // Each .tsx file is a component (helpers are .ts): Tabs/index.tsx is Tabs.
    const components = filesUnder('src/theme')
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => file.replace(/^src\/theme\//, '').replace(/(\/index)?\.tsx$/, ''));
    expect(components.length).toBeGreaterThan(15);
    expect(components.filter((name) => !swizzles.some((s) => s.component === name))).toEqual([]);
  });
});

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text}\``;

/** What a change pays, in the table: its measured figures, then its words. */
function paysCell(patch: Patch): string {
  if (!patch.payoff) return patch.pays ?? '';
  return [payoffText(patch.id), patch.pays].filter(Boolean).join('. ');
}

const runs = ([median, q1, q3]: readonly number[]) => `${median} [${q1}–${q3}]`;
const figureCell = ({with: withIt, without, verdict}: TimingFigure) =>
  `${runs(withIt)} with, ${runs(without)} without${verdict === 'unclear' ? '' : ` (clearly ${verdict})`}`;

/** Per timing change, each bench page's figures with and without it. */
function timingTables(): string {
  return patches
    .filter((patch) => patch.payoff === 'timing')
    .map((patch) => {
      const {timing, date, commit} = payoffs.changes[patch.id]!;
      const {pages, runs: count, load} = timing!;
      const names = (source: 'lighthouse' | 'trace') =>
        Object.entries(Object.values(pages)[0]![source]).map(
          ([name, figure]) => `${name}${figure.unit ? ` (${figure.unit})` : ''}`,
        );
      const table = (source: 'lighthouse' | 'trace', title: string) =>
        [
          `| ${title} | ${names(source).join(' | ')} |`,
          `| --- | ${names(source)
            .map(() => '---')
            .join(' | ')} |`,
          ...Object.entries(pages).map(
            ([page, figures]) =>
              `| \`/${page}\` | ${Object.values(figures[source]).map(figureCell).join(' | ')} |`,
          ),
        ].join('\n');
      return `### ${patch.change}

Measured ${date} at ${commit}: ${count} runs per build per page, the two builds taking turns
(load average during the runs ${load[0]}, at most ${load[1]}).

${table('lighthouse', "Lighthouse's mobile load")}

${table('trace', 'Trace at 4× CPU')}`;
    })
    .join('\n\n');
}

/** A retired change's figures, in words, and when it came back if it did. */
function retiredCell({without, back}: (typeof retiredPatches.retired.changes)[number]): string {
  const withAll = retiredPatches.retired.withAll;
  return [
    ...(Object.keys(withAll) as (keyof typeof withAll)[]).map(
      (page) =>
        `\`${page}\`: TBT ${runs(withAll[page].tbt)} with, ${runs(without[page].tbt)} without; ` +
        `longest task ${runs(withAll[page].longest)} with, ${runs(without[page].longest)} without`,
    ),
    `Retired ${retiredPatches.retired.measured.date}: the difference is not clear (middle halves overlap)`,
    ...(back ? [`Back ${back.date}: ${back.why}`] : []),
  ].join('. ');
}

/** src/theme/README.md, from the entries. */
function readme(): string {
  const rows = patches.map((patch) =>
    [
      `${patch.change}: ${patch.files.map(code).join(', ')}`,
      patch.kind,
      patch.upstream.length
        ? `${patch.upstream.map(code).join(', ')}${patch.link ? ` ([source](${patch.link}))` : ''}`
        : 'none: an addition',
      patch.swizzles?.map((s) => `${s.component}: ${s.action} is ${s.safety}`).join('; ') ?? '',
      paysCell(patch),
      patch.canaries.map(({file, name}) => `${code(file)}: ${name}`).join('; '),
      patch.offer,
    ]
      .map(cell)
      .join(' | '),
  );
  const {retired, removed} = retiredPatches;
  return `# What this site changes in Docusaurus, and what each change pays

<!-- Made from src/data/patches.ts and src/data/payoffs.json by tests/unit/patches.test.ts:
edit the first (or run \`npm run payoffs\` for the second), then run
\`npx vitest run tests/unit/patches.test.ts -u\`. -->

Every part of Docusaurus this site ejects, wraps, stands in for, loads differently or
patches, with what it replaces, what it pays, the tests that fail when an upgrade changes
what it relies on (its canaries), and whether the change would serve Docusaurus itself.
"Swizzle" says what \`docusaurus swizzle\` says of the theme components: safe, unsafe (an
internal that may change in a minor release) or forbidden.

A change stays only while it pays: at least 1 KB gzip of JavaScript before interaction, a
clear gain in what a reader sees, or a defect fixed; a change under 1 KB stays while the
budget needs it. The budget is ${payoffs.budgetKB.docs} KB of JavaScript before interaction on every docs page and
${payoffs.budgetKB.landing} KB on the landing page (\`src/data/jsBudget.json\`, checked by \`tests/built/js-budget.test.ts\`;
\`npm run bench\` prints the same count per page). With every change, the heaviest docs page is
\`/${payoffs.heaviest.docs.page}\` (${payoffs.heaviest.docs.bytes.toLocaleString('en')} B) and the landing page starts ${payoffs.heaviest.landing.bytes.toLocaleString('en')} B.

## How the figures were measured

No figure here is typed by hand: \`npm run payoffs\` (\`scripts/payoffs.mjs\`, weekly in
\`.github/workflows/payoffs.yml\`) builds the site once with every change and once per
measured change with that change left out (\`LEAVE_OUT=<id>\`, \`src/plugins/leaveOut.ts\`),
writes what it measured to \`src/data/payoffs.json\`, and fails when a change pays nothing.
Each figure says the date and the commit it was measured on (last run: ${payoffs.date} at ${payoffs.commit},
Docusaurus 3.10.2, ${payoffs.pages.docs} docs pages, the playground and the landing page).

- **Bytes** are exact: the gzip -9 size of every script a page's HTML starts before any
  interaction, on every published page. "Every page" means the landing page, the playground
  and all docs pages change by that amount. Where the browser fetches more than that without
  a change (prefetches), the figure of the bench pages' load and 2.5 s idle follows.
- **What a reader sees**, for the changes made for it: the four bench pages in Lighthouse's
  mobile load and in a trace at 4× CPU, first and largest contentful paint, total blocking
  time and the longest task, the two builds taking turns; the median of the runs with their
  middle half in brackets. A figure is clearly better or worse when the middle halves of the
  runs with and without the change do not overlap. The tables are below the main one.

## The table

| Change and files | Kind | Replaces (upstream) | Swizzle | What it pays, measured | Canaries (test file: name) | Worth offering upstream |
| --- | --- | --- | --- | --- | --- | --- |
${rows.map((row) => `| ${row} |`).join('\n')}

## What the timing changes pay

${timingTables()}

## Retired after measurement

Changes meant to cut main-thread time at start-up, taken out because measuring them showed
no clear gain: ${retired.measured.by}, measured ${retired.measured.date} at ${retired.measured.commit}, in a build with all of
the timing changes of the time ("with") and in one build without each ("without"). A change
could stay only where the middle halves of the runs with and without it did not overlap, in
total blocking time (TBT) or in the longest task (${retired.measured.rule}). Figures in ms:
the median, then the middle half of the runs in brackets. A change that came back after a
later measurement says when and why; its entry and figures are in the tables above.

| Change | Files | Measured |
| --- | --- | --- |
${retired.changes.map((change) => `| ${cell(change.change)} | ${change.files.map(code).join(', ')} | ${cell(retiredCell(change))} |`).join('\n')}

## Removed, because they paid less

| Change | Saved | Measured |
| --- | --- | --- |
${removed.map(({change, saved, measured}) => `| ${cell(change)} | ${cell(saved)} | ${measured.date} at ${measured.commit} |`).join('\n')}
`;
}

it('src/theme/README.md is made from the entries', async () => {
  const text = await format(readme(), {
    ...(await resolveConfig('src/theme/README.md')),
    parser: 'markdown',
  });
  await expect(text).toMatchFileSnapshot('../../src/theme/README.md');
});
