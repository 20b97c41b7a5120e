/**
 * Upgrade canaries. Theme parts this site replaces (src/theme/) and the client hooks
 * that reach into Docusaurus were written against the Docusaurus 3.10 files they
 * replace or rely on. When an upgrade changes one of those files, its test here fails:
 * compare the stock file with the override named in the message, carry over what
 * matters, then update the fingerprint. Each canary is also fed changed copies of its
 * files and must fail on them (tests/unit/canary.ts). (What the overrides import from
 * Docusaurus is checked by `tsc`.)
 */
import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {prismClientModule} from '@site/src/plugins/syntax-tokens';
import {containing, describeCanaries, hashed, type Canary} from './canary';

const theme = (file: string) => `@docusaurus/theme-classic/lib/theme/${file}`;

/** Stock files the overrides were written from, with their fingerprints in Docusaurus 3.10.2. */
const overrideCanaries: Canary[] = [
  hashed('src/theme/CodeBlock/index.tsx (and its string block, which replaces Content/String)', {
    [theme('CodeBlock/index.js')]: '639f8655d319e123',
    [theme('CodeBlock/Content/String.js')]: '81ab153e9e797be7',
  }),
  hashed('src/theme/CodeBlock/Content/index.tsx', {
    [theme('CodeBlock/Content/index.js')]: '0d361f5894590ea4',
  }),
  // Not replaced: it renders the metadata src/theme/CodeBlock builds (className, title).
  hashed('src/theme/CodeBlock/index.tsx (the metadata the stock layout reads)', {
    [theme('CodeBlock/Layout/index.js')]: '7cff522ae9e56f76',
  }),
  // The swizzle replaces the theme's component and copies the link and its focus handling
  // from theme-common's SkipToContentLink, which is where a fix upstream would land.
  hashed('src/theme/SkipToContent/index.tsx', {
    [theme('SkipToContent/index.js')]: '1a6bfba899d12a82',
    '@docusaurus/theme-common/lib/utils/skipToContentUtils.js': '5666a852371f6c6c',
  }),
  hashed('src/theme/NavbarItem/ComponentTypes.tsx', {
    [theme('NavbarItem/ComponentTypes.js')]: '90ba290ccf01e0b8',
  }),
  hashed('src/theme/NavbarItem/DocSidebarNavbarItem.tsx', {
    [theme('NavbarItem/DocSidebarNavbarItem.js')]: '3cc2313f37bf3211',
  }),
  // Stock is a placeholder that renders nothing (the classic theme ships no search).
  hashed('src/theme/SearchBar/index.tsx', {[theme('SearchBar.js')]: 'b528b71d23818ff3'}),
  hashed('src/theme/NotFound/Content/index.tsx', {
    [theme('NotFound/Content/index.js')]: '1339cadd0fe0b2a2',
  }),
  // Wrapped: relies on the tab list spreading each TabItem's `attributes` on its tab.
  hashed('src/theme/Tabs/index.tsx', {[theme('Tabs/index.js')]: '7fe3d248d13cc48d'}),
  hashed('src/theme/TabItem/index.tsx', {
    [theme('TabItem/index.js')]: 'beef630741839e81',
    [theme('TabItem/styles.module.css')]: 'e1321924bc6c1a8e',
  }),
  // Ejected: the stock map less admonitions, details and mermaid, which pages import.
  hashed('src/theme/MDXComponents.tsx', {[theme('MDXComponents/index.js')]: 'b1a0eed95525de25'}),
  // What each admonition renders through src/components/Admonition: processAdmonitionProps
  // and the type's component, as the stock Admonition does.
  hashed('src/components/Admonition/index.tsx (an admonition of one type)', {
    [theme('Admonition/index.js')]: '0b662eb2f10c43c1',
  }),
  // Replaced by nothing: why they may render nothing here (one version, no tags, edit link
  // or date, a sidebar that cannot be hidden, no announcement bar, no unlisted page) is
  // checked in lean-client.test.ts; a change to what they render is a review point.
  hashed('src/theme/DocVersionBanner/index.tsx (renders nothing)', {
    [theme('DocVersionBanner/index.js')]: '28bd5c678e2c5f52',
  }),
  hashed('src/theme/DocItem/Footer/index.tsx (renders nothing)', {
    [theme('DocItem/Footer/index.js')]: '93722eb781e3c4f8',
  }),
  hashed('src/theme/DocRoot/Layout/Sidebar/ExpandButton/index.tsx (renders nothing)', {
    [theme('DocRoot/Layout/Sidebar/ExpandButton/index.js')]: '4e17c4017a76924c',
  }),
  hashed('src/theme/DocSidebar/Desktop/CollapseButton/index.tsx (renders nothing)', {
    [theme('DocSidebar/Desktop/CollapseButton/index.js')]: 'c9e58ef5b279bcb5',
  }),
  hashed('src/theme/AnnouncementBar/index.tsx (renders nothing)', {
    [theme('AnnouncementBar/index.js')]: '3b497461548ccc36',
  }),
  hashed('src/theme/ContentVisibility/index.tsx (renders nothing in production)', {
    [theme('ContentVisibility/index.js')]: '23dbc3e028ce20c8',
  }),
];

const clientCanaries: Canary[] = [
  // The build also fails if the module is never requested (see the plugin).
  containing('src/plugins/syntax-tokens (swaps the Prism client module for an empty one)', {
    '@docusaurus/theme-classic/lib/index.js': [
      /getClientModules\(\) \{[\s\S]*?'\.\/prism-include-languages'/,
    ],
  }),
];

describeCanaries(
  'replaced theme parts still match the stock files they were written from',
  overrideCanaries,
);
describeCanaries('client hooks still find what they patch', clientCanaries);

/** The props a theme component is declared with (theme-classic's type declarations). */
function declaredModule(name: string): string {
  const types = readFileSync(
    'node_modules/@docusaurus/theme-classic/src/theme-classic.d.ts',
    'utf8',
  );
  const start = types.indexOf(`declare module '${name}' {`);
  expect(start, `${name} is no longer declared by theme-classic`).toBeGreaterThanOrEqual(0);
  return types.slice(start, types.indexOf('\n}\n', start));
}

describe('replaced theme parts are still declared with the props they take', () => {
  it.each([
    '@theme/CodeBlock',
    '@theme/CodeBlock/Content/String',
    '@theme/CodeBlock/Content',
    '@theme/NavbarItem/DocSidebarNavbarItem',
    '@theme/NotFound/Content',
    '@theme/Tabs',
    '@theme/TabItem',
  ])('%s', (name) => {
    expect(declaredModule(name)).toMatchSnapshot();
  });
});

describe('src/plugins/syntax-tokens', () => {
  it('the module it swaps is still there', () => {
    expect(existsSync(prismClientModule)).toBe(true);
  });
});
