/**
 * Keeps the pages and what `npm run check:recipes` found in step, without running the
 * recipes (that is the check's job): the versions in src/data/recipes/stamps.json are
 * the ones the recipes' lock files pin; every version a page names for a tool equals
 * the lock of one of the recipes its "Checked with" line cites; every recorded message
 * a page quotes was recorded, and every recorded one is quoted; files that several
 * recipes share are the same file everywhere.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import stamps from '../../src/data/recipes/stamps.json';
import messages from '../../src/data/recipes/messages.json';
import {lockedVersion, lockedVersions, readLock} from '../../scripts/recipes/lock.mjs';
import {recipes} from '../../scripts/recipes/manifest.mjs';

const root = path.resolve(__dirname, '../..');
const recipesDir = path.join(root, 'recipes');

type Stamp = {
  checked: string;
  node: string;
  tools: Array<{label: string; package: string; version: string}>;
};
const stamped: Record<string, Stamp> = stamps;
const recorded: Record<string, {recipe: string; text: string}> = messages;

/** Every page under docs/, as [path from docs/, text]. */
const pages: Array<[string, string]> = readdirSync(path.join(root, 'docs'), {recursive: true})
  .map(String)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => [file, readFileSync(path.join(root, 'docs', file), 'utf8')]);

/** The recipes a page's `<RecipeStamp recipes="…" />` lines cite. */
const citedRecipes = (text: string) =>
  [...text.matchAll(/<RecipeStamp recipes="([^"]+)"/g)].flatMap((match) => match[1].split(/\s+/));

