/**
 * Every change this site makes to Docusaurus: what it replaces upstream, what it pays, the
 * tests that fail when an upgrade changes what it relies on. src/theme/README.md is made
 * from this file, and tests/unit/patches.test.ts checks it: each override, build swap and
 * client module has an entry, each file and upstream path exists, each canary is there,
 * and each theme override says what Docusaurus's swizzle config says of it.
 *
 * Bytes are gzip -9 of the JavaScript a page's HTML starts before any interaction
 * (tests/built/js-budget.test.ts counts them), measured on one build per change with that
 * change taken out, against the build with all of them (27 November 2026). The changes
 * retired after measurement are listed last, with the figures that retired them.
 */

/** How a change reaches into Docusaurus. */
export type PatchKind =
  /** A theme component copied from Docusaurus's and changed (src/theme). */
  | 'eject'
  /** A theme component that renders Docusaurus's own (`@theme-original`) inside its own. */
  | 'wrap'
  /** A module swapped for one of ours in the bundle. */
  | 'stand-in'
  /** A generated or upstream file rewritten as it is bundled. */
  | 'loader'
  /** A rule of the bundler's module graph. */
  | 'bundler rule'
  /** A step of the build that completes what Docusaurus writes. */
  | 'build step'
  /** A step of the MDX compile. */
  | 'remark plugin'
  /** Code Docusaurus runs on every page (`clientModules`). */
  | 'client module'
  /** A script inlined in every page's HTML. */
  | 'inline script';

/** What `docusaurus swizzle` says of an action on a theme component. */
export type SwizzleSafety = 'safe' | 'unsafe' | 'forbidden';

/** A theme component this site swizzles, the action, and what Docusaurus says of that. */
export interface Swizzle {
  component: string;
  action: 'eject' | 'wrap';
  safety: SwizzleSafety;
}

/** A test that fails when an upgrade changes what a change relies on. */
export interface Canary {
  /** The test file. */
  file: string;
  /** Its name in that file: the canary's `guards` text, or the test's title. */
  name: string;
}

export interface Patch {
  /** The change, in a few words. */
  change: string;
  /** The site's files that make it, from the repository's root (a folder ends in /). */
  files: readonly string[];
  kind: PatchKind;
  /** What it replaces or relies on: files under node_modules (none for an addition). */
  upstream: readonly string[];
  /** Upstream's source of what it replaces, at the installed version. */
  link?: string;
  /** For theme components: the swizzle action each is, and what Docusaurus says of it. */
  swizzles?: readonly Swizzle[];
  /** What it pays, measured: bytes, main-thread time, a defect it fixes or a feature. */
  pays: string;
  canaries: readonly Canary[];
  /** Whether it would serve Docusaurus itself. */
  offer: string;
}

/** The commit the installed Docusaurus packages were published from (their gitHead). */
export const docusaurusCommit = 'f37f9035584917a97a260b91fc2842cba4f8b94f';
const docusaurus = (path: string) =>
  `https://github.com/facebook/docusaurus/blob/${docusaurusCommit}/packages/${path}`;
const themeClassic = (path: string) => `@docusaurus/theme-classic/lib/theme/${path}`;
const coreClient = (path: string) => `@docusaurus/core/lib/client/${path}`;
const npm = (name: string, version: string) => `https://www.npmjs.com/package/${name}/v/${version}`;

const themeCanaries = 'tests/unit/theme-canaries.test.ts';
const leanClientCanaries = 'tests/unit/lean-client.test.ts';
const pageScriptsCanaries = 'tests/unit/page-scripts.test.ts';
const shellTests = 'tests/e2e/shell.spec.ts';
const speedTests = 'tests/e2e/speed.spec.ts';

/** Figures the payoffs compare with. */
export const budget = {
  heaviest: '/learn/scrolling/',
  spareKB: 0.7,
};
/** What a change under 1 KB says when the budget still needs it. */
const keptForBudget = `Under 1 KB, kept: with it the heaviest docs page (${budget.heaviest}) has ${budget.spareKB} KB to spare under the budget`;

