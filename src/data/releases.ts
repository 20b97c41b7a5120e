/**
 * Every release of react-strict-dom, newest first, with what changed for someone who uses
 * it, and the changes on the library's main branch that no release has yet. Written from
 * the changelog that ships in the package (node_modules/react-strict-dom/CHANGELOG.md) and
 * checked against the published tarballs (`npm pack react-strict-dom@<version>`) where the
 * two differ; the unreleased changes from the repository's history after the 0.0.55 tag.
 * Shown on /learn/releases/ and published as its Atom feed (src/plugins/releases).
 * tests/unit/releases.test.ts checks the list against the installed changelog.
 *
 * Markdown in the strings; links to the site are site paths.
 */

export interface Release {
  version: string;
  /** The release date the changelog gives (the tag's date for releases it omits). */
  date: string;
  /** Changes that need code or setup changes, each a sentence. */
  breaking?: readonly string[];
  /** Everything else a reader may notice, each a sentence. */
  changes: readonly string[];
  /** Said before the changes: why a release cannot be used, or how it differs from its notes. */
  note?: string;
}

/** What upstream main has changed since the last release. */
export interface Unreleased {
  /** The release it follows. */
  since: string;
  /** The newest commit read, and its date. */
  through: {commit: string; date: string};
  /** How many commits main is past the release. */
  commits: number;
  breaking: readonly string[];
  changes: readonly string[];
}

export const unreleased: Unreleased = {
  since: '0.0.55',
  through: {commit: 'a6a8c15', date: '2026-06-12'},
  commits: 16,
  breaking: [
    'The `react-native` peer dependency becomes `>=0.82.0` (from `>=0.79.5`): on native, a ref to an `html.*` element now builds on the DOM node APIs React Native 0.82 ships (parent and child traversal, `ownerDocument`, `getRootNode`, pointer capture) instead of reimplementing them. Upgrade React Native, or Expo to an SDK with React Native 0.82 or later, before this release.',
  ],
  changes: [
    'On native, text elements get `overflow: visible` unless their styles set `overflow`, so text that a small `lineHeight` pushes outside its box is no longer clipped, as on the web.',
    'On native, a `:active` style ends when the pointer leaves the element, not only when it is lifted.',
    'On native, every component that follows `prefers-reduced-motion` shares one subscription to the system setting instead of asking on each mount.',
    'The web compiler moves from StyleX 0.15.4 to 0.18.3.',
    'The library reads React Native’s text context from its public `unstable_TextAncestorContext` export instead of a file deep inside `react-native`.',
    'The rest is the repository’s own: its Flow types, continuous integration, and the Vite example app and setup guide, now for Vite 8.',
  ],
};