describe('stamps.json', () => {
  it.each(recipes.map((recipe) => [recipe.name, recipe] as const))(
    '%s: the versions are the lock file’s',
    (name, recipe) => {
      const stamp = stamped[name];
      expect(stamp, `no stamp for ${name}: run npm run check:recipes`).toBeDefined();
      const tools = recipe.tools.map(([label, packageName, where = {}]) => {
        const lock = readLock(path.join(recipesDir, name, where.lock ?? ''));
        const version = where.all
          ? lockedVersions(lock, packageName).join(', ')
          : lockedVersion(lock, packageName);
        return {label, package: packageName, version};
      });
      expect(stamp.tools).toEqual(tools);
      expect(stamp.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it('has no recipe that no longer exists', () => {
    expect(Object.keys(stamped).sort()).toEqual(recipes.map((recipe) => recipe.name).sort());
  });

  it('is cited by the pages, each citing recipes that exist', () => {
    const cited = new Set(pages.flatMap(([, text]) => citedRecipes(text)));
    for (const name of cited) expect(Object.keys(stamped)).toContain(name);
    for (const name of Object.keys(stamped)) expect([...cited]).toContain(name);
  });
});

/**
 * The names pages give tools, and their packages. A version after one of these names
 * is a claim about what was checked, unless words around it make it a range.
 */
const toolNames: Array<[RegExp, string]> = [
  [/Next\.js/, 'next'],
  [/Vitest/, 'vitest'],
  [/(?<![\w-])Vite(?! ?\d+ and)/, 'vite'],
  [/jsdom/, 'jsdom'],
  [/jest-expo/, 'jest-expo'],
  [/(?<![\w/-])Jest/, 'jest'],
  [/React Native Testing Library/, '@testing-library/react-native'],
  [/React Native(?! Testing)/, 'react-native'],
  [/Expo SDK|(?<=Expo )SDK|(?<!\w)SDK/, 'expo'],
  [/React Strict DOM|react-strict-dom/, 'react-strict-dom'],
  [/test-renderer/, 'test-renderer'],
  [/vite-plugin-babel/, 'vite-plugin-babel'],
  [/`@vitejs\/plugin-react`/, '@vitejs/plugin-react'],
];

/** Words that make a version a bound or a range rather than the version checked. */
const rangeWords =
  /^(\.\d+)*[`)]?,? *(or later|or newer|and later|or older|to \d|and \d|,? or \d|\+|\))|^\S* *(releases?|era)/;
const rangeBefore =
  /(before|after|up to|since|from|than|on|to|for|like|of|at least|below|above|≥|>=|\^|~)\s*`?$/;

/** `Tool 1.2.3` mentions on a page, with where they stand. */
function versionMentions(text: string) {
  const found: Array<{tool: string; version: string; context: string}> = [];
  for (const [name, packageName] of toolNames) {
    const pattern = new RegExp(`(${name.source})\`? (\\d+(?:\\.\\d+){0,2})`, 'g');
    for (const match of text.matchAll(pattern)) {
      const before = text.slice(Math.max(0, match.index - 40), match.index);
      const after = text.slice(match.index + match[0].length, match.index + match[0].length + 30);
      if (rangeWords.test(after) || rangeBefore.test(before)) continue;
      found.push({tool: packageName, version: match[2], context: `${before}${match[0]}${after}`});
    }
  }
  // Install commands: pkg@version.
  for (const match of text.matchAll(/<InstallCommand packages="([^"]+)"/g))
    for (const token of match[1].split(' ')) {
      const at = /^(@?[^@\s]+)@(\d+(?:\.\d+){0,2})$/.exec(token);
      if (at) found.push({tool: at[1], version: at[2], context: match[0]});
    }
  return found;
}

/** Whether `version` (1, 1.2 or 1.2.3) names `locked` or a prefix of it. */
const names = (version: string, locked: string) =>
  locked === version || locked.startsWith(`${version}.`) || locked.startsWith(`${version}-`);

/**
 * Versions a page names on purpose for something no recipe installs, each with its
 * reason: read from the registry or from the library's own metadata.
 */
const notChecked: Record<string, string[]> = {
  // The newest SDK's engines field: the recipe uses SDK 57.
  'learn/environment-setup/expo.mdx': ['expo 58'],
  // What npm installs when no version is named.
  'learn/testing.mdx': ['jest 30'],
  // The peer ranges of 0.0.38 and of the releases before it.
  'learn/upgrading.mdx': ['react-native 0.79.5', 'react-native 0.75.2'],
};

describe('versions named on the pages', () => {
  const stampedPages = pages.filter(([, text]) => citedRecipes(text).length > 0);

  it('are checked on every page with a stamp', () => {
    expect(stampedPages.map(([file]) => file).sort()).toEqual(
      [
        'learn/environment-setup/expo.mdx',
        'learn/environment-setup/next.mdx',
        'learn/environment-setup/vite.mdx',
        'learn/icons.mdx',
        'learn/native-hover.mdx',
        'learn/scrolling.mdx',
        'learn/sharing-packages.mdx',
        'learn/testing.mdx',
        'learn/upgrading.mdx',
        'learn/text-placement.mdx',
        'learn/links-navigation.mdx',
        'learn/safe-areas.mdx',
        'learn/custom-fonts.mdx',
        'learn/keyboard.mdx',
        'learn/overlays.mdx',
        'learn/missing-elements.mdx',
      ].sort(),
    );
  });

  it.each(stampedPages)('%s names the versions its recipes were checked with', (file, text) => {
    const cited = citedRecipes(text);
    const locks = cited.map((name) => readLock(path.join(recipesDir, name)));
    const wrong = versionMentions(text).filter(({tool, version}) => {
      const locked = locks.flatMap((lock) => lockedVersions(lock, tool));
      // A tool none of the page's recipes installs is not a claim about them.
      if (notChecked[file]?.includes(`${tool} ${version}`)) return false;
      return locked.length > 0 && !locked.some((each) => names(version, each));
    });
    expect(wrong.map(({tool, version, context}) => `${tool} ${version}: …${context}…`)).toEqual([]);
  });
});

describe('recorded messages', () => {
  const quoted = pages.flatMap(([file, text]) =>
    [...text.matchAll(/<RecordedMessage id="([^"]+)"/g)].map((match) => ({file, id: match[1]})),
  );

  it('the pages quote only recorded messages, and every recorded message', () => {
    for (const {file, id} of quoted) expect(Object.keys(recorded), file).toContain(id);
    expect([...new Set(quoted.map(({id}) => id))].sort()).toEqual(Object.keys(recorded).sort());
  });

  it('a troubleshooting section that names a message quotes recordings that contain it', () => {
    const page = readFileSync(path.join(root, 'docs/learn/troubleshooting.mdx'), 'utf8');
    for (const section of page.split(/^## /m).slice(1)) {
      const heading = /^`([^`]+)`/.exec(section)?.[1];
      const ids = [...section.matchAll(/<RecordedMessage id="([^"]+)"/g)].map((match) => match[1]);
      if (!heading) continue;
      for (const id of ids) expect(recorded[id].text, id).toContain(heading);
    }
  });
});

describe('files several recipes share', () => {
  const groups = [
    ['expo/src/App.tsx', 'vite8/src/App.tsx', 'vite7/src/App.tsx'],
    [
      'expo/src/Banner.web.tsx',
      'next/src/Banner.web.tsx',
      'vite8/src/Banner.web.tsx',
      'vite7/src/Banner.web.tsx',
    ],
    ['vite8/src', 'vite7/src'],
    [
      'vite8/babel.config.cjs',
      'vite7/babel.config.cjs',
      'sharing-packages/apps/web/babel.config.cjs',
    ],
    ['vite8/postcss.config.js', 'vite7/postcss.config.js'],
    [
      'expo/babel.config.js',
      'native-components/babel.config.js',
      'native-guides/babel.config.js',
      'sharing-packages/apps/native/babel.config.js',
    ],
    ['expo/jest.config.js', 'native-components/jest.config.js'],
    [
      'vitest/src/Disclosure.tsx',
      'jest-react-native/src/Disclosure.tsx',
      'expo/src/Disclosure.tsx',
    ],
    ['jest-react-native/src/Disclosure.native.test.tsx', 'expo/src/Disclosure.native.test.tsx'],
    ['sharing-packages/apps/web/src/App.tsx', 'sharing-packages/apps/native/src/App.tsx'],
  ];

  /** A file's text, or a folder's files' texts by name. */
  function contents(relative: string): Record<string, string> {
    const full = path.join(recipesDir, relative);
    if (!relative.includes('/src') || relative.match(/\.\w+$/))
      return {'': readFileSync(full, 'utf8')};
    return Object.fromEntries(
      readdirSync(full).map((file) => [file, readFileSync(path.join(full, file), 'utf8')]),
    );
  }

  it.each(groups.map((group) => [group[0], group] as const))(
    '%s is the same everywhere',
    (_, group) => {
      const [first, ...others] = group.map(contents);
      for (const other of others) expect(other).toEqual(first);
    },
  );
});
