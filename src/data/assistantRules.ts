/**
 * The rules an assistant follows to write correct React Strict DOM code, each a
 * sentence with a right and a wrong example. One source for three readers: the
 * skill file published with the site (react-strict-dom.skill.md), the Learn page
 * "Using an assistant", and the tests: tests/unit/assistant-rules.test.ts compiles
 * every example with react-strict-dom 0.0.55, type-checks it and runs it on the
 * web; the native judge (`npm run check:native`, tests/native/rules.test.ts) runs
 * it on React Native for iOS and Android. The right example must pass both, and
 * the wrong one fail exactly as `fails` says. Examples are written flush left:
 * they are shown as they are.
 */

/** An example's files, by name; the first is the one the test renders. */
export type ExampleFiles = Readonly<Record<string, string>>;

/**
 * How the test runs a pair of examples.
 * - `component`: TSX files, compiled with the library's Babel preset for the web,
 *   type-checked against its web and native types, and rendered with its web and
 *   native builds (every exported component of the first file, without props).
 * - `babel-config`: a `babel.config.js`, used by Babel for a web and an iOS build of
 *   a small component.
 * - `loader-rule`: a bundler rule for babel-loader, whose `test` and `exclude` decide
 *   which of the package's web files the preset compiles before the web build runs.
 */
export type PairKind = 'component' | 'babel-config' | 'loader-rule';

/** What goes wrong with the wrong example; the test finds each message verbatim. */
export type Failure =
  /** The preset stops the web build with this message. */
  | {readonly kind: 'compile'; readonly message: string}
  /** TypeScript reports this, with the web types and with the native ones. */
  | {readonly kind: 'types'; readonly message: string}
  /** The native build logs this in development (or throws it). */
  | {readonly kind: 'native'; readonly message: string}
  /**
   * On Android and iOS the element with this text has no layout of its own (a text
   * element inside another), so its layout styles do nothing.
   */
  | {readonly kind: 'native-no-layout'; readonly element: string}
  /** The web build throws this when the page runs. */
  | {readonly kind: 'web'; readonly message: string}
  /** It builds and runs, but the web element renders without the styles. */
  | {readonly kind: 'styles-lost'}
  /** An Android or iOS build gets the web output: `<html.div>` becomes a DOM `<div>`. */
  | {readonly kind: 'web-output-on-native'};

export interface AssistantRule {
  /** Stable name, used by the test's titles. */
  readonly id: string;
  /** A short heading. Markdown. */
  readonly title: string;
  /** The rule, one sentence. Markdown. */
  readonly rule: string;
  readonly kind: PairKind;
  readonly right: ExampleFiles;
  readonly wrong: ExampleFiles;
  readonly fails: readonly Failure[];
  /**
   * For what native lacks: the row of the compatibility data (src/data/compat) that
   * says so, which the test checks is not supported on Android and iOS.
   */
  readonly compatRow?: string;
}

export interface RuleGroup {
  readonly title: string;
  /** What the group covers, and where to read more. Markdown; links are site paths. */
  readonly intro: string;
  readonly rules: readonly AssistantRule[];
}

// Prefixes of the native build's development messages.
const rsdError = '[error] React Strict DOM: ';
const rsdWarn = '[warn] React Strict DOM: ';

