/**
 * Every change this site makes to Docusaurus: what it replaces upstream, what it pays, the
 * tests that fail when an upgrade changes what it relies on. src/theme/README.md is made
 * from this file and from the measured payoffs (src/data/payoffs.json), and
 * tests/unit/patches.test.ts checks it: each override, build swap and client module has an
 * entry, each file and upstream path exists, each canary is there, each theme override says
 * what Docusaurus's swizzle config says of it, and each measured change has its figures.
 *
 * No figure is typed here. What a change pays in bytes or in what a reader sees is measured
 * by `npm run payoffs` (scripts/payoffs.mjs): one build per change with that change left out
 * (LEAVE_OUT, src/plugins/leaveOut.ts), against the build with all of them. The changes
 * retired after measurement are listed last; the figures that retired them are in
 * src/data/retired-patches.json.
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

/**
 * How `npm run payoffs` measures what a change pays, on a build without it: `bytes`, the
 * JavaScript each page's HTML starts before any interaction; `timing`, also what a reader
 * sees on the bench pages (Lighthouse's mobile load and a trace at 4× CPU).
 */
export type Payoff = 'bytes' | 'timing';

export interface Patch {
  /** A short name, for LEAVE_OUT and src/data/payoffs.json. */
  id: string;
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
  /** Measured by `npm run payoffs`: the README shows its figures from src/data/payoffs.json. */
  payoff?: Payoff;
  /** What it pays in words: beside measured figures, what they do not say; else the defect
   * it fixes, the feature it is, or why it is not measured. */
  pays?: string;
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
const hydrationCanaries = 'tests/unit/transition-hydration.test.ts';
const shellTests = 'tests/e2e/shell.spec.ts';
const speedTests = 'tests/e2e/speed.spec.ts';

export const patches: readonly Patch[] = [
  {
    id: 'helmet',
    payoff: 'bytes',
    change: 'react-helmet-async stand-in, in the browser bundle only',
    files: ['src/plugins/lean-client/helmet/'],
    kind: 'stand-in',
    upstream: ['react-helmet-async/lib/index.module.js'],
    link: npm('react-helmet-async', '1.3.0'),
    pays: 'The server still renders the head with react-helmet-async',
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
    id: 'tslib',
    payoff: 'bytes',
    change: 'tslib stand-in for @docusaurus/utils-common',
    files: ['src/plugins/lean-client/tslib/'],
    kind: 'stand-in',
    upstream: ['tslib/tslib.js', '@docusaurus/utils-common/lib/index.js'],
    link: npm('tslib', '2.9.1'),
    canaries: [
      {
        file: leanClientCanaries,
        name: 'src/plugins/lean-client/tslib/tslib.js (the tslib helpers @docusaurus/utils-common calls)',
      },
    ],
    offer: 'Yes: utils-common could be built as ES modules, or without `importHelpers`',
  },
  {
    id: 'docs-metadata',
    payoff: 'bytes',
    change:
      'The docs version metadata without its `docs` map, and sidebar links with `docId: true` and no `unlisted: false` (loader)',
    files: ['src/plugins/lean-client/docs-metadata/'],
    kind: 'loader',
    upstream: [
      '@docusaurus/plugin-content-docs/lib/props.js',
      '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
    ],
    link: docusaurus('docusaurus-plugin-content-docs/src/props.ts'),
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
    id: 'navbar-item-types',
    payoff: 'bytes',
    change: 'Only the navbar item types this site uses',
    files: ['src/theme/NavbarItem/ComponentTypes.tsx'],
    kind: 'eject',
    upstream: [themeClassic('NavbarItem/ComponentTypes.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/NavbarItem/ComponentTypes.tsx'),
    swizzles: [{component: 'NavbarItem/ComponentTypes', action: 'eject', safety: 'safe'}],
    pays: 'The version and locale dropdowns and the `doc` item stay out',
    canaries: [{file: themeCanaries, name: 'src/theme/NavbarItem/ComponentTypes.tsx'}],
    offer: 'Yes: load navbar item types by the types a config uses',
  },
  {
    id: 'content-visibility',
    payoff: 'bytes',
    change: 'No draft or unlisted banners in production',
    files: ['src/theme/ContentVisibility/index.tsx'],
    kind: 'wrap',
    upstream: [themeClassic('ContentVisibility/index.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/ContentVisibility/index.tsx'),
    swizzles: [{component: 'ContentVisibility', action: 'wrap', safety: 'unsafe'}],
    pays: 'The banners and the Admonition they render stay out',
    canaries: [
      {
        file: themeCanaries,
        name: 'src/theme/ContentVisibility/index.tsx (renders nothing in production)',
      },
    ],
    offer: 'No',
  },
  {
    id: 'prefetch',
    payoff: 'bytes',
    change: '`window.docusaurus` without its viewport prefetch',
    files: ['src/plugins/lean-client/prefetch/'],
    kind: 'stand-in',
    upstream: [
      coreClient('docusaurus.js'),
      coreClient('exports/Link.js'),
      '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    ],
    link: docusaurus('docusaurus/src/client/docusaurus.ts'),
    pays: "With it goes the chunk-name map of the ChunkAssetPlugin; and no page fetches other pages' scripts for the links in view",
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
    id: 'nprogress',
    payoff: 'bytes',
    change: 'nprogress stand-in',
    files: ['src/plugins/lean-client/nprogress/'],
    kind: 'stand-in',
    upstream: ['nprogress/nprogress.js', '@docusaurus/theme-classic/lib/nprogress.js'],
    link: npm('nprogress', '0.2.0'),
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
    id: 'site-config',
    payoff: 'bytes',
    change: "The browser's site config without the fields only the build reads (loader)",
    files: ['src/plugins/lean-client/site-config/'],
    kind: 'loader',
    upstream: ['@docusaurus/core/lib/server/codegen/codegen.js'],
    link: docusaurus('docusaurus/src/server/codegen/codegen.ts'),
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
    id: 'doc-footer',
    payoff: 'bytes',
    change: 'No doc footer (it shows only tags, an edit link or a date)',
    files: ['src/theme/DocItem/Footer/index.tsx'],
    kind: 'eject',
    upstream: [themeClassic('DocItem/Footer/index.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/DocItem/Footer/index.tsx'),
    swizzles: [{component: 'DocItem/Footer', action: 'eject', safety: 'unsafe'}],
    canaries: [{file: themeCanaries, name: 'src/theme/DocItem/Footer/index.tsx (renders nothing)'}],
    offer: 'No: right only for this configuration',
  },
  {
    id: 'global-data',
    payoff: 'bytes',
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
    id: 'not-found',
    payoff: 'bytes',
    change: 'The not-found content loaded when DocRoot renders it',
    files: ['src/plugins/lean-client/not-found/'],
    kind: 'stand-in',
    upstream: [themeClassic('DocRoot/index.js'), themeClassic('NotFound/Content/index.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/DocRoot/index.tsx'),
    pays: 'The 404 page keeps its server markup on screen until the content has loaded',
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
    id: 'version-banner',
    payoff: 'bytes',
    change: 'No version banner (one docs version)',
    files: ['src/theme/DocVersionBanner/index.tsx'],
    kind: 'eject',
    upstream: [themeClassic('DocVersionBanner/index.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/DocVersionBanner/index.tsx'),
    swizzles: [{component: 'DocVersionBanner', action: 'eject', safety: 'unsafe'}],
    canaries: [
      {file: themeCanaries, name: 'src/theme/DocVersionBanner/index.tsx (renders nothing)'},
    ],
    offer: 'No: right only for this configuration',
  },
  {
    id: 'registry',
    payoff: 'bytes',
    change: 'The route registry without the module paths only the server reads (loader)',
    files: ['src/plugins/lean-client/registry/'],
    kind: 'loader',
    upstream: [
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
      'react-loadable/lib/index.js',
    ],
    link: docusaurus('docusaurus/src/server/codegen/codegenRoutes.ts'),
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
    id: 'chunk-names',
    payoff: 'bytes',
    change:
      'Short route chunk names in the browser copies of the route registry and the route → chunk-name map, and for the chunks themselves (loader)',
    files: ['src/plugins/lean-client/chunk-names/', 'src/plugins/page-scripts/index.ts'],
    kind: 'loader',
    upstream: [
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
      '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    ],
    link: docusaurus('docusaurus/src/client/exports/ComponentCreator.tsx'),
    pays: "In main.js and in the runtime's map of chunk names",
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
    id: 'collapse-button',
    payoff: 'bytes',
    change: 'No sidebar collapse button (the sidebar is not hideable)',
    files: ['src/theme/DocSidebar/Desktop/CollapseButton/index.tsx'],
    kind: 'eject',
    upstream: [themeClassic('DocSidebar/Desktop/CollapseButton/index.js')],
    link: docusaurus(
      'docusaurus-theme-classic/src/theme/DocSidebar/Desktop/CollapseButton/index.tsx',
    ),
    swizzles: [{component: 'DocSidebar/Desktop/CollapseButton', action: 'eject', safety: 'unsafe'}],
    canaries: [
      {
        file: themeCanaries,
        name: 'src/theme/DocSidebar/Desktop/CollapseButton/index.tsx (renders nothing)',
      },
    ],
    offer: 'No: right only for this configuration',
  },
  {
    id: 'expand-button',
    payoff: 'bytes',
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
    canaries: [
      {
        file: themeCanaries,
        name: 'src/theme/DocRoot/Layout/Sidebar/ExpandButton/index.tsx (renders nothing)',
      },
    ],
    offer: 'No: right only for this configuration',
  },
  {
    id: 'announcement-bar',
    payoff: 'bytes',
    change: 'No announcement bar (none is configured)',
    files: ['src/theme/AnnouncementBar/index.tsx'],
    kind: 'eject',
    upstream: [themeClassic('AnnouncementBar/index.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/AnnouncementBar/index.tsx'),
    swizzles: [{component: 'AnnouncementBar', action: 'eject', safety: 'unsafe'}],
    canaries: [
      {file: themeCanaries, name: 'src/theme/AnnouncementBar/index.tsx (renders nothing)'},
    ],
    offer: 'No: right only for this configuration',
  },
  {
    id: 'pure-modules',
    payoff: 'bytes',
    change: 'parse-numeric-range flagged free of side effects',
    files: ['src/plugins/lean-client/pure-modules/'],
    kind: 'bundler rule',
    upstream: ['parse-numeric-range/package.json'],
    link: npm('parse-numeric-range', '1.3.0'),
    canaries: [
      {
        file: 'tests/built/site.test.ts',
        name: 'parse-numeric-range is left out of every script a docs page starts',
      },
    ],
    offer: 'Upstream of Docusaurus: the package could declare `sideEffects: false`',
  },
  {
    id: 'page-scripts',
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
    id: 'page-template',
    payoff: 'timing',
    change: 'Scripts start after the first paint (page template)',
    files: ['src/plugins/page-scripts/template.ts', 'src/plugins/page-scripts/startAfterPaint.js'],
    kind: 'inline script',
    upstream: ['@docusaurus/core/lib/ssg/ssgTemplate.html.js'],
    link: docusaurus('docusaurus/src/ssg/ssgTemplate.html.ts'),
    pays: "The page's text is on screen before any script is asked for, so neither the first nor the largest paint waits for JavaScript (Docusaurus's deferred scripts in <head> are fetched while the page is parsed and run before it paints). Retired once when the rule judged TBT and the longest task alone; back since it judges the paints too (issue 46)",
    canaries: [
      {
        file: pageScriptsCanaries,
        name: 'src/plugins/page-scripts/template.ts (the stock template it edits)',
      },
      {
        file: speedTests,
        name: 'a page requests its scripts only once its first content is on screen',
      },
    ],
    offer: 'Maybe: an option to start the scripts after the first paint',
  },
  {
    id: 'syntax-tokens',
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
    pays: 'Design: code arrives highlighted, so no page loads Prism and its languages; the ejected blocks also skip the remount of every block after hydration',
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
    id: 'skip-link',
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
    id: 'tabs',
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
    id: 'not-found-page',
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
    id: 'search',
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
    id: 'mdx-tags',
    change: 'Pages import the tags they show: admonitions by type, details, Example, CompatTable',
    files: ['src/theme/MDXComponents.tsx', 'src/plugins/mdx-tags/', 'src/components/Admonition/'],
    kind: 'eject',
    upstream: [themeClassic('MDXComponents/index.js'), themeClassic('Admonition/index.js')],
    link: docusaurus('docusaurus-theme-classic/src/theme/MDXComponents/index.tsx'),
    swizzles: [{component: 'MDXComponents', action: 'eject', safety: 'safe'}],
    pays: 'Bytes, not measured (leaving it out needs the stock tags registered and the pages unchanged): registered in MDXComponents, every admonition type with its icon and Details were in the chunk every docs page loads; imported by the pages that show them, a page without an admonition carries none, and the others only the types they use',
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
    id: 'keyboard-navigation',
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
    id: 'shared-modules',
    payoff: 'bytes',
    change: 'Modules two route chunks share placed in main.js',
    files: ['src/clientModules/sharedModules.ts'],
    kind: 'client module',
    upstream: [],
    pays: '`@mdx-js/react`, Collapsible and CodeBlock once on a docs page, not once in each of two chunks',
    canaries: [
      {
        file: 'tests/built/site.test.ts',
        name: 'a module two route chunks of a docs page share, %s, is in main.js once',
      },
    ],
    offer: 'Maybe: a bundler setting for chunks that always load together',
  },
  {
    id: 'offscreen-blocks',
    payoff: 'timing',
    change: "Long pages' blocks render when scrolled near",
    files: ['src/plugins/offscreen-blocks/'],
    kind: 'inline script',
    upstream: [],
    pays: 'Main thread: the layout and paint of blocks far below the first screen',
    canaries: [
      {
        file: speedTests,
        name: 'a plain load lets off-screen blocks wait; a load at an anchor or a reload does not',
      },
    ],
    offer: 'No',
  },
  {
    id: 'client-entry',
    payoff: 'timing',
    change: 'Start-up in steps (production client entry)',
    files: [
      'src/plugins/transition-hydration/clientEntry.tsx',
      'src/plugins/transition-hydration/index.ts',
    ],
    kind: 'stand-in',
    upstream: [coreClient('clientEntry.js'), coreClient('preload.js')],
    link: docusaurus('docusaurus/src/client/clientEntry.tsx'),
    pays: "Main thread: stock runs main.js's modules, the route's modules and the start of hydration in one task, which is the longest task after the first paint on the docs pages; retired once, on figures taken under load, and back since the bench on a quiet machine (issue 46)",
    canaries: [
      {
        file: hydrationCanaries,
        name: 'src/plugins/transition-hydration/clientEntry.tsx (a copy that starts in steps)',
      },
      {
        file: hydrationCanaries,
        name: 'src/plugins/transition-hydration/clientEntry.tsx (the start-up it copies)',
      },
    ],
    offer: 'Maybe: start-up in several tasks helps every site on slow phones',
  },
  {
    id: 'browser-context',
    payoff: 'timing',
    change: 'The re-render after hydration as a transition',
    files: [
      'src/plugins/transition-hydration/browserContext.tsx',
      'src/plugins/transition-hydration/index.ts',
    ],
    kind: 'stand-in',
    upstream: [
      coreClient('browserContext.js'),
      coreClient('App.js'),
      coreClient('exports/useIsBrowser.js'),
    ],
    link: docusaurus('docusaurus/src/client/browserContext.tsx'),
    pays: 'Main thread: every useIsBrowser consumer re-renders after hydration in short slices, not in one task',
    canaries: [
      {
        file: hydrationCanaries,
        name: 'src/plugins/transition-hydration/browserContext.tsx (a copy with a transition)',
      },
    ],
    offer: 'Yes: a one-line change (`startTransition`)',
  },
  {
    id: 'index-html-url',
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