export const patches: readonly Patch[] = [
  {
    change: 'react-helmet-async stand-in, in the browser bundle only',
    files: ['src/plugins/lean-client/helmet/'],
    kind: 'stand-in',
    upstream: ['react-helmet-async/lib/index.module.js'],
    link: npm('react-helmet-async', '1.3.0'),
    pays: '4.1 KB (4,168 B) on every page; the server still renders the head with react-helmet-async',
    canaries: [
      {
        file: 'tests/unit/helmet.test.tsx',
        name: 'src/plugins/lean-client/helmet/helmet.tsx (react-helmet-async in the browser bundle)',
      },
      {
        file: 'tests/unit/helmet.test.tsx',
        name: 'src/plugins/lean-client/helmet/helmet.tsx (every client file that renders Helmet)',
      },
      {
        file: shellTests,
        name: "the head follows client-side navigation: it ends as the next page's HTML has it",
      },
    ],
    offer:
      'Yes: React 19 hoists `<title>`, `<meta>` and `<link>` itself, so Docusaurus could drop react-helmet-async in the browser',
  },
  {
    change: 'tslib stand-in for @docusaurus/utils-common',
    files: ['src/plugins/lean-client/tslib/'],
    kind: 'stand-in',
    upstream: ['tslib/tslib.js', '@docusaurus/utils-common/lib/index.js'],
    link: npm('tslib', '2.9.1'),
    pays: '3.5 KB (3,593 B) on every page',
    canaries: [
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/tslib/tslib.js (the tslib helpers @docusaurus/utils-common calls)',
      },
    ],
    offer: 'Yes: utils-common could be built as ES modules, or without `importHelpers`',
  },
  {
    change:
      'The docs version metadata without its `docs` map, and sidebar links with `docId: true` and no `unlisted: false` (loader)',
    files: ['src/plugins/lean-client/docs-metadata/'],
    kind: 'loader',
    upstream: [
      '@docusaurus/plugin-content-docs/lib/props.js',
      '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
    ],
    link: docusaurus('docusaurus-plugin-content-docs/src/props.ts'),
    pays: '3.2 KB (3,012 B for the map, 253 B for the sidebar links) on docs pages',
    canaries: [
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/docs-metadata/loader.js (where and how the docs map is written)',
      },
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/docs-metadata/loader.js (only DocCard reads the docs map)',
      },
      {
        file: leanClientCanaries,
        name: "src/plugins/lean-client/docs-metadata/loader.js (a sidebar link's docId is only tested for presence)",
      },
    ],
    offer: 'Yes: ship the map only to sites that render DocCards',
  },
  {
    change: 'Only the navbar item types this site uses',
    files: ['src/theme/NavbarItem/ComponentTypes.tsx'],
    kind: 'eject',
    upstream: [themeClassic('NavbarItem/ComponentTypes.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/NavbarItem/ComponentTypes.tsx'),
    swizzles: [{component: 'NavbarItem/ComponentTypes', action: 'eject', safety: 'safe'}],
    pays: '2.3 KB (2,304 B) on every page (the version and locale dropdowns and the `doc` item stay out)',
    canaries: [{file: themeCanaries, name: 'src/theme/NavbarItem/ComponentTypes.tsx'}],
    offer: 'Yes: load navbar item types by the types a config uses',
  },
  {
    change: 'No draft or unlisted banners in production',
    files: ['src/theme/ContentVisibility/index.tsx'],
    kind: 'wrap',
    upstream: [themeClassic('ContentVisibility/index.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/ContentVisibility/index.tsx'),
    swizzles: [{component: 'ContentVisibility', action: 'wrap', safety: 'unsafe'}],
    pays: '2.2 KB (2,270 to 2,287 B) on docs pages: the banners and the Admonition they render',
    canaries: [
      {
        file: themeCanaries,
        name: 'src/theme/ContentVisibility/index.tsx (renders nothing in production)',
      },
    ],
    offer: 'No',
  },
  {
    change: '`window.docusaurus` without its viewport prefetch',
    files: ['src/plugins/lean-client/prefetch/'],
    kind: 'stand-in',
    upstream: [
      coreClient('docusaurus.js'),
      coreClient('exports/Link.js'),
      '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    ],
    link: docusaurus('docusaurus/src/client/docusaurus.ts'),
    pays: "1.2 KB (1,186 B) on every page, with the chunk-name map of the ChunkAssetPlugin it drops; and before any interaction `/learn/styles/` makes 20 requests, not 44 (131 KB of other pages' scripts)",
    canaries: [
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/prefetch/docusaurus.ts (window.docusaurus)',
      },
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/prefetch (links call window.docusaurus)',
      },
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/prefetch (only prefetch reads the chunk-name map)',
      },
      {
        file: 'tests/e2e/prefetch.spec.ts',
        name: 'links in view are not prefetched; hovering a link preloads its page',
      },
    ],
    offer: 'Yes: an option to prefetch on intent only',
  },
  {
    change: 'nprogress stand-in',
    files: ['src/plugins/lean-client/nprogress/'],
    kind: 'stand-in',
    upstream: ['nprogress/nprogress.js', '@docusaurus/theme-classic/lib/nprogress.js'],
    link: npm('nprogress', '0.2.0'),
    pays: '1.1 KB (1,129 B) on every page',
    canaries: [
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/nprogress/nprogress.ts (nprogress in the browser)',
      },
      {
        file: shellTests,
        name: 'a slow navigation shows the progress bar until the next page is in',
      },
    ],
    offer: 'Maybe: the bar needs a few lines, not a package',
  },
  {
    change: "The browser's site config without the fields only the build reads (loader)",
    files: ['src/plugins/lean-client/site-config/'],
    kind: 'loader',
    upstream: ['@docusaurus/core/lib/server/codegen/codegen.js'],
    link: docusaurus('docusaurus/src/server/codegen/codegen.ts'),
    pays: '1.1 KB (1,093 B) on every page',
    canaries: [
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/site-config/loader.js (the config is `export default <JSON>;`)',
      },
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/site-config/loader.js (no client code reads a dropped field)',
      },
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/site-config/loader.js (of future, client code reads the router only)',
      },
    ],
    offer: 'Yes: the browser needs no build-only fields',
  },
  {
    change: 'No doc footer (it shows only tags, an edit link or a date)',
    files: ['src/theme/DocItem/Footer/index.tsx'],
    kind: 'eject',
    upstream: [themeClassic('DocItem/Footer/index.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/DocItem/Footer/index.tsx'),
    swizzles: [{component: 'DocItem/Footer', action: 'eject', safety: 'unsafe'}],
    pays: '1.0 KB (1,009 B) on docs pages',
    canaries: [{file: themeCanaries, name: 'src/theme/DocItem/Footer/index.tsx (renders nothing)'}],
    offer: 'No: right only for this configuration',
  },
  {
    change: 'Navbar sections active by address, and the global data without its docs list',
    files: [
      'src/plugins/lean-client/global-data/',
      'src/theme/NavbarItem/DocSidebarNavbarItem.tsx',
    ],
    kind: 'loader',
    upstream: [
      '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
      themeClassic('NavbarItem/DocSidebarNavbarItem.js'),
    ],
    link: docusaurus('docusaurus-theme-classic/src/theme/NavbarItem/DocSidebarNavbarItem.tsx'),
    swizzles: [{component: 'NavbarItem/DocSidebarNavbarItem', action: 'eject', safety: 'unsafe'}],
    pays: `0.8 KB (784 B) on every page. ${keptForBudget}`,
    canaries: [
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/global-data/loader.js (the client reads the docs list)',
      },
      {
        file: leanClientCanaries,
        name: 'src/theme/NavbarItem (only navbar items find the active doc in the docs list)',
      },
      {file: themeCanaries, name: 'src/theme/NavbarItem/DocSidebarNavbarItem.tsx'},
    ],
    offer: 'Maybe: ship the docs list only to sites whose navbar reads it',
  },
  {
    change: 'The not-found content loaded when DocRoot renders it',
    files: ['src/plugins/lean-client/not-found/'],
    kind: 'stand-in',
    upstream: [themeClassic('DocRoot/index.js'), themeClassic('NotFound/Content/index.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/DocRoot/index.tsx'),
    pays: `0.7 KB (718 B) on docs pages. ${keptForBudget}`,
    canaries: [
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/not-found (DocRoot renders the not-found content itself)',
      },
      {
        file: 'tests/e2e/routes.spec.ts',
        name: 'an unknown address answers 404 with the not-found page',
      },
    ],
    offer: 'Yes: with the docs at the root, every docs page carries the 404 page',
  },
  {
    change: 'No version banner (one docs version)',
    files: ['src/theme/DocVersionBanner/index.tsx'],
    kind: 'eject',
    upstream: [themeClassic('DocVersionBanner/index.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/DocVersionBanner/index.tsx'),
    swizzles: [{component: 'DocVersionBanner', action: 'eject', safety: 'unsafe'}],
    pays: `0.6 KB (589 B) on docs pages, 58 B on the landing page. ${keptForBudget}`,
    canaries: [
      {file: themeCanaries, name: 'src/theme/DocVersionBanner/index.tsx (renders nothing)'},
    ],
    offer: 'No: right only for this configuration',
  },
  {
    change: 'The route registry without the module paths only the server reads (loader)',
    files: ['src/plugins/lean-client/registry/'],
    kind: 'loader',
    upstream: [
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
      'react-loadable/lib/index.js',
    ],
    link: docusaurus('docusaurus/src/server/codegen/codegenRoutes.ts'),
    pays: `0.5 KB (489 B) on every page. ${keptForBudget}`,
    canaries: [
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/registry/loader.js (each entry is [loader, path, module id])',
      },
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/registry/loader.js (react-loadable reads the paths only to report them to a server-side capture)',
      },
    ],
    offer: 'Yes: the browser needs no paths',
  },
  {
    change:
      'Short route chunk names in the browser copies of the route registry and the route → chunk-name map, and for the chunks themselves (loader)',
    files: ['src/plugins/lean-client/chunk-names/', 'src/plugins/page-scripts/index.ts'],
    kind: 'loader',
    upstream: [
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
      '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    ],
    link: docusaurus('docusaurus/src/client/exports/ComponentCreator.tsx'),
    pays: `0.7 KB (495 B in main.js, 251 B in the runtime's map of chunk names) on every page. ${keptForBudget}`,
    canaries: [
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/chunk-names/loader.js (route chunk names are only keys of the registry)',
      },
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/chunk-names/loader.js (no other client module reads the chunk names)',
      },
    ],
    offer: 'Yes: the browser needs no hashes for names it only looks up',
  },
  {
    change: 'No sidebar collapse button (the sidebar is not hideable)',
    files: ['src/theme/DocSidebar/Desktop/CollapseButton/index.tsx'],
    kind: 'eject',
    upstream: [themeClassic('DocSidebar/Desktop/CollapseButton/index.js')],
    link: docusaurus(
      'docusaurus-theme-classic/src/theme/DocSidebar/Desktop/CollapseButton/index.tsx',
    ),
    swizzles: [{component: 'DocSidebar/Desktop/CollapseButton', action: 'eject', safety: 'unsafe'}],
    pays: `0.5 KB (473 B) on docs pages. ${keptForBudget}`,
    canaries: [
      {
        file: themeCanaries,
        name: 'src/theme/DocSidebar/Desktop/CollapseButton/index.tsx (renders nothing)',
      },
    ],
    offer: 'No: right only for this configuration',
  },
  {
    change: 'No sidebar expand button (the sidebar is never hidden)',
    files: ['src/theme/DocRoot/Layout/Sidebar/ExpandButton/index.tsx'],
    kind: 'eject',
    upstream: [themeClassic('DocRoot/Layout/Sidebar/ExpandButton/index.js')],
    link: docusaurus(
      'docusaurus-theme-classic/src/theme/DocRoot/Layout/Sidebar/ExpandButton/index.tsx',
    ),
    swizzles: [
      {component: 'DocRoot/Layout/Sidebar/ExpandButton', action: 'eject', safety: 'unsafe'},
    ],
    pays: `0.4 KB (447 B) on docs pages. ${keptForBudget}`,
    canaries: [
      {
        file: themeCanaries,
        name: 'src/theme/DocRoot/Layout/Sidebar/ExpandButton/index.tsx (renders nothing)',
      },
    ],
    offer: 'No: right only for this configuration',
  },
  {
    change: 'No announcement bar (none is configured)',
    files: ['src/theme/AnnouncementBar/index.tsx'],
    kind: 'eject',
    upstream: [themeClassic('AnnouncementBar/index.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/AnnouncementBar/index.tsx'),
    swizzles: [{component: 'AnnouncementBar', action: 'eject', safety: 'unsafe'}],
    pays: `0.2 KB (219 B) on docs pages, 173 B on the landing page. ${keptForBudget}`,
    canaries: [
      {file: themeCanaries, name: 'src/theme/AnnouncementBar/index.tsx (renders nothing)'},
    ],
    offer: 'No: right only for this configuration',
  },
  {
    change: 'parse-numeric-range flagged free of side effects',
    files: ['src/plugins/lean-client/pure-modules/'],
    kind: 'bundler rule',
    upstream: ['parse-numeric-range/package.json'],
    link: npm('parse-numeric-range', '1.3.0'),
    pays: `0.2 KB (190 B) on every page. ${keptForBudget}`,
    canaries: [
      {
        file: 'tests/built/site.test.ts',
        name: 'parse-numeric-range is left out of every script a docs page starts',
      },
    ],
    offer: 'Upstream of Docusaurus: the package could declare `sideEffects: false`',
  },
  {
    change: "Each page's HTML names its route chunks (client manifest completed after emit)",
    files: ['src/plugins/page-scripts/index.ts', 'src/plugins/page-scripts/manifest.ts'],
    kind: 'build step',
    upstream: ['@docusaurus/core/lib/ssg/ssgTemplate.js'],
    link: docusaurus('docusaurus/src/ssg/ssgTemplate.ts'),
    pays: "Defect: Docusaurus's lookup of a page's modules never matched (the manifest is keyed by chunk name, the lookup asks by module path), so no page's HTML named its route chunks and they started one round trip late",
    canaries: [
      {
        file: pageScriptsCanaries,
        name: 'src/plugins/page-scripts/manifest.ts (registry lines, reported modules)',
      },
      {file: speedTests, name: 'requests no script before hydrating that its HTML does not name'},
    ],
    offer: 'Yes: a bug fix',
  },
  {
    change:
      'Code highlighted at build time (Prism client module swapped for an empty one; code blocks ejected)',
    files: [
      'src/plugins/syntax-tokens/',
      'src/theme/CodeBlock/index.tsx',
      'src/theme/CodeBlock/SyntaxTokensContext.ts',
      'src/theme/CodeBlock/Content/index.tsx',
      'src/theme/CodeBlock/Content/styles.module.css',
    ],
    kind: 'eject',
    upstream: [
      '@docusaurus/theme-classic/lib/prism-include-languages.js',
      themeClassic('CodeBlock/index.js'),
      themeClassic('CodeBlock/Content/String.js'),
      themeClassic('CodeBlock/Content/index.js'),
    ],
    link: docusaurus('docusaurus-theme-classic/src/theme/CodeBlock/Content/index.tsx'),
    swizzles: [
      {component: 'CodeBlock', action: 'eject', safety: 'safe'},
      {component: 'CodeBlock/Content', action: 'eject', safety: 'unsafe'},
    ],
    pays: 'The client module alone: 33.8 KB (34,652 B) on every page when it was made (not re-measured: build-time highlighting is the design); the ejected blocks also skip the remount of every block after hydration',
    canaries: [
      {
        file: themeCanaries,
        name: 'src/theme/CodeBlock/index.tsx (and its string block, which replaces Content/String)',
      },
      {file: themeCanaries, name: 'src/theme/CodeBlock/Content/index.tsx'},
      {
        file: themeCanaries,
        name: 'src/theme/CodeBlock/index.tsx (the metadata the stock layout reads)',
      },
      {
        file: themeCanaries,
        name: 'src/plugins/syntax-tokens (swaps the Prism client module for an empty one)',
      },
    ],
    offer: "No: build-time highlighting is this site's design",
  },
  {
    change: 'Skip link that keeps focus in <main>',
    files: ['src/theme/SkipToContent/index.tsx', 'src/theme/SkipToContent/styles.module.css'],
    kind: 'eject',
    upstream: [
      themeClassic('SkipToContent/index.js'),
      '@docusaurus/theme-common/lib/utils/skipToContentUtils.js',
    ],
    link: docusaurus('docusaurus-theme-common/src/utils/skipToContentUtils.tsx'),
    swizzles: [{component: 'SkipToContent', action: 'eject', safety: 'safe'}],
    pays: 'Defect: stock removes the temporary `tabindex` right after focusing, and current Chromium then drops focus to `<body>`',
    canaries: [
      {file: themeCanaries, name: 'src/theme/SkipToContent/index.tsx'},
      {file: shellTests, name: 'the skip link moves focus into <main>'},
    ],
    offer: 'Yes: a bug fix',
  },
  {
    change: 'Tabs that name their panels',
    files: [
      'src/theme/Tabs/index.tsx',
      'src/theme/Tabs/ids.ts',
      'src/theme/TabItem/index.tsx',
      'src/theme/TabItem/styles.module.css',
    ],
    kind: 'wrap',
    upstream: [themeClassic('Tabs/index.js'), themeClassic('TabItem/index.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/TabItem/index.tsx'),
    swizzles: [
      {component: 'Tabs', action: 'wrap', safety: 'unsafe'},
      {component: 'TabItem', action: 'eject', safety: 'unsafe'},
    ],
    pays: 'Defect: stock tabs do not name their panels (`aria-controls`, panel ids), so assistive technology cannot pair them',
    canaries: [
      {file: themeCanaries, name: 'src/theme/Tabs/index.tsx'},
      {file: themeCanaries, name: 'src/theme/TabItem/index.tsx'},
      {
        file: 'tests/e2e/code-blocks.spec.ts',
        name: 'each tab controls its own panel, which names the tab',
      },
    ],
    offer: 'Yes: an accessibility fix',
  },
  {
    change: 'Not-found page with a title, the sections, and canonical redirects',
    files: ['src/theme/NotFound/Content/index.tsx', 'src/theme/NotFound/Content/canonical.ts'],
    kind: 'eject',
    upstream: [themeClassic('NotFound/Content/index.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/NotFound/Content/index.tsx'),
    swizzles: [{component: 'NotFound/Content', action: 'eject', safety: 'unsafe'}],
    pays: 'Defect: with the docs at the site root, unknown paths render inside the docs route, where stock sets no title; it also sends non-canonical addresses of real pages (case, `//`, `.html`) to the page',
    canaries: [
      {file: themeCanaries, name: 'src/theme/NotFound/Content/index.tsx'},
      {file: 'tests/e2e/routes.spec.ts', name: 'a missing .html page stays on the not-found page'},
    ],
    offer: 'Partly: the missing title',
  },
  {
    change: 'Local search, loaded on intent',
    files: ['src/theme/SearchBar/index.tsx', 'src/theme/SearchBar/styles.module.css'],
    kind: 'eject',
    upstream: [themeClassic('SearchBar.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/SearchBar.tsx'),
    swizzles: [{component: 'SearchBar', action: 'eject', safety: 'safe'}],
    pays: "Feature: local search (spec §4); stock's SearchBar is a placeholder that renders nothing",
    canaries: [{file: themeCanaries, name: 'src/theme/SearchBar/index.tsx'}],
    offer: 'No',
  },
  {
    change: 'Pages import the tags they show: admonitions by type, details, Example, CompatTable',
    files: ['src/theme/MDXComponents.tsx', 'src/plugins/mdx-tags/', 'src/components/Admonition/'],
    kind: 'eject',
    upstream: [themeClassic('MDXComponents/index.js'), themeClassic('Admonition/index.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/MDXComponents/index.tsx'),
    swizzles: [{component: 'MDXComponents', action: 'eject', safety: 'safe'}],
    pays: 'Bytes: registered in MDXComponents, every admonition type with its icon (3.9 KB gzip with its layout) and Details were in the chunk every docs page loads; imported by the pages that show them, the 44 docs pages without an admonition carry none, and the others only the types they use',
    canaries: [
      {file: themeCanaries, name: 'src/theme/MDXComponents.tsx'},
      {
        file: themeCanaries,
        name: 'src/components/Admonition/index.tsx (an admonition of one type)',
      },
      {
        file: 'tests/unit/mdx-tags.test.ts',
        name: 'imports the stock component of each type a page uses',
      },
    ],
    offer: 'Maybe: MDX components imported by the pages that use them',
  },
  {
    change: 'Keyboard users marked on <body>',
    files: ['src/clientModules/keyboardNavigation.ts'],
    kind: 'client module',
    upstream: [],
    pays: 'Spec §2 asks for `navigation-with-keyboard` on Tab, removed on mouse down; Docusaurus 3.10 no longer sets it',
    canaries: [
      {
        file: shellTests,
        name: 'Tab adds navigation-with-keyboard to <body>; a mouse down removes it',
      },
    ],
    offer: 'No: upstream chose `:focus-visible`',
  },
  {
    change: 'Modules two route chunks share placed in main.js',
    files: ['src/clientModules/sharedModules.ts'],
    kind: 'client module',
    upstream: [],
    pays: 'Bytes: `@mdx-js/react`, Collapsible and CodeBlock once on a docs page, not once in each of two chunks (not re-measured)',
    canaries: [
      {
        file: 'tests/built/site.test.ts',
        name: 'a module two route chunks of a docs page share, %s, is in main.js once',
      },
    ],
    offer: 'Maybe: a bundler setting for chunks that always load together',
  },
  {
    change: "Long pages' blocks render when scrolled near",
    files: ['src/plugins/offscreen-blocks/'],
    kind: 'inline script',
    upstream: [],
    pays: 'Main thread: the layout and paint of blocks far below the first screen (the longest task after first paint on `/api/html/input/` when it was added; not re-measured)',
    canaries: [
      {
        file: speedTests,
        name: 'a plain load lets off-screen blocks wait; a load at an anchor or a reload does not',
      },
    ],
    offer: 'No',
  },
  {
    change: '`/page/index.html` rewritten to `/page/` before hydration',
    files: ['src/plugins/index-html-url/'],
    kind: 'inline script',
    upstream: [],
    pays: 'Defect: the router saw a path the server never rendered, and hydration failed',
    canaries: [
      {
        file: 'tests/e2e/routes.spec.ts',
        name: "['learn/installation/index.html', 'learn/installation/']",
      },
    ],
    offer: 'Maybe: any static host that serves `index.html` by name',
  },
];

/** Changes removed because they paid too little, and what each saved. */
export const removed: readonly {change: string; saved: string}[] = [
  {
    change: 'The `DocVersionBadge` swizzle (rendered nothing: one docs version)',
    saved: '89 B on docs pages',
  },
  {
    change:
      'The `prefetchOnIntent` client module, which made the viewport prefetch a no-op: lean-client/prefetch does it in the bundle, and drops the chunk-name map with it',
    saved: 'superseded (65 B of its own)',
  },
];

/** A change taken out because measuring it showed no clear gain, with the figures. */
export interface RetiredPatch {
  change: string;
  /** The files it was made of (gone now). */
  files: readonly string[];
  /** What was measured, and why it went. */
  measured: string;
}

/** One figure of 15 runs, in ms: the median, then the first and third quartiles. */
type Runs = readonly [median: number, q1: number, q3: number];
/** TBT and the longest task on one page. */
type Figures = {tbt: Runs; longest: Runs};
// The build with all three timing patches, the same for every entry (27 November 2026, by
// `npm run bench:timing-patches`: scripts/bench/timing-patches.mjs as of commit 31020be).
const withAll = {
  '/learn/styles/': {tbt: [398, 289, 577], longest: [298, 232, 321]},
  '/api/html/common/': {tbt: [831, 690, 951], longest: [412, 377, 544]},
} as const satisfies Record<string, Figures>;
type Page = keyof typeof withAll;
const runs = ([median, q1, q3]: Runs) => `${median} [${q1}–${q3}]`;
/** Each page's figures with every timing patch and without this one, then the verdict. */
const measured = (without: Record<Page, Figures>) =>
  [
    ...(Object.keys(withAll) as Page[]).map(
      (page) =>
        `\`${page}\`: TBT ${runs(withAll[page].tbt)} with, ${runs(without[page].tbt)} without; ` +
        `longest task ${runs(withAll[page].longest)} with, ${runs(without[page].longest)} without`,
    ),
    'Retired 2026-11-27: the difference is not clear (middle halves overlap)',
  ].join('. ');

/**
 * The timing patches, each measured with 15 trace runs per build at 4× CPU (rotating
 * order; load average during the runs 1.7 on /learn/styles/, 1.8 on /api/html/common/,
 * on 2 cores). One could stay only where the middle halves of TBT or of the longest
 * task, with and without it, did not overlap; they overlapped for all three, on both pages.
 */
export const retiredPatches: readonly RetiredPatch[] = [
  {
    change: 'Start-up in steps (production client entry)',
    files: ['src/plugins/transition-hydration/clientEntry.tsx'],
    measured: measured({
      '/learn/styles/': {tbt: [528, 455, 680], longest: [349, 293, 398]},
      '/api/html/common/': {tbt: [1036, 829, 1111], longest: [418, 383, 464]},
    }),
  },
  {
    change: 'The re-render after hydration as a transition',
    files: [
      'src/plugins/transition-hydration/browserContext.tsx',
      'src/plugins/transition-hydration/index.ts',
    ],
    measured: measured({
      '/learn/styles/': {tbt: [353, 281, 580], longest: [262, 240, 371]},
      '/api/html/common/': {tbt: [811, 649, 951], longest: [477, 439, 504]},
    }),
  },
  {
    change: 'Scripts start after the first full paint (page template)',
    files: ['src/plugins/page-scripts/template.ts', 'src/plugins/page-scripts/startAfterPaint.js'],
    measured: measured({
      '/learn/styles/': {tbt: [346, 229, 442], longest: [273, 229, 336]},
      '/api/html/common/': {tbt: [880, 842, 936], longest: [484, 446, 548]},
    }),
  },
];