export const ruleGroups: readonly RuleGroup[] = [
  {
    title: 'Set up the build',
    intro:
      'On the web, React Strict DOM needs a compile step: its Babel preset turns `css.create` into atomic CSS classes and `html.*` elements into DOM elements, and its PostCSS plugin writes the CSS. On Android and iOS the same code runs as it is. Each bundler wires this differently; follow its guide rather than guessing: [Expo](/learn/setup/) (`babel.config.js`, `postcss.config.js`, a `strict.css` holding `@react-strict-dom;`), [Next.js](/learn/setup-next/) (babel-loader with `transpilePackages`) or [Vite](/learn/setup-vite/) (`vite-plugin-babel`).',
    rules: [
      {
        id: 'compile-the-package',
        title: 'Compile react-strict-dom itself on the web',
        rule: "On the web, the preset must compile `react-strict-dom`'s own files too, not only yours: let the bundler's Babel step into `node_modules/react-strict-dom` (Next.js: `transpilePackages` and a babel-loader rule; Vite: the package in the Babel plugin's `include`, and in `ssr.noExternal` when rendering on the server).",
        kind: 'loader-rule',
        right: {
          'webpack-rule.js': `// babel-loader's rule in a web build (Next.js: next.config's webpack()).
module.exports = {
  test: /\\.[cm]?[jt]sx?$/,
  // Skip node_modules, except react-strict-dom.
  exclude: /node_modules[\\\\/](?!react-strict-dom[\\\\/])/,
  use: 'babel-loader',
};
`,
        },
        wrong: {
          'webpack-rule.js': `// babel-loader's rule in a web build (Next.js: next.config's webpack()).
module.exports = {
  test: /\\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: 'babel-loader',
};
`,
        },
        fails: [{kind: 'web', message: "Unexpected 'stylex.create' call at runtime"}],
      },
      {
        id: 'preset-options',
        title: 'Give the preset its three options',
        rule: "Pass the preset `debug`, `dev` and `platform`, with `platform: 'native'` when the bundler builds for Android or iOS: its defaults (`true`, `true`, `'web'`) suit neither a production build nor a native one. The example reads the platform from Metro, the bundler of Expo and React Native; Vite and Next.js build only the web and name no platform, so their config passes `platform: 'web'`.",
        kind: 'babel-config',
        right: {
          'babel.config.js': `// Metro only (Expo, React Native): Metro names the platform it builds.
// Vite and Next.js name none: there, pass platform: 'web' (their guides).
// With Expo, 'babel-preset-expo' comes first in presets.
module.exports = function (api) {
  // Metro passes 'ios', 'android' or 'web'; the PostCSS plugin, 'web'.
  const platform = api.caller((caller) => caller && caller.platform);
  const dev = api.caller((caller) => Boolean(caller && caller.isDev));
  return {
    presets: [
      [
        'react-strict-dom/babel-preset',
        {debug: dev, dev, platform: platform === 'web' ? 'web' : 'native'},
      ],
    ],
  };
};
`,
        },
        wrong: {
          'babel.config.js': `module.exports = {
  presets: ['react-strict-dom/babel-preset'],
};
`,
        },
        fails: [{kind: 'web-output-on-native'}],
      },
    ],
  },
  {
    title: 'Style elements',
    intro:
      'Styles are objects created once with `css.create` and passed to elements through `style`. See [Styles](/learn/styles/) and [css.create](/api/css/create/).',
    rules: [
      {
        id: 'style-prop',
        title: 'Pass styles through `style`',
        rule: "Give an element its styles through its `style` prop, one style or an array of them; do not spread `css.props()` or set `className`: the preset puts the element's own `className` after a spread, so on the web the spread styles are lost.",
        kind: 'component',
        right: {
          'Notice.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  box: {padding: 16, borderRadius: 8},
  urgent: {backgroundColor: '#fde7e9'},
});

export function Notice({urgent = false}: {urgent?: boolean}) {
  return (
    <html.div style={[styles.box, urgent && styles.urgent]}>Saved</html.div>
  );
}
`,
        },
        wrong: {
          'Notice.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  box: {padding: 16, borderRadius: 8},
});

export function Notice() {
  return <html.div {...css.props(styles.box)}>Saved</html.div>;
}
`,
        },
        fails: [{kind: 'styles-lost'}],
      },
      {
        id: 'no-inline-styles',
        title: 'No inline style objects',
        rule: '`style` takes what `css.create` (or `css.createTheme`) returns, never an object written inline.',
        kind: 'component',
        right: {
          'Card.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  card: {padding: 16},
});

export function Card() {
  return <html.div style={styles.card}>Card</html.div>;
}
`,
        },
        wrong: {
          'Card.tsx': `import {html} from 'react-strict-dom';

export function Card() {
  return <html.div style={{padding: 16}}>Card</html.div>;
}
`,
        },
        fails: [{kind: 'types', message: "is not assignable to type 'Styles'"}],
      },
      {
        id: 'static-styles',
        title: 'No `css.create` at run time',
        rule: 'Call `css.create` at the top level of a module with values the compiler can read; for a value known only at run time, write a style function and call it in `style`.',
        kind: 'component',
        right: {
          'Meter.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  bar: (percent: number) => ({width: \`\${percent}%\`}),
});

export function Meter({percent = 40}: {percent?: number}) {
  return <html.div style={styles.bar(percent)} />;
}
`,
        },
        wrong: {
          'Meter.tsx': `import {css, html} from 'react-strict-dom';

export function Meter({percent = 40}: {percent?: number}) {
  const styles = css.create({bar: {width: \`\${percent}%\`}});
  return <html.div style={styles.bar} />;
}
`,
        },
        fails: [{kind: 'compile', message: 'Unsupported expression'}],
      },
      {
        id: 'one-value-shorthands',
        title: 'One value per shorthand',
        rule: 'Give a shorthand such as `margin`, `padding`, `borderWidth` or `borderRadius` a single value; for different sides use the longhands (`marginBlock`, `marginInline`, `paddingInlineStart`).',
        kind: 'component',
        right: {
          'Panel.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  panel: {marginBlock: 8, marginInline: 16},
});