export const releases: readonly Release[] = [
  {
    version: '0.0.55',
    date: '2026-01-09',
    changes: [
      '`autoCapitalize` works on native `html.input` and `html.textarea`.',
      'On native, refs to `html.input` and `html.textarea` get `setSelectionRange`, `selectionStart` and `selectionEnd`, which need a React Native release newer than those out when 0.0.55 was (the changelog says so).',
      'A rejected `AccessibilityInfo.isReduceMotionEnabled` promise no longer surfaces as an unhandled error.',
    ],
  },
  {
    version: '0.0.54',
    date: '2025-10-02',
    breaking: [
      'Theme files end in `.css.ts` (or `.css.js`, `.css.tsx`), no longer `.stylex.ts`, and the CSS entry file holds `@react-strict-dom;` instead of `@stylex;`: the changes 0.0.52 announced, in the first release that installs. See [Upgrading](/learn/upgrading/#0054).',
    ],
    changes: [
      '`@media (prefers-reduced-motion)` styles apply on native.',
      '`react-strict-dom/postcss-plugin` passes on its `useCSSLayers` option.',
      'StyleX 0.15.4 compiles the web styles.',
      'The native check for `zIndex` without `position` no longer fires for positioned elements.',
    ],
  },
  {
    version: '0.0.53',
    date: '2025-10-01',
    note: 'Cannot be installed: it depends on `postcss-react-strict-dom` 0.0.53, which was never published. Its theme files end in `.css.js`, so a `tokens.css.ts` is not recognised as one.',
    changes: ['A faster web style runtime, with more readable debug class names.'],
  },
  {
    version: '0.0.52',
    date: '2025-09-28',
    note: 'Cannot be installed: it depends on `postcss-react-strict-dom` 0.0.52, which was never published. Go from 0.0.51 or older straight to 0.0.54.',
    breaking: [
      'Theme files are renamed from `.stylex` to `.css`, and the PostCSS plugin is built on React Strict DOM’s own PostCSS package.',
    ],
    changes: [],
  },
  {
    version: '0.0.51',
    date: '2025-09-28',
    changes: [
      'Native logs an error for `zIndex` on an element without `position`.',
      'Refs on native keep the DOM methods of the element they wrap.',
    ],
  },
  {
    version: '0.0.50',
    date: '2025-09-10',
    changes: ['`willChange` is accepted on native.'],
  },
  {
    version: '0.0.49',
    date: '2025-09-04',
    breaking: [
      '`compat.native` no longer applies the default `position` and `boxSizing` of `html.*` elements. See [Upgrading](/learn/upgrading/#0049).',
    ],
    changes: [],
  },
  {
    version: '0.0.48',
    date: '2025-08-20',
    breaking: [
      'The `as` prop of `compat.native` takes element names: `div`, `span`, `img`, `input`, `textarea`. See [Upgrading](/learn/upgrading/#0048).',
    ],
    changes: [
      'Native logs an error when a flex item property such as `flexGrow` is set on an element whose parent is not `display: flex`.',
    ],
  },
  {
    version: '0.0.47',
    date: '2025-08-12',
    changes: ['A string `opacity` works on Android.'],
  },
  {
    version: '0.0.46',
    date: '2025-08-11',
    changes: [
      'Faster native rendering, with development-only checks left out of production builds.',
      'The changelog lists here two changes whose files were already in 0.0.45: no more polyfill for `boxSizing: content-box` on native, and refs set with a ref callback.',
    ],
  },
  {
    version: '0.0.45',
    date: '2025-08-11',
    note: 'Not in the changelog. Its package already holds two changes the changelog lists under 0.0.46.',
    changes: [
      'Native no longer polyfills `boxSizing: content-box`: React Native sizes the box as written.',
      'Native refs are set with a ref callback instead of `useImperativeHandle`.',
    ],
  },
  {
    version: '0.0.44',
    date: '2025-08-03',
    changes: [
      'Faster native style processing.',
      'The library no longer replaces `getBoundingClientRect` on native refs.',
      'Numeric `fontSize` follows the viewport scale on native.',
    ],
  },
  {
    version: '0.0.43',
    date: '2025-07-27',
    changes: [
      'An experimental custom viewport width on native.',
      'Native no longer logs an error when an element’s own style has `alignSelf`, `flex`, `flexBasis`, `flexGrow` or `flexShrink` without `display: flex`.',
      'Somewhat faster native rendering under Hermes.',
    ],
  },
  {
    version: '0.0.42',
    date: '2025-07-23',
    changes: [
      'Native maps the logical CSS properties (`marginInlineStart`, `insetInline` and the others) itself again, undoing 0.0.38’s use of React Native’s own support.',
    ],
  },
  {
    version: '0.0.41',
    date: '2025-07-17',
    changes: [
      '`backgroundImage` gradients on native.',
      'Native logs an error when an element’s own style has a flex item property (`alignSelf`, `flex`, `flexBasis`, `flexGrow`, `flexShrink`) without `display: flex`.',
    ],
  },
  {
    version: '0.0.40',
    date: '2025-07-11',
    changes: [
      'Corrected props for `html.select` and `html.option`.',
      'Native CSS transitions no longer use `Animated.delay` and `Animated.sequence`, and transitions no longer share one animated value.',
    ],
  },
  {
    version: '0.0.39',
    date: '2025-07-04',
    changes: [
      'The package ships the files of `react-strict-dom/postcss-plugin`, which 0.0.38 named without shipping.',
    ],
  },
  {
    version: '0.0.38',
    date: '2025-07-03',
    breaking: [
      'Requires React 19 and React Native 0.79.5 or later. See [Upgrading](/learn/upgrading/#0038).',
      'On native, web layout applies only inside an element with `data-layoutconformance="strict"`.',
      'CSS extraction moves to `react-strict-dom/postcss-plugin`, but this package lacks its files: use 0.0.39.',
    ],
    changes: [
      '`css.defineConsts`.',
      'StyleX 0.14 compiles the web styles.',
      'Native hands the logical CSS properties to React Native (reverted in 0.0.42).',
      'Transitions that start in the same commit share one animated value on native.',
    ],
  },
  {
    version: '0.0.37',
    date: '2025-06-27',
    changes: [
      'An experimental `spring()` timing function for transitions on native.',
      'Text elements no longer set `userSelect: auto` on native, which misbehaved on Android.',
      'A string `opacity` works on Android.',
    ],
  },
  {
    version: '0.0.36',
    date: '2025-06-10',
    changes: ['`name` on `html.input`, `html.select` and `html.textarea`.', 'StyleX 0.13.1.'],
  },
  {
    version: '0.0.35',
    date: '2025-05-09',
    changes: [
      'TypeScript finds the types through the package’s `exports`.',
      'Native elements get default accessibility roles.',
    ],
  },
  {
    version: '0.0.34',
    date: '2025-01-21',
    changes: ['The native default of `alignContent` is corrected.'],
  },
  {
    version: '0.0.33',
    date: '2025-01-07',
    changes: ['The package declares the Babel packages it needs.'],
  },
  {
    version: '0.0.32',
    date: '2024-12-23',
    breaking: [
      'The Babel preset takes a `platform` option and compiles the web styles only when it is `web`, so it can run in native builds too. See [the preset](/api/babel-preset/).',
    ],
    changes: [],
  },
  {
    version: '0.0.31',
    date: '2024-12-23',
    note: 'Not in the changelog, and unusable: like 0.0.30, its package has no `dist` folder, the code its `exports` name.',
    changes: [],
  },
  {
    version: '0.0.30',
    date: '2024-12-21',
    note: 'Not in the changelog, and unusable: its package has no `dist` folder, the code its `exports` name. Its Babel preset already has 0.0.32’s `platform` option.',
    changes: [],
  },
  {
    version: '0.0.29',
    date: '2024-11-11',
    changes: [
      '`html.mark`.',
      '`compat.native`, to wrap React Native components.',
      'CSS transitions no longer read refs during render.',
    ],
  },
  {
    version: '0.0.28',
    date: '2024-10-09',
    breaking: [
      'The package declares `exports`: only the entry points it lists can be imported.',
      'On the web a Babel preset replaces the Babel plugin, and StyleX no longer needs installing.',
    ],
    changes: [
      'Native uses React Native’s own `boxSizing` where it has one, which merges styles faster.',
      'Themes and style merging on the web behave as on native, with better optimised CSS.',
    ],
  },
  {
    version: '0.0.27',
    date: '2024-09-16',
    changes: ['`outline` styles on native.', 'Percentage `translate` transforms on native.'],
  },
  {
    version: '0.0.26',
    date: '2024-09-05',
    breaking: ['Requires React Native 0.75.2 or later.'],
    changes: ['StyleX 0.7.5.', 'Text decoration styles are inherited on native.'],
  },
  {
    version: '0.0.25',
    date: '2024-08-27',
    changes: ['Faster native rendering and updates, with fewer re-renders of `html.div`.'],
  },
  {
    version: '0.0.24',
    date: '2024-08-16',
    changes: [
      'Logical `textAlign` values on native.',
      '`StrictHTMLElement` and the other strict instance types are gone: use the DOM types such as `HTMLElement`.',
      'Corrected TypeScript types.',
    ],
  },
  {
    version: '0.0.23',
    date: '2024-08-08',
    changes: [
      '`isolation`, and the `inherit` and `unset` keywords for inherited properties, on native.',
      '`:focus` and `:active` styles on native.',
      'More elements mapped to native components, and a corrected `html.blockquote`.',
    ],
  },
  {
    version: '0.0.22',
    date: '2024-07-31',
    changes: [
      '`value` on `html.li`.',
      'Native transitions also run when they are added to an element that is already shown.',
    ],
  },
  {
    version: '0.0.21',
    date: '2024-07-22',
    changes: [
      'A `debug` option of the Babel plugin marks rendered elements with their source.',
      '`em`-based `lineHeight` is inherited correctly on native.',
    ],
  },
  {
    version: '0.0.20',
    date: '2024-07-19',
    changes: ['Native passes only supported props on to React Native.'],
  },
  {
    version: '0.0.19',
    date: '2024-07-15',
    changes: [
      'A development warning for the native transitions polyfill.',
      'Corrected `em` units on non-text elements and length units with a non-inherited `fontSize` on native.',
    ],
  },
  {
    version: '0.0.18',
    date: '2024-07-04',
    changes: [
      'Elements without transitions set up no animation on native.',
      'Invalid shorthand properties are no longer accepted on native.',
    ],
  },
  {
    version: '0.0.17',
    date: '2024-06-26',
    changes: [
      'StyleX 0.7.0.',
      'Experimental `boxShadow`, `filter` and `mixBlendMode` on native.',
      'Native text inputs are styled correctly, and strings wrapped automatically inherit styles and themes.',
    ],
  },
  {
    version: '0.0.16',
    date: '2024-06-24',
    changes: [
      'Dark `color-scheme` styles and media queries on native.',
      'Faster `css.props` on native.',
      'Development style warnings come from `css.create`; `letterSpacing` works on native.',
    ],
  },
  {
    version: '0.0.15',
    date: '2024-06-17',
    changes: [
      'Much faster `css.create` and `css.props` on native.',
      'CSS variable validation errors appear in development only.',
    ],
  },
  {
    version: '0.0.14',
    date: '2024-06-13',
    changes: [
      'Corrected `readOnly` and `required` types on `html.input`.',
      'Text truncation shows its ellipsis on Android.',
    ],
  },
  {
    version: '0.0.13',
    date: '2024-06-07',
    changes: [
      'Corrected inheritance of `fontSize` and `lineHeight` on native.',
      'Fewer context providers rendered, and console messages no longer repeated.',
    ],
  },
  {
    version: '0.0.12',
    date: '2024-06-03',
    changes: [
      'Object values in `css.defineVars` on native.',
      'No console messages in production builds on native.',
    ],
  },
  {
    version: '0.0.11',
    date: '2024-05-17',
    changes: ['Corrected `transform` styles on native.'],
  },
  {
    version: '0.0.10',
    date: '2024-05-09',
    changes: [
      'The ESLint plugin package is gone.',
      'Native logs an error for a shorthand property with an invalid value, and supports `caretColor` on Android and `placeContent`.',
      'On the web, `html.strong` keeps its bold weight, and the legacy `ThemeContext` export is gone.',
    ],
  },
  {
    version: '0.0.9',
    date: '2024-04-29',
    changes: ['Corrected negative length units and unitless `lineHeight` on native.'],
  },
  {
    version: '0.0.8',
    date: '2024-04-18',
    changes: [
      'Clearer native console messages, and `rowGap` and `columnGap` under their right names.',
      'Corrected `html` types on web and native.',
    ],
  },
  {
    version: '0.0.7',
    date: '2024-04-17',
    changes: [
      '`::placeholder` styles on native.',
      'StyleX 0.6.0, and element types exported.',
      'A string `0` style value works on Android; `verticalAlign` works on `html.textarea`.',
    ],
  },
  {
    version: '0.0.6',
    date: '2024-04-11',
    changes: [
      'Structured native console messages.',
      '`stopPropagation` and `preventDefault` on native click events.',
    ],
  },
  {
    version: '0.0.5',
    date: '2024-04-04',
    changes: ['Any `data-*` prop type-checks with Flow; `html.img` events work with Fabric.'],
  },
  {
    version: '0.0.4',
    date: '2024-03-25',
    changes: ['`html.del`, `html.ins`, `html.kbd`, `html.s` and `html.u`.'],
  },
  {
    version: '0.0.3',
    date: '2024-03-10',
    changes: ['TypeScript types.', 'Better CSS custom properties on native.'],
  },
  {
    version: '0.0.2',
    date: '2024-02-26',
    changes: ['A Babel plugin that optimises the web output.', 'A partial `visibility` on native.'],
  },
  {
    version: '0.0.1',
    date: '2024-02-20',
    changes: ['The first release.'],
  },
];
