/**
 * Every change this site makes to Docusaurus is an entry of src/data/patches.ts, and
 * src/theme/README.md is made from them. This fails when an override, a build swap or a
 * client module has no entry, when a file or an upstream path an entry names is missing,
 * when a canary it names is not in its test file, when a theme override says otherwise
 * than Docusaurus's swizzle config, and when the README differs from the entries:
 * `npx vitest run tests/unit/patches.test.ts -u` writes it again.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {format, resolveConfig} from 'prettier';
import {describe, expect, it} from 'vitest';
import {
  docusaurusCommit,
  patches,
  removed,
  retiredPatches,
  type Patch,
} from '@site/src/data/patches';

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

  // A retired change is gone: none of its files is left, and no entry above names one.
  it.each(retiredPatches.map((retired) => [retired.change, retired] as const))(
    'retired: %s',
    (_change, retired) => {
      expect(retired.files.filter((file) => existsSync(file))).toEqual([]);
      expect(
        retired.files.filter((file) => patches.some((patch) => patch.files.includes(file))),
      ).toEqual([]);
    },
  );

  it('the Docusaurus links are at the commit the installed packages were published from', () => {
    const {gitHead} = require('@docusaurus/core/package.json') as {gitHead: string};
    expect(docusaurusCommit).toBe(gitHead);
  });
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
      patch.pays,
      patch.canaries.map(({file, name}) => `${code(file)}: ${name}`).join('; '),
      patch.offer,
    ]
      .map(cell)
      .join(' | '),
  );
  return `# What this site changes in Docusaurus, and what each change pays

<!-- Made from src/data/patches.ts by tests/unit/patches.test.ts: edit that file, then run
\`npx vitest run tests/unit/patches.test.ts -u\`. -->

Every part of Docusaurus this site ejects, wraps, stands in for, loads differently or
patches, with what it replaces, what it pays, the tests that fail when an upgrade changes
what it relies on (its canaries), and whether the change would serve Docusaurus itself.
"Swizzle" says what \`docusaurus swizzle\` says of the theme components: safe, unsafe (an
internal that may change in a minor release) or forbidden.

A change stays only while it pays: at least 1 KB gzip of JavaScript before interaction, a
clear cut of main-thread time, or a defect fixed; a change under 1 KB stays while the budget
needs it. The budget is 125 KB of JavaScript before interaction on every docs page and
110 KB on the landing page (\`tests/built/js-budget.test.ts\`; \`npm run bench\` prints the
same count per page).

## How the figures were measured

Docusaurus 3.10.2. **Bytes** are exact: the gzip -9 size of every script a page's HTML
starts before any interaction, from one production build per change with that change
taken out, against the build with all of them. "Every page" means the landing page, the
playground and all docs pages change by that amount; "docs pages" means the docs pages
and not the landing page. **Main-thread time** comes from Chromium traces at 4× CPU
(\`npm run bench\` prints it); the changes made for it alone were measured and retired:
see "Retired after measurement" below.

## The table

| Change and files | Kind | Replaces (upstream) | Swizzle | What it pays, measured | Canaries (test file: name) | Worth offering upstream |
| --- | --- | --- | --- | --- | --- | --- |
${rows.map((row) => `| ${row} |`).join('\n')}

## Retired after measurement

Changes meant to cut main-thread time at start-up, taken out because measuring them showed
no clear gain. Two pages were traced 15 times each at 4× CPU, in a build with all of these
changes ("with") and in one build without each ("without"), in rotating order. A change
could stay only where the middle halves of the runs with and without it did not overlap, in
total blocking time (TBT) or in the longest task. Figures in ms: the median, then the
middle half of the runs in brackets.

| Change | Files | Measured |
| --- | --- | --- |
${retiredPatches.map(({change, files, measured}) => `| ${cell(change)} | ${files.map(code).join(', ')} | ${cell(measured)} |`).join('\n')}

## Removed, because they paid less

| Change | Saved |
| --- | --- |
${removed.map(({change, saved}) => `| ${cell(change)} | ${cell(saved)} |`).join('\n')}
`;
}

it('src/theme/README.md is made from the entries', async () => {
  const text = await format(readme(), {
    ...(await resolveConfig('src/theme/README.md')),
    parser: 'markdown',
  });
  await expect(text).toMatchFileSnapshot('../../src/theme/README.md');
});