export function Panel() {
  return <html.div style={styles.panel}>Panel</html.div>;
}
`,
        },
        wrong: {
          'Panel.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  panel: {margin: '8px 16px'},
});

export function Panel() {
  return <html.div style={styles.panel}>Panel</html.div>;
}
`,
        },
        fails: [
          {
            kind: 'native',
            message: `${rsdError}invalid style value in "margin:8px 16px". Shortform properties cannot contain multiple values. Please use longform properties.`,
          },
        ],
      },
    ],
  },
  {
    title: 'Theme files',
    intro:
      'Variables shared across files (colours, spacing) live in theme files that the compiler reads on its own. See [Themes](/learn/themes/), [css.defineVars](/api/css/defineVars/) and [css.createTheme](/api/css/createTheme/).',
    rules: [
      {
        id: 'theme-file-name',
        title: 'Variables live in `.css.ts` files',
        rule: 'Call `css.defineVars` and `css.defineConsts` only in a file whose name ends in `.css.ts` or `.css.js`, and import it without the script extension (`./tokens.css`).',
        kind: 'component',
        right: {
          'Badge.tsx': `import {css, html} from 'react-strict-dom';
import {colors} from './tokens.css';

const styles = css.create({
  badge: {color: colors.accent},
});

export function Badge() {
  return <html.span style={styles.badge}>New</html.span>;
}
`,
          'tokens.css.ts': `import {css} from 'react-strict-dom';

export const colors = css.defineVars({accent: '#0b5cd5'});
`,
        },
        wrong: {
          'Badge.tsx': `import {css, html} from 'react-strict-dom';
import {colors} from './tokens';

const styles = css.create({
  badge: {color: colors.accent},
});

export function Badge() {
  return <html.span style={styles.badge}>New</html.span>;
}
`,
          'tokens.ts': `import {css} from 'react-strict-dom';

export const colors = css.defineVars({accent: '#0b5cd5'});
`,
        },
        fails: [{kind: 'compile', message: 'Unable to generate hash for defineVars()'}],
      },
      {
        id: 'theme-named-exports',
        title: 'Named exports only',
        rule: 'Export each `css.defineVars` result as a named `const` from the theme file, never as its default export.',
        kind: 'component',
        right: {
          'Badge.tsx': `import {css, html} from 'react-strict-dom';
import {colors} from './tokens.css';

const styles = css.create({
  badge: {color: colors.accent},
});

export function Badge() {
  return <html.span style={styles.badge}>New</html.span>;
}
`,
          'tokens.css.ts': `import {css} from 'react-strict-dom';

export const colors = css.defineVars({accent: '#0b5cd5'});
`,
        },
        wrong: {
          'Badge.tsx': `import {css, html} from 'react-strict-dom';
import colors from './tokens.css';

const styles = css.create({
  badge: {color: colors.accent},
});

export function Badge() {
  return <html.span style={styles.badge}>New</html.span>;
}
`,
          'tokens.css.ts': `import {css} from 'react-strict-dom';

export default css.defineVars({accent: '#0b5cd5'});
`,
        },
        fails: [{kind: 'compile', message: 'defineVars() calls must be bound to a bare variable.'}],
      },
      {
        id: 'camel-case-variables',
        title: 'camelCase variable names',
        rule: 'Name the keys of `css.defineVars` in camelCase: Android and iOS cannot resolve a hyphenated key.',
        kind: 'component',
        right: {
          'Badge.tsx': `import {css, html} from 'react-strict-dom';
import {colors} from './tokens.css';

const styles = css.create({
  badge: {color: colors.onAccent},
});

export function Badge() {
  return <html.span style={styles.badge}>New</html.span>;
}
`,
          'tokens.css.ts': `import {css} from 'react-strict-dom';

export const colors = css.defineVars({onAccent: '#ffffff'});
`,
        },
        wrong: {
          'Badge.tsx': `import {css, html} from 'react-strict-dom';
import {colors} from './tokens.css';

const styles = css.create({
  badge: {color: colors['on-accent']},
});

export function Badge() {
  return <html.span style={styles.badge}>New</html.span>;
}
`,
          'tokens.css.ts': `import {css} from 'react-strict-dom';

export const colors = css.defineVars({'on-accent': '#ffffff'});
`,
        },
        fails: [{kind: 'native', message: `${rsdWarn}unrecognized custom property "--on-accent`}],
      },
    ],
  },
  {
    title: 'Elements and props',
    intro:
      '`html.*` elements take web names and values, checked by their types; on Android and iOS an unknown prop is dropped with an error. See [Common props](/api/html/common/).',
    rules: [
      {
        id: 'label-for',
        title: '`for`, not `htmlFor`',
        rule: 'Tie a label to its field with `for`, as in HTML: `<html.label>` has no `htmlFor`.',
        kind: 'component',
        right: {
          'NameField.tsx': `import {html} from 'react-strict-dom';

export function NameField() {
  return (
    <html.div>
      <html.label for="name">Name</html.label>
      <html.input id="name" />
    </html.div>
  );
}
`,
        },
        wrong: {
          'NameField.tsx': `import {html} from 'react-strict-dom';

export function NameField() {
  return (
    <html.div>
      <html.label htmlFor="name">Name</html.label>
      <html.input id="name" />
    </html.div>
  );
}
`,
        },
        fails: [
          {kind: 'types', message: "Property 'htmlFor' does not exist"},
          {kind: 'native', message: `${rsdError}invalid prop "htmlFor"`},
        ],
      },
      {
        id: 'web-events',
        title: 'Web event names',
        rule: "Handle presses with `onClick`, and other events with their web names: React Native's `onPress` does not exist here.",
        kind: 'component',
        right: {
          'SaveButton.tsx': `import {html} from 'react-strict-dom';

export function SaveButton({onSave = () => {}}: {onSave?: () => void}) {
  return <html.button onClick={onSave}>Save</html.button>;
}
`,
        },
        wrong: {
          'SaveButton.tsx': `import {html} from 'react-strict-dom';

export function SaveButton({onSave = () => {}}: {onSave?: () => void}) {
  return <html.button onPress={onSave}>Save</html.button>;
}
`,
        },
        fails: [
          {kind: 'types', message: "Property 'onPress' does not exist"},
          {kind: 'native', message: `${rsdError}invalid prop "onPress"`},
        ],
      },
      {
        id: 'no-inner-html',
        title: 'No `dangerouslySetInnerHTML`',
        rule: 'Render text and elements as children: `html.*` elements have no `dangerouslySetInnerHTML`.',
        kind: 'component',
        right: {
          'Intro.tsx': `import {html} from 'react-strict-dom';

export function Intro({name = 'Ada'}: {name?: string}) {
  return (
    <html.p>
      Hello, <html.strong>{name}</html.strong>
    </html.p>
  );
}
`,
        },
        wrong: {
          'Intro.tsx': `import {html} from 'react-strict-dom';

export function Intro({name = 'Ada'}: {name?: string}) {
  const markup = \`Hello, <strong>\${name}</strong>\`;
  return <html.p dangerouslySetInnerHTML={{__html: markup}} />;
}
`,
        },
        fails: [
          {kind: 'types', message: "Property 'dangerouslySetInnerHTML' does not exist"},
          {kind: 'native', message: `${rsdError}invalid prop "dangerouslySetInnerHTML"`},
        ],
      },
    ],
  },
  {
    title: 'Text',
    intro:
      'On Android and iOS, text lives in `Text` views: `html.span`, `html.p`, the headings and the other text elements are `Text`, and `html.div`, `html.button` and the other elements are views. Browsers forgive a string anywhere; React Native does not. [Native messages](/api/native-messages/) explains the message React Native logs for a string outside a `Text`.',
    rules: [
      {
        id: 'strings-in-text-elements',
        title: 'A string beside other children goes in `html.span`',
        rule: "A string that is not an element's only child sits in `html.span` (or `html.p`): on native the library wraps a view's children in a `Text` only when one string is all they are, and React Native does not show a string beside another child of a view.",
        kind: 'component',
        right: {
          'Total.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  row: {display: 'flex', flexDirection: 'row', gap: 4},
});

export function Total() {
  return (
    <html.div style={styles.row}>
      <html.span>Total:</html.span>
      <html.span>12 €</html.span>
    </html.div>
  );
}
`,
        },
        wrong: {
          'Total.tsx': `import {html} from 'react-strict-dom';

export function Total() {
  return (
    <html.div>
      <html.span>Total:</html.span> 12 €
    </html.div>
  );
}
`,
        },
        fails: [
          {kind: 'native', message: 'Text strings must be rendered within a <Text> component.'},
        ],
      },
      {
        id: 'nested-text-has-no-layout',
        title: 'Lay out with `html.div`, not text inside text',
        rule: 'Give layout styles (`position`, `top`, `margin`, `padding`, `width`) to `html.div`, not to a text element inside another: on native the inner one is inline text, with no layout of its own, and ignores them.',
        kind: 'component',
        right: {
          'Help.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  anchor: {position: 'relative'},
  tip: {position: 'absolute', top: '100%', left: 0},
});

export function Help() {
  return (
    <html.div style={styles.anchor}>
      <html.span>Help</html.span>
      <html.div style={styles.tip}>Opens the guide</html.div>
    </html.div>
  );
}
`,
        },
        wrong: {
          'Help.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  anchor: {position: 'relative'},
  tip: {position: 'absolute', top: '100%', left: 0},
});

