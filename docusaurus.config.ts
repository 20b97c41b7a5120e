import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {baseUrl, githubUrl, tagline} from './src/data/site';
import {codeBlockTheme} from './src/data/codeThemes';
import rawSourcePlugin from './src/plugins/raw-source';
import indexHtmlUrlPlugin from './src/plugins/index-html-url';
import leanClientPlugin from './src/plugins/lean-client';
import llmsTxtPlugin from './src/plugins/llms-txt';
import nativeMessagesPlugin from './src/plugins/native-messages';
import playgroundCompilerPlugin from './src/plugins/playground-compiler';
import previewFramePlugin from './src/plugins/preview-frame';
import searchPlugin from './src/plugins/search';
import rsdExamplesPlugin from './src/plugins/rsd-examples';
import sourceMapsPlugin from './src/plugins/source-maps';
import syntaxTokensPlugin, {remarkSyntaxTokens} from './src/plugins/syntax-tokens';
import remarkPageTags, {remarkAdmonitions} from './src/plugins/mdx-tags/remark';
import remarkPageActions from './src/plugins/page-actions/remark';
import remarkAssistantRules from './src/plugins/assistant-rules/remark';
import remarkReleases from './src/plugins/releases/remark';
import releasesFeedPlugin from './src/plugins/releases';
import offscreenBlocksPlugin from './src/plugins/offscreen-blocks';
import noWarningsPlugin from './src/plugins/no-warnings';
import compatRowsPlugin from './src/plugins/compat-rows';
import keptMarkupPlugin from './src/plugins/kept-markup';
import compatExplorerPlugin from './src/plugins/compat-explorer';
import pageScriptsPlugin from './src/plugins/page-scripts';
import pageCardsPlugin from './src/plugins/page-cards';
import transitionHydrationPlugin from './src/plugins/transition-hydration';
import {pageTemplate} from './src/plugins/page-scripts/template';
import leaveOutPlugin, {isLeftOut} from './src/plugins/leaveOut';
import {pagePolicyTag} from './src/playground/host/pagePolicy';

const title = 'React Strict DOM';
// Docusaurus 4 always leaves the legacy `head` out of postBuild and rejects the flag that
// did so in 3.x, where ssgWorkerThreads requires it. (A record type: Docusaurus 4's types
// have no such key, so the literal itself would not type-check there.)
const docusaurusMajor = Number(
  createRequire(import.meta.url)('@docusaurus/core/package.json').version.split('.')[0],
);
const legacyFutureFlags: Record<string, boolean> =
  docusaurusMajor < 4 ? {removeLegacyPostBuildHeadAttribute: true} : {};
// Code blocks are highlighted while MDX compiles: see src/plugins/syntax-tokens. Pages
// import the site's rarer tags (Example, CompatTable) without saying so: src/plugins/mdx-tags.
const remarkPlugins = [
  [remarkSyntaxTokens, {siteDir: fileURLToPath(new URL('.', import.meta.url))}],
  remarkPageTags,
];

const config = {
  title,
  tagline,
  favicon: 'img/favicon.svg',
  url: 'https://react.github.io',
  baseUrl,
  organizationName: 'react',
  projectName: 'react-strict-dom',
  // GitHub Pages serves /page/ from page/index.html; emitting trailing-slash
  // links avoids a redirect on every navigation.
  trailingSlash: true,

  // Scripts start once the first content is on screen: see src/plugins/page-scripts/template.ts.
  // Each isLeftOut() builds without a change, to measure what it pays (`npm run payoffs`).
  ...(isLeftOut('src/plugins/page-scripts/template.ts') ? {} : {ssrTemplate: pageTemplate()}),

  // A preview frame cannot navigate itself anywhere: see src/playground/host/pagePolicy.ts.
  headTags: [pagePolicyTag],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr'}},
  },

  future: {
    // Not `v4: true`: it namespaces the colour-mode key, which must stay `theme`.
    v4: legacyFutureFlags,
    // Rspack + SWC: cold builds in seconds. No persistent cache, so builds from
    // parallel work trees sharing node_modules never share state.
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },

  clientModules: [
    './src/clientModules/keyboardNavigation.ts',
    ...(isLeftOut('src/clientModules/sharedModules.ts')
      ? []
      : ['./src/clientModules/sharedModules.ts']),
  ],
  plugins: [
    rawSourcePlugin,
    indexHtmlUrlPlugin,
    ...(isLeftOut('src/plugins/offscreen-blocks/') ? [] : [offscreenBlocksPlugin]),
    llmsTxtPlugin,
    pageCardsPlugin,
    releasesFeedPlugin,
    searchPlugin,
    rsdExamplesPlugin,
    nativeMessagesPlugin,
    playgroundCompilerPlugin,
    previewFramePlugin,
    syntaxTokensPlugin,
    compatRowsPlugin,
    keptMarkupPlugin,
    compatExplorerPlugin,
    leanClientPlugin,
    pageScriptsPlugin,
    transitionHydrationPlugin,
    noWarningsPlugin,
    leaveOutPlugin,
    ...(process.env.BUNDLE_REPORT ? [sourceMapsPlugin] : []),
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // Every category starts expanded: readers see the whole section at once.
          sidebarCollapsed: false,
          // The rules for assistants are written into their page before its code is
          // highlighted; every docs page gets its page actions under its title.
          beforeDefaultRemarkPlugins: [
            remarkAssistantRules,
            remarkReleases,
            ...remarkPlugins,
            remarkPageActions,
          ],
          remarkPlugins: [remarkAdmonitions],
        },
        blog: false,
        pages: {beforeDefaultRemarkPlugins: remarkPlugins, remarkPlugins: [remarkAdmonitions]},
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    // No site-wide image here: src/plugins/page-cards names each page's image in its HTML.
    metadata: [
      {property: 'og:title', content: title},
      {property: 'og:description', content: tagline},
      {name: 'description', content: tagline},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title,
      hideOnScroll: false,
      logo: {
        alt: 'React Strict DOM logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'learnSidebar', position: 'left', label: 'Learn'},
        {type: 'docSidebar', sidebarId: 'apiSidebar', position: 'left', label: 'API'},
        {
          type: 'docSidebar',
          sidebarId: 'contributeSidebar',
          position: 'left',
          label: 'Contribute',
        },
        {
          href: githubUrl,
          position: 'right',
          label: 'GitHub',
          'aria-label': 'React Strict DOM on GitHub',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Learn', to: '/learn/'},
            {label: 'API reference', to: '/api/'},
            {label: 'Contribute', to: '/contribute/'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub', href: githubUrl},
            {label: 'Issues', href: `${githubUrl}/issues`},
            {label: 'Discussions', href: `${githubUrl}/discussions`},
          ],
        },
      ],
      copyright: `Copyright © 2025 Meta Platforms, Inc. Built with Docusaurus.`,
    },
    prism: {
      // One theme for both modes: its colours are CSS variables (see codeThemes.ts).
      theme: codeBlockTheme,
      // Highlighting runs at build time, with the languages src/plugins/syntax-tokens/tokenize.ts adds.
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