export function Help() {
  return (
    <html.span style={styles.anchor}>
      Help <html.span style={styles.tip}>Opens the guide</html.span>
    </html.span>
  );
}
`,
        },
        fails: [{kind: 'native-no-layout', element: 'Opens the guide'}],
      },
    ],
  },
  {
    title: 'What Android and iOS lack',
    intro:
      'The web build hands everything to the browser; the native build implements a subset of CSS and HTML on React Native, and logs a warning or an error in development for the rest. Write what works on every platform, as below, or give one platform its own file (`Banner.native.tsx` next to `Banner.tsx`).',
    rules: [
      {
        id: 'flex-layout',
        title: 'Flexbox, not grid or inline layout',
        rule: 'Lay out with flexbox: native has no `display: grid`, `inline`, `inline-block` or `inline-flex`; a grid of cards is a wrapping flex row.',
        kind: 'component',
        compatRow: 'display: grid',
        right: {
          'CardGrid.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  grid: {display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 16},
  card: {flexBasis: 240, flexGrow: 1},
});

export function CardGrid() {
  return (
    <html.div style={styles.grid}>
      <html.div style={styles.card}>One</html.div>
      <html.div style={styles.card}>Two</html.div>
    </html.div>
  );
}
`,
        },
        wrong: {
          'CardGrid.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  grid: {display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 16},
});

export function CardGrid() {
  return (
    <html.div style={styles.grid}>
      <html.div>One</html.div>
      <html.div>Two</html.div>
    </html.div>
  );
}
`,
        },
        fails: [{kind: 'native', message: `${rsdWarn}"display:grid" is not a supported value`}],
      },
      {
        id: 'gap-needs-flex',
        title: '`gap` needs `display: flex`',
        rule: "Set `display: 'flex'` on an element whose children you space with `gap`, `rowGap` or `columnGap`: elements are not flex containers by default.",
        kind: 'component',
        right: {
          'Toolbar.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  toolbar: {display: 'flex', flexDirection: 'row', gap: 8},
});

export function Toolbar() {
  return (
    <html.div style={styles.toolbar}>
      <html.button>Bold</html.button>
      <html.button>Italic</html.button>
    </html.div>
  );
}
`,
        },
        wrong: {
          'Toolbar.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  toolbar: {gap: 8},
});

export function Toolbar() {
  return (
    <html.div style={styles.toolbar}>
      <html.button>Bold</html.button>
      <html.button>Italic</html.button>
    </html.div>
  );
}
`,
        },
        fails: [
          {
            kind: 'native',
            message: `${rsdError}"display:flex" is required for "gap" to have an effect.`,
          },
        ],
      },
      {
        id: 'no-fixed-position',
        title: 'No `position: fixed` or `sticky`',
        rule: "Native has no `position: 'fixed'` or `'sticky'`: place the element with `position: 'absolute'` inside a full-height ancestor with `position: 'relative'`.",
        kind: 'component',
        compatRow: 'position: fixed',
        right: {
          'Screen.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  screen: {position: 'relative', height: '100%'},
  footer: {position: 'absolute', insetInline: 0, bottom: 0},
});

export function Screen() {
  return (
    <html.div style={styles.screen}>
      <html.footer style={styles.footer}>Footer</html.footer>
    </html.div>
  );
}
`,
        },
        wrong: {
          'Screen.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  footer: {position: 'fixed', insetInline: 0, bottom: 0},
});

export function Screen() {
  return (
    <html.div>
      <html.footer style={styles.footer}>Footer</html.footer>
    </html.div>
  );
}
`,
        },
        fails: [
          {
            kind: 'native',
            message: `${rsdWarn}unsupported style value in "position:fixed". Falling back to "position:absolute".`,
          },
        ],
      },
      {
        id: 'z-index-position',
        title: '`zIndex` needs a position',
        rule: "Give an element with `zIndex` a `position` other than `'static'`, the default, unless its parent is a flex container.",
        kind: 'component',
        right: {
          'Popover.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  popover: {position: 'relative', zIndex: 1},
});

export function Popover() {
  return <html.div style={styles.popover}>Menu</html.div>;
}
`,
        },
        wrong: {
          'Popover.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  popover: {zIndex: 1},
});

export function Popover() {
  return <html.div style={styles.popover}>Menu</html.div>;
}
`,
        },
        fails: [
          {
            kind: 'native',
            message: `${rsdError}"position:static" prevents "zIndex" from having an effect. Try setting "position" to something other than "static".`,
          },
        ],
      },
      {
        id: 'no-checkbox-input',
        title: 'No checkbox, radio or date inputs',
        rule: 'Native `<html.input>` is always a text field: build a checkbox from `<html.button role="checkbox" aria-checked>`, and radios and dates from buttons too.',
        kind: 'component',
        compatRow: '<html.input type="checkbox">',
        right: {
          'Subscribe.tsx': `import {useState} from 'react';
import {html} from 'react-strict-dom';

export function Subscribe() {
  const [checked, setChecked] = useState(false);
  return (
    <html.button
      role="checkbox"
      aria-checked={checked}
      onClick={() => setChecked(!checked)}>
      {\`\${checked ? '☑' : '☐'} Subscribe\`}
    </html.button>
  );
}
`,
        },
        wrong: {
          'Subscribe.tsx': `import {useState} from 'react';
import {html} from 'react-strict-dom';

export function Subscribe() {
  const [checked, setChecked] = useState(false);
  return (
    <html.label>
      <html.input
        type="checkbox"
        checked={checked}
        onChange={() => setChecked(!checked)}
      />
      Subscribe
    </html.label>
  );
}
`,
        },
        fails: [
          {
            kind: 'native',
            message: `${rsdError}<input type="checkbox" /> is not implemented in React Native.`,
          },
        ],
      },
      {
        id: 'transitions-not-keyframes',
        title: 'Transitions, not keyframes',
        rule: 'Native has no `css.keyframes` or `animation*` properties: animate with transitions between two styles (`transitionProperty`, `transitionDuration`).',
        kind: 'component',
        compatRow: 'animationName',
        right: {
          'FadeIn.tsx': `import {css, html} from 'react-strict-dom';

const styles = css.create({
  box: {
    opacity: 0,
    transitionProperty: 'opacity',
    transitionDuration: '300ms',
  },
  shown: {opacity: 1},
});

export function FadeIn({shown = true}: {shown?: boolean}) {
  return (
    <html.div style={[styles.box, shown && styles.shown]}>Hello</html.div>
  );
}
`,
        },
        wrong: {
          'FadeIn.tsx': `import {css, html} from 'react-strict-dom';

const fade = css.keyframes({from: {opacity: 0}, to: {opacity: 1}});

const styles = css.create({
  box: {animationName: fade, animationDuration: '300ms'},
});

export function FadeIn() {
  return <html.div style={styles.box}>Hello</html.div>;
}
`,
        },
        fails: [{kind: 'native', message: `${rsdError}css.keyframes() is not supported.`}],
      },
    ],
  },
];

/** The compatibility tables the rules send an assistant to, to check native support. */
/** `title` and `holds` are Markdown. */
export const compatPages: readonly {title: string; path: string; holds: string}[] = [
  {title: 'CSS', path: '/api/css/', holds: 'properties, values, pseudo-classes and media queries'},
  {title: '`html`', path: '/api/html/', holds: 'every element'},
  {title: 'Common props', path: '/api/html/common/', holds: 'the props every element takes'},
  {
    title: '`<html.input>`',
    path: '/api/html/input/',
    holds: "an element's own props; each element with some has its page",
  },
  {
    title: 'Common web APIs',
    path: '/api/other/common-min-api/',
    holds: 'globals such as `fetch` and timers (`document` and `window` have pages too)',
  },
];
