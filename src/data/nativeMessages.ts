/**
 * Every message the library's native build prints (each `warnMsg` and
 * `errorMsg` call of react-strict-dom's `dist/native/index.js`), one entry per
 * message template, for react-strict-dom 0.0.55. The API page
 * /api/native-messages/ shows them (and so search, the page's Markdown copy and
 * llms-full.txt carry them); the native previews link each message they print
 * to its entry through ./nativeMessagePatterns.ts.
 *
 * tests/unit/native-messages.test.ts reads the templates from the installed
 * build and fails when one has no entry here, or an entry matches none. The
 * native judge (`npm run check:native`, tests/native/messages.test.ts) runs each
 * `fires` program on React Native for iOS and Android and checks it prints
 * `printed` exactly, and each `instead` program, which must print nothing there
 * and on the web, and keep its layout `promises`. One entry is React Native's own
 * (`from: 'react-native'`): the native previews link its message here too.
 */

/** Where a message's subject is in the reader's code, for the editor's underline. */
export interface MessageMark {
  /**
   * `key`: a style key (`gap:` in `css.create`); `prop`: a JSX prop (`href=`);
   * `text`: the words themselves (`var(--brand)`).
   */
  kind: 'key' | 'prop' | 'text';
  /** What to find, with the message's placeholders: `{property}`, or a fixed `zIndex`. */
  name: string;
}

/** A component (a whole `.tsx` file) that prints the message on the native build. */
export interface Trigger {
  code: string;
  /** The `data-testid` of an element the message needs pressed once after the first render. */
  press?: string;
}

/** A message reader code cannot cause: why, from the source, and how the test forces it. */
export interface Unreachable {
  reason: string;
  /** How tests/unit/native-messages.test.ts checks the reason still holds, in words. */
  checkedBy: string;
}

/** The page's sections, in order: each entry sits under one. */
export const messageTopics = {
  styles: 'Style properties and values',
  layout: 'Layout',
  variables: 'Custom properties',
  functions: 'css functions',
  transitions: 'Transitions',
  props: 'Props and elements',
  reactNative: "React Native's own messages",
} as const;

/**
 * Where the `instead` program puts its elements, on both platforms: measured by the
 * native judge (yoga-layout, React Native's layout engine, on the host tree React
 * Native rendered) and in Chromium. An element is named by its text.
 */
export type LayoutPromise =
  /** The element stays within its parent's width. */
  | {kind: 'fits'; element: string}
  /** The element starts under `anchor`'s bottom edge (plus `gap`), at its left edge. */
  | {kind: 'below'; element: string; anchor: string; gap?: number}
  /** The element sits on `anchor`'s row, to its right (at least `gap` away). */
  | {kind: 'beside'; element: string; anchor: string; gap?: number};

export interface NativeMessage {
  /**
   * The message after `React Strict DOM: `, as the build writes it, each
   * interpolated part a placeholder in braces: `unsupported style property "{property}"`.
   * For React Native's own messages (`from: 'react-native'`), the whole line.
   */
  template: string;
  /** `react-native`: a message of React Native itself, not of the library (no prefix). */
  from?: 'react-native';
  topic: keyof typeof messageTopics;
  /** `warn` prints `[warn] …` with console.warn; `error` prints `[error] …` with console.error. */
  level: 'warn' | 'error';
  /** Printed only when `__DEV__` is true, as in a development build; `false`: in release builds too. */
  devOnly: boolean;
  /** A minimal component that prints the message on the native build. */
  fires: Trigger | Unreachable;
  /** What `fires` prints, exactly (after `React Strict DOM: `). */
  printed?: string;
  /** What React Native lacks, or what the library cannot do, in a few sentences. Backticks mark code. */
  why: string;
  /** The same component written so it works on web and native alike, and prints nothing. */
  instead: string;
  /** A sentence under `instead`, when the code needs one. */
  insteadNote?: string;
  /**
   * Files beside `instead` that it imports, shown under it: a module with a
   * `.native.ts` twin, where the platforms need different code.
   */
  insteadFiles?: Readonly<Record<string, string>>;
  /** What `instead` does to the layout, in checkable form (the note says it in words). */
  promises?: readonly LayoutPromise[];
  /** The compatibility table row: the page and section (`/api/css/#flexbox-and-alignment`) and the row's name. */
  compat?: {path: string; row: string};
  /** The library's tracking issue. */
  issue?: number;
  mark?: MessageMark;
}

export const nativeMessages: readonly NativeMessage[] = [
  {
    template: 'unsupported style property "{property}"',
    topic: 'styles',
    level: 'warn',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  grid: {display: 'flex', gridTemplateColumns: '1fr 1fr'},
});

export default function Cards() {
  return <html.div style={styles.grid}>Two columns</html.div>;
}
`,
    },
    printed: 'unsupported style property "gridTemplateColumns"',
    why: 'The native build only passes on style keys it knows, the ones React Native (or its own polyfills) can apply; any other key is dropped from the style. Grid, `float`, `overflowX`, `whiteSpace`, the `animation*` properties and most other rows marked unsupported on the CSS page end here. Two do not: `animationDelay` and `animationDuration` are accepted without a warning, and nothing uses them. Layout on native is flexbox only: there is no grid layout engine.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  grid: {display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 8},
  cell: {flexBasis: '45%', flexGrow: 1},
});

export default function Cards() {
  return (
    <html.div style={styles.grid}>
      <html.div style={styles.cell}>One</html.div>
      <html.div style={styles.cell}>Two</html.div>
    </html.div>
  );
}
`,
    insteadNote: 'Two columns from a wrapping flex row: the same layout on both platforms.',
    promises: [{kind: 'beside', element: 'Two', anchor: 'One', gap: 8}],
    compat: {path: '/api/css/#display-values', row: 'display: grid'},
    issue: 1,
    mark: {kind: 'key', name: '{property}'},
  },
  {
    template: 'unsupported "::placeholder" style property "{property}"',
    topic: 'styles',
    level: 'warn',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  field: {'::placeholder': {color: 'gray', fontStyle: 'italic'}},
});

export default function Search() {
  return <html.input placeholder="Search" style={styles.field} />;
}
`,
    },
    printed: 'unsupported "::placeholder" style property "fontStyle"',
    why: "React Native's `TextInput` styles its placeholder through one prop, `placeholderTextColor`, so `color` is the only key `::placeholder` can set on native; every other key in it is dropped.",
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  field: {'::placeholder': {color: 'gray'}},
});

export default function Search() {
  return <html.input placeholder="Search" style={styles.field} />;
}
`,
    compat: {path: '/api/css/#pseudo-classes-and-pseudo-elements', row: '::placeholder'},
    mark: {kind: 'key', name: '{property}'},
  },
  {
    template: 'unsupported style value in "{property}:{value}"',
    topic: 'styles',
    level: 'warn',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  panel: {width: 'calc(100% - 32px)'},
});

export default function Panel() {
  return <html.div style={styles.panel}>Panel</html.div>;
}
`,
    },
    printed: 'unsupported style value in "width:calc(100% - 32px)"',
    why: 'The property is known but this value is not: React Native has no `calc()` and no `initial` or `currentcolor` keywords, `inherit` and `unset` only work for the text properties that inherit on native, `caretColor` cannot be `auto`, and `placeContent` takes a single alignment keyword. The declaration is dropped.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  panel: {paddingInline: 16},
});

export default function Panel() {
  return <html.div style={styles.panel}>Panel</html.div>;
}
`,
    insteadNote:
      "A block fills its parent's width by itself: drop the width and let padding (or margin) take the 32 pixels that `calc()` subtracted. Not `width: '100%'` with padding: elements are `content-box` on both platforms, so that box is 32 pixels wider than its parent.",
    promises: [{kind: 'fits', element: 'Panel'}],
    compat: {path: '/api/css/#keywords-and-functions', row: 'calc()'},
    mark: {kind: 'key', name: '{property}'},
  },
  {
    template:
      'unsupported style value in "position:{value}". Falling back to "position:{fallback}".',
    topic: 'styles',
    level: 'warn',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  banner: {position: 'fixed', top: 0, left: 0, right: 0},
});

export default function Banner() {
  return <html.div style={styles.banner}>Saved</html.div>;
}
`,
    },
    printed: 'unsupported style value in "position:fixed". Falling back to "position:absolute".',
    why: 'React Native positions a view relative to its parent only: there is no viewport-fixed or sticky positioning. `fixed` becomes `absolute` and `sticky` becomes `relative`, so the element scrolls with its parent.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  screen: {position: 'relative', minHeight: '100%'},
  banner: {position: 'absolute', top: 0, left: 0, right: 0},
});

export default function Banner() {
  return (
    <html.div style={styles.screen}>
      <html.div style={styles.banner}>Saved</html.div>
    </html.div>
  );
}
`,
    insteadNote:
      'Place the banner in a full-screen container that does not scroll; on native, a sticky header goes in the list component that scrolls.',
    compat: {path: '/api/css/#position-values', row: 'position: fixed'},
    mark: {kind: 'key', name: 'position'},
  },
  {
    template:
      'invalid style value in "{property}:{value}". Shortform properties cannot contain multiple values. Please use longform properties.',
    topic: 'styles',
    level: 'error',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  card: {margin: '4px 24px'},
});

export default function Card() {
  return <html.div style={styles.card}>Card</html.div>;
}
`,
    },
    printed:
      'invalid style value in "margin:4px 24px". Shortform properties cannot contain multiple values. Please use longform properties.',
    why: 'React Native takes one value per style key. The native build does not split a shorthand with several values (`margin`, `padding`, `borderWidth`, `borderRadius`, `borderColor`, `borderStyle` and their block and inline forms) into its sides, so the declaration is dropped.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  card: {marginBlock: 4, marginInline: 24},
});

export default function Card() {
  return <html.div style={styles.card}>Card</html.div>;
}
`,
    compat: {path: '/api/css/#margin-and-padding', row: 'margin'},
    mark: {kind: 'key', name: '{property}'},
  },
  {
    template: 'unsupported multiple values for style property "textShadow".',
    topic: 'styles',
    level: 'warn',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  title: {textShadow: '1px 1px 2px black, 0 0 8px blue'},
});

export default function Title() {
  return <html.h1 style={styles.title}>Glow</html.h1>;
}
`,
    },
    printed: 'unsupported multiple values for style property "textShadow".',
    why: 'React Native draws one text shadow (`textShadowColor`, `textShadowOffset`, `textShadowRadius`). The first shadow of the list is kept; the others are dropped.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  title: {textShadow: '1px 1px 2px black'},
});

export default function Title() {
  return <html.h1 style={styles.title}>Glow</html.h1>;
}
`,
    compat: {path: '/api/css/#text-and-fonts', row: 'textShadow'},
    mark: {kind: 'key', name: 'textShadow'},
  },
  {
    template: '"display:{value}" is not a supported value',
    topic: 'layout',
    level: 'warn',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  badge: {display: 'inline-block', padding: 4},
});

export default function Badge() {
  return <html.div style={styles.badge}>New</html.div>;
}
`,
    },
    printed: '"display:inline-block" is not a supported value',
    why: 'React Native lays views out with flexbox only: `display` can be `flex`, `none` or `contents`, and the library emulates `block`. It warns for every other value and passes it on. There is no inline, inline-block, inline-flex or grid formatting: React Native ignores those, and the element is laid out as a flex container. `contents` warns too, although React Native supports it: the element itself gets no box, and its children are laid out by its parent.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  row: {display: 'flex', flexDirection: 'row', alignItems: 'center', gap: 8},
  badge: {padding: 4},
});

export default function Badge() {
  return (
    <html.div style={styles.row}>
      <html.span style={styles.badge}>New</html.span>
      <html.span>Release notes</html.span>
    </html.div>
  );
}
`,
    insteadNote: 'Put things side by side with a flex row, on both platforms.',
    promises: [{kind: 'beside', element: 'Release notes', anchor: 'New', gap: 8}],
    compat: {path: '/api/css/#display-values', row: 'display: inline-block'},
    issue: 2,
    mark: {kind: 'key', name: 'display'},
  },
  {
    template: '"display:flex" is required for "{property}" to have an effect.',
    topic: 'layout',
    level: 'error',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  list: {gap: 8},
});

export default function List() {
  return (
    <html.div style={styles.list}>
      <html.p>One</html.p>
      <html.p>Two</html.p>
    </html.div>
  );
}
`,
    },
    printed: '"display:flex" is required for "gap" to have an effect.',
    why: 'An `html.div` is a block on both platforms unless it says otherwise, and in a block `gap`, `alignItems`, `justifyContent`, `flexDirection`, `flexWrap`, `alignContent`, `rowGap` and `columnGap` do nothing, in browsers too. The native build says so, because a React Native view would apply them.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  list: {display: 'flex', flexDirection: 'column', gap: 8},
});

export default function List() {
  return (
    <html.div style={styles.list}>
      <html.p>One</html.p>
      <html.p>Two</html.p>
    </html.div>
  );
}
`,
    promises: [{kind: 'below', element: 'Two', anchor: 'One', gap: 8}],
    compat: {path: '/api/css/#flexbox-and-alignment', row: 'gap'},
    mark: {kind: 'key', name: '{property}'},
  },
  {
    template: '"display:flex" is required on the parent for "{property}" to have an effect.',
    topic: 'layout',
    level: 'error',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  main: {flexGrow: 1},
});

export default function Layout() {
  return (
    <html.div>
      <html.main style={styles.main}>Content</html.main>
    </html.div>
  );
}
`,
    },
    printed: '"display:flex" is required on the parent for "flexGrow" to have an effect.',
    why: '`flex`, `flexBasis`, `flexGrow` and `flexShrink` size a flex item, so they only work when the parent is a flex container. In browsers they do nothing in a block parent; the native build says so.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  page: {display: 'flex', flexDirection: 'column', minHeight: '100%'},
  main: {flexGrow: 1},
});

export default function Layout() {
  return (
    <html.div style={styles.page}>
      <html.main style={styles.main}>Content</html.main>
    </html.div>
  );
}
`,
    compat: {path: '/api/css/#flexbox-and-alignment', row: 'flexGrow'},
    mark: {kind: 'key', name: '{property}'},
  },
  {
    template:
      '"position:static" prevents "zIndex" from having an effect. Try setting "position" to something other than "static".',
    topic: 'layout',
    level: 'error',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  card: {position: 'static', zIndex: 2},
});

export default function Card() {
  return (
    <html.div>
      <html.div style={styles.card}>On top?</html.div>
    </html.div>
  );
}
`,
    },
    printed:
      '"position:static" prevents "zIndex" from having an effect. Try setting "position" to something other than "static".',
    why: 'As in browsers, `zIndex` does not stack a statically positioned element that is not a flex item. React Native would stack it anyway, so the native build warns that web and native would differ.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  card: {position: 'relative', zIndex: 2},
});

export default function Card() {
  return (
    <html.div>
      <html.div style={styles.card}>On top</html.div>
    </html.div>
  );
}
`,
    compat: {path: '/api/css/#position', row: 'zIndex'},
    issue: 100,
    mark: {kind: 'key', name: 'zIndex'},
  },
  {
    template: 'unrecognized custom property "{variable}"',
    topic: 'variables',
    level: 'warn',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  link: {color: 'var(--brand)'},
});

export default function Link() {
  return <html.span style={styles.link}>Home</html.span>;
}
`,
    },
    printed: 'unrecognized custom property "--brand"',
    why: 'On native, `var()` is resolved by the library from the variables of `css.defineVars`, the themes of `css.createTheme` and the values of a `contexts.ThemeProvider` around the element. A name none of them defines, with no fallback, resolves to nothing and the declaration is dropped; a browser would do the same, unless some stylesheet set the variable.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  link: {color: 'var(--brand, #1a73e8)'},
});

export default function Link() {
  return <html.span style={styles.link}>Home</html.span>;
}
`,
    insteadNote:
      'Give `var()` a fallback, or better, define the variable with `css.defineVars` in a `.css.ts` file and use the value it returns.',
    compat: {path: '/api/css/#keywords-and-functions', row: 'var()'},
    mark: {kind: 'text', name: '{variable}'},
  },
  {
    template: "Failed to resolve variable name from '{text}'",
    topic: 'variables',
    level: 'warn',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  link: {color: 'var(--brand #1a73e8)'},
});

export default function Link() {
  return <html.span style={styles.link}>Home</html.span>;
}
`,
    },
    printed: "Failed to resolve variable name from '--brand #1a73e8'",
    why: 'The first argument of `var()` must be one name. Here a comma is missing, so the name and the fallback read as one argument, and the library cannot tell which variable is meant; the declaration is dropped.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  link: {color: 'var(--brand, #1a73e8)'},
});

export default function Link() {
  return <html.span style={styles.link}>Home</html.span>;
}
`,
    compat: {path: '/api/css/#keywords-and-functions', row: 'var()'},
    mark: {kind: 'text', name: '{text}'},
  },
  {
    template: 'Error creating CSSVariableReferenceValue: {error}',
    topic: 'variables',
    level: 'warn',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  link: {color: 'var(brand)'},
});

export default function Link() {
  return <html.span style={styles.link}>Home</html.span>;
}
`,
    },
    printed:
      'Error creating CSSVariableReferenceValue: TypeError: Invalid custom property name: brand',
    why: 'A custom property name starts with two dashes. In a development build the library checks the name inside `var()` and drops the declaration when it does not.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  link: {color: 'var(--brand, #1a73e8)'},
});

export default function Link() {
  return <html.span style={styles.link}>Home</html.span>;
}
`,
    compat: {path: '/api/css/#custom-properties', row: '--*'},
    mark: {kind: 'text', name: 'var('},
  },
  {
    template:
      "reached maximum recursion limit ({limit}) while resolving custom properties — please ensure you don't have a custom property reference cycle.",
    topic: 'variables',
    level: 'error',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

// 51 fallbacks, each inside the one before: var(--c1, var(--c2, … red)).
const color = Array.from({length: 51}, (_, i) => \`--c\${i}\`).reduceRight(
  (fallback, name) => \`var(\${name}, \${fallback})\`,
  'red',
);
const styles = css.create({text: {color}});

export default function Deep() {
  return <html.p style={styles.text}>Deep</html.p>;
}
`,
    },
    printed:
      "reached maximum recursion limit (50) while resolving custom properties — please ensure you don't have a custom property reference cycle.",
    why: 'The library reads a value with `var()` in it by descending into each function and fallback, and stops 50 levels down. Despite its wording, the message comes from nesting that deep inside one value; the whole value is then dropped.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  text: {color: 'var(--c0, var(--c1, red))'},
});

export default function Deep() {
  return <html.p style={styles.text}>Deep</html.p>;
}
`,
    insteadNote:
      'Keep fallbacks a few levels deep: each level is a variable the reader of the code must follow too.',
    compat: {path: '/api/css/#custom-properties', row: '--*'},
    mark: {kind: 'text', name: 'var('},
  },
  {
    template: 'unsupported unit of "{unit}"',
    topic: 'styles',
    level: 'warn',
    devOnly: true,
    fires: {
      reason:
        'The build reaches this line only for a length whose unit its own pattern accepted (`em`, `px`, `rem`, `vh`, `vmax`, `vmin`, `vw`), and it converts each of those before it: a value with any other unit (`10ch`) is not parsed as a length at all and goes to React Native as written.',
      checkedBy:
        'the test reads the units of `LENGTH_REGEX` and the `case`s of `resolvePixelValue` from the build and checks they are the same set.',
    },
    why: 'The library converts `em`, `rem`, `px` and the viewport units to React Native numbers itself. A unit outside that list would print this, but no style can reach it in this release.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  text: {fontSize: '1.25rem', marginBlock: '0.5em', width: '80vw'},
});

export default function Lead() {
  return <html.p style={styles.text}>Lead</html.p>;
}
`,
    insteadNote:
      'Use the units both platforms understand; `ch`, `ex`, `cm` and the others are not converted on native.',
    compat: {path: '/api/css/#lengths', row: 'rem'},
  },
  {
    template: 'css.keyframes() is not supported.',
    topic: 'functions',
    level: 'error',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const pulse = css.keyframes({from: {opacity: 1}, to: {opacity: 0.5}});
const styles = css.create({dot: {animationName: pulse, animationDuration: '1s'}});

export default function Dot() {
  return <html.span style={styles.dot}>•</html.span>;
}
`,
    },
    printed: 'css.keyframes() is not supported.',
    why: 'React Native has no CSS animations: keyframes and every `animation*` property are web only. A change of a style can animate with `transition*`, which the library runs through `Animated`.',
    instead: `import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  dot: {opacity: 1, transitionProperty: 'opacity', transitionDuration: '300ms'},
  dim: {opacity: 0.5},
});

export default function Dot() {
  const [dim, setDim] = useState(false);
  return (
    <html.button onClick={() => setDim(!dim)} style={[styles.dot, dim && styles.dim]}>
      Dim
    </html.button>
  );
}
`,
    compat: {path: '/api/css/#transitions-and-animations', row: 'animationName'},
    issue: 3,
    mark: {kind: 'text', name: 'css.keyframes'},
  },
  {
    template: 'css.positionTry() is not supported.',
    topic: 'functions',
    level: 'error',
    devOnly: true,
    fires: {
      code: `import {css, html} from 'react-strict-dom';

const below = css.positionTry({top: 'anchor(bottom)'});

export default function Tip() {
  return <html.span>{String(below)}</html.span>;
}
`,
    },
    printed: 'css.positionTry() is not supported.',
    why: 'Anchor positioning (`@position-try`) is a browser feature; React Native has nothing like it. On native the call returns its argument unchanged and nothing uses it.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  anchor: {position: 'relative'},
  tip: {position: 'absolute', top: '100%', left: 0},
});

export default function Tip() {
  return (
    <html.div style={styles.anchor}>
      <html.span>Help</html.span>
      <html.div style={styles.tip}>Opens the guide</html.div>
    </html.div>
  );
}
`,
    insteadNote:
      'Position the tip against its parent, which both platforms do, with `html.div` for both: on native an `html.span` is a `Text`, and a `Text` inside another has no layout of its own, so `position` would do nothing there.',
    promises: [{kind: 'below', element: 'Opens the guide', anchor: 'Help'}],
    compat: {path: '/api/css/#position-values', row: 'position: absolute'},
    mark: {kind: 'text', name: 'css.positionTry'},
  },
  {
    template: 'spring() timing function of "{timingFunction}" is missing closing parenthesis.',
    topic: 'transitions',
    level: 'error',
    devOnly: false,
    fires: {
      code: springTrigger('spring(1, 100, 10'),
    },
    printed: 'spring() timing function of "spring(1, 100, 10" is missing closing parenthesis.',
    why: "On native, `transitionTimingFunction: spring(…)` runs the transition with React Native's `Animated.spring`. Without the closing parenthesis the library cannot read the parameters and runs a linear timing instead. Browsers have no `spring()`: there the transition falls back to the default easing.",
    instead: springTrigger('spring(1, 100, 10, 0)'),
    compat: {path: '/api/css/#timing-functions', row: 'spring()'},
    mark: {kind: 'key', name: 'transitionTimingFunction'},
  },
  {
    template:
      'spring() timing function "mass" must be greater than 0. Received {mass}. Defaulting to 1.',
    topic: 'transitions',
    level: 'error',
    devOnly: false,
    fires: {code: springTrigger('spring(0, 100, 10, 0)')},
    printed: 'spring() timing function "mass" must be greater than 0. Received 0. Defaulting to 1.',
    why: '`Animated.spring` needs a positive mass (the first parameter of `spring(mass, stiffness, damping, velocity)`). The library uses 1 instead; `spring()` has no effect in browsers.',
    instead: springTrigger('spring(1, 100, 10, 0)'),
    compat: {path: '/api/css/#timing-functions', row: 'spring()'},
    mark: {kind: 'key', name: 'transitionTimingFunction'},
  },
  {
    template:
      'spring() timing function "stiffness" must be greater than 0. Received {stiffness}. Defaulting to 100.',
    topic: 'transitions',
    level: 'error',
    devOnly: false,
    fires: {code: springTrigger('spring(1, -5, 10, 0)')},
    printed:
      'spring() timing function "stiffness" must be greater than 0. Received -5. Defaulting to 100.',
    why: '`Animated.spring` needs a positive stiffness (the second parameter). The library uses 100 instead.',
    instead: springTrigger('spring(1, 100, 10, 0)'),
    compat: {path: '/api/css/#timing-functions', row: 'spring()'},
    mark: {kind: 'key', name: 'transitionTimingFunction'},
  },
  {
    template:
      'spring() timing function "damping" must be greater than or equal to 0. Received {damping}. Defaulting to 10.',
    topic: 'transitions',
    level: 'error',
    devOnly: false,
    fires: {code: springTrigger('spring(1, 100, -1, 0)')},
    printed:
      'spring() timing function "damping" must be greater than or equal to 0. Received -1. Defaulting to 10.',
    why: '`Animated.spring` cannot take a negative damping (the third parameter). The library uses 10 instead.',
    instead: springTrigger('spring(1, 100, 10, 0)'),
    compat: {path: '/api/css/#timing-functions', row: 'spring()'},
    mark: {kind: 'key', name: 'transitionTimingFunction'},
  },
  {
    template:
      'The number or types of transforms must be the same before and after the transition. The transition will not animate.',
    topic: 'transitions',
    level: 'warn',
    devOnly: true,
    fires: {
      code: transformTrigger("'rotate(0deg)'", "'rotate(45deg) scale(1.2)'"),
    },
    printed:
      'The number or types of transforms must be the same before and after the transition. The transition will not animate.',
    why: 'On native the library animates a transform one function at a time, from its old value to its new one, so both lists need the same functions in the same order. Browsers can interpolate between different lists; native jumps to the new transform.',
    instead: transformTrigger("'rotate(0deg) scale(1)'", "'rotate(45deg) scale(1.2)'"),
    insteadNote:
      'Write every function in both states, with a neutral value (`scale(1)`) where it should not change.',
    compat: {path: '/api/css/#transitions-and-animations', row: 'transitionProperty'},
    mark: {kind: 'key', name: 'transform'},
  },
  {
    template:
      'The types of transforms must be the same before and after the transition. The transition will not animate.\nBefore: {next}\nAfter: {previous}',
    topic: 'transitions',
    level: 'warn',
    devOnly: true,
    fires: {
      code: transformTrigger("'rotate(0deg)'", "'scale(1.2)'"),
    },
    printed:
      'The types of transforms must be the same before and after the transition. The transition will not animate.\nBefore: [{"scale":1.2}]\nAfter: [{"rotate":"0deg"}]',
    why: 'The lists have as many functions but not the same ones, in the same order, so native cannot pair them up and jumps to the new transform. Note that in this release the line labelled "Before" shows the new transform, and "After" the old one.',
    instead: transformTrigger("'rotate(0deg) scale(1)'", "'rotate(0deg) scale(1.2)'"),
    compat: {path: '/api/css/#transitions-and-animations', row: 'transitionProperty'},
    mark: {kind: 'key', name: 'transform'},
  },
  {
    template: 'Matrix transforms cannot be animated. The transition will not animate.',
    topic: 'transitions',
    level: 'warn',
    devOnly: true,
    fires: {
      code: transformTrigger("'matrix(1, 0, 0, 1, 0, 0)'", "'matrix(1, 0, 0, 1, 20, 0)'"),
    },
    printed: 'Matrix transforms cannot be animated. The transition will not animate.',
    why: 'React Native takes a `matrix` transform as a whole, and the library does not interpolate its numbers, so a transition that changes it jumps to the new value.',
    instead: transformTrigger("'translateX(0px)'", "'translateX(20px)'"),
    insteadNote: 'Write the transform as the functions it is made of.',
    compat: {path: '/api/css/#transform-functions', row: 'matrix()'},
    mark: {kind: 'key', name: 'transform'},
  },
  {
    template: 'invalid prop "{prop}"',
    topic: 'props',
    level: 'error',
    devOnly: true,
    fires: {
      code: `import {html} from 'react-strict-dom';

export default function Title() {
  // @ts-expect-error: not a prop of html elements
  return <html.h2 className="title">Settings</html.h2>;
}
`,
    },
    printed: 'invalid prop "className"',
    why: 'Elements take the strict props of the html API only: web props outside it (`className`, `htmlFor`, `onPress`, any `on…` of React DOM not listed) are not passed on, on native, and the types reject them. Style goes through `style` with `css.create`.',
    instead: `import {css, html} from 'react-strict-dom';

const styles = css.create({
  title: {fontSize: 20},
});

export default function Title() {
  return <html.h2 style={styles.title}>Settings</html.h2>;
}
`,
    compat: {path: '/api/html/#props', row: 'style'},
    mark: {kind: 'prop', name: '{prop}'},
  },
  {
    template: 'unsupported prop "{prop}"',
    topic: 'props',
    level: 'warn',
    devOnly: true,
    fires: {
      code: `import {html} from 'react-strict-dom';

export default function Name() {
  return <html.input onSelect={() => console.log('selected')} />;
}
`,
    },
    printed: 'unsupported prop "onSelect"',
    why: "`onBeforeInput`, `onInvalid` and `onSelect` are html props with no React Native event behind them: on native the handler is never called. `onSelectionChange` warns too, but on `html.input` and `html.textarea` the library does call it, with React Native's selection event (`event.nativeEvent.selection`).",
    instead: `import {useState} from 'react';
import {html} from 'react-strict-dom';

export default function Name() {
  const [name, setName] = useState('');
  return (
    <html.input
      value={name}
      onInput={(event: {target: {value: string}}) => setName(event.target.value)}
    />
  );
}
`,
    insteadNote: 'Read the field in `onInput` or `onChange`, which both platforms call.',
    compat: {path: '/api/html/input/#props', row: 'onSelect'},
    issue: 38,
    mark: {kind: 'prop', name: '{prop}'},
  },
  {
    template: '<a> "href" handling is not implemented in React Native.',
    topic: 'props',
    level: 'error',
    devOnly: true,
    fires: {
      code: `import {html} from 'react-strict-dom';

export default function Help() {
  return (
    <html.a data-testid="help" href="https://example.com/help">
      Help
    </html.a>
  );
}
`,
      press: 'help',
    },
    printed: '<a> "href" handling is not implemented in React Native.',
    why: 'React Native has no browser to navigate: pressing an `html.a` with an `href` does nothing on native, and prints this at that moment. The link still looks like one. The press handler that prints it replaces the one `onClick` would set, so an `onClick` on the same link is not called either: `href` plus an `onClick` that opens the address does nothing on native.',
    instead: `import {html} from 'react-strict-dom';
import {openLink} from './openLink';

export default function Help() {
  return (
    <html.button
      data-testid="help"
      onClick={() => openLink('https://example.com/help')}>
      Help
    </html.button>
  );
}
`,
    insteadFiles: {
      'openLink.ts': `/** Opens a web address in a new tab (openLink.native.ts: on a phone). */
export function openLink(url: string) {
  window.open(url, '_blank', 'noopener');
}
`,
      'openLink.native.ts': `import {Linking} from 'react-native';

/** Opens a web address in the phone's browser. */
export function openLink(url: string) {
  void Linking.openURL(url);
}
`,
    },
    insteadNote:
      "Navigate in code, each platform its own way: the bundler picks `openLink.native.ts` for Android and iOS, where React Native's `Linking` opens the address (`window.open` does not exist there), and `openLink.ts` for the web.",
    compat: {path: '/api/html/a/#props', row: 'href'},
    mark: {kind: 'prop', name: 'href'},
  },
  {
    template: '<input type="{type}" /> is not implemented in React Native.',
    topic: 'props',
    level: 'error',
    devOnly: true,
    fires: {
      code: `import {html} from 'react-strict-dom';

export default function Terms() {
  return <html.input type="checkbox" />;
}
`,
    },
    printed: '<input type="checkbox" /> is not implemented in React Native.',
    why: 'React Native has no checkbox, radio or date control in its core: `type="checkbox"`, `"radio"` and `"date"` still render a text field on native.',
    instead: `import {useState} from 'react';
import {html} from 'react-strict-dom';

export default function Terms() {
  const [accepted, setAccepted] = useState(false);
  return (
    <html.button role="checkbox" aria-checked={accepted} onClick={() => setAccepted(!accepted)}>
      {\`\${accepted ? '☑' : '☐'} I accept the terms\`}
    </html.button>
  );
}
`,
    insteadNote:
      'A button with the checkbox role works on both platforms, and screen readers announce it as a checkbox. Its label is one string, the only child: on native a button is a view, and a string beside another child would not show (see the text rule below).',
    compat: {path: '/api/html/input/#input-types', row: '<html.input type="checkbox">'},
    issue: 11,
    mark: {kind: 'prop', name: 'type'},
  },
  {
    template: 'failed to create strict ref. Falling back to original node',
    topic: 'props',
    level: 'error',
    devOnly: true,
    fires: {
      reason:
        'It is printed when copying the properties of the host node React Native hands to a ref throws. Reader code never chooses that node: the library makes the copy before the ref sees anything, so only a React Native whose host nodes the library cannot copy (a version it does not support) gets here.',
      checkedBy:
        'the test hands the library a stand-in node with a property that cannot be redefined, and checks the message and that the ref receives the node itself.',
    },
    why: "The library gives refs a copy of the native node with web-like members (`nodeName`, scaled sizes, selection methods). When the copy fails, the ref receives React Native's own node and those members are missing.",
    instead: `import {useEffect, useRef} from 'react';
import {html} from 'react-strict-dom';

export default function Field() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <html.input ref={ref} />;
}
`,
    insteadNote:
      'Nothing to change in your code: use the React Native version the library supports (`react-native` ≥ 0.79.5 for 0.0.55).',
  },
  {
    template: 'Text strings must be rendered within a <Text> component.',
    from: 'react-native',
    topic: 'reactNative',
    level: 'error',
    devOnly: true,
    fires: {
      code: `import {html} from 'react-strict-dom';

export default function Total() {
  return (
    <html.div>
      <html.span>Total:</html.span> 12 €
    </html.div>
  );
}
`,
    },
    printed: 'Text strings must be rendered within a <Text> component.',
    why: "React Native's own rule, not the library's: on native a string must sit inside a `Text`. `html.span`, `html.p`, the headings and the other text elements are `Text`; `html.div`, `html.button` and the other elements are views, and the library wraps a view's children in a `Text` only when one string is all they are. A string beside another child, as ` 12 €` beside the span here, reaches the view as it is: React Native's development build logs this line (React Native Testing Library throws it), and the string is not laid out, so it does not show. A release build shows nothing and says nothing. Browsers render the string either way, so the web cannot tell you.",
    instead: `import {html} from 'react-strict-dom';

export default function Total() {
  return (
    <html.p>
      Total: <html.strong>12 €</html.strong>
    </html.p>
  );
}
`,
    insteadNote:
      'Put text where text goes: in a text element, strings and other text elements mix freely. Beside a view, give the string its own `html.span`. A text element inside another is inline text on native: it ignores `position`, `margin`, `padding` and sizes, so lay out with `html.div`.',
  },
];

/** The `instead` program's files, `App.tsx` first: what the page shows and the judge runs. */
export function insteadProgram(message: NativeMessage): Record<string, string> {
  return {'App.tsx': message.instead, ...message.insteadFiles};
}

/** A button whose `opacity` and `transitionTimingFunction` animate on press (a helper for the spring() entries). */
function springTrigger(timing: string): string {
  return `import {useEffect, useState} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  box: {
    opacity: 1,
    transitionProperty: 'opacity',
    transitionDuration: '300ms',
    transitionTimingFunction: '${timing}',
  },
  faded: {opacity: 0.4},
});

export default function Fade() {
  const [faded, setFaded] = useState(false);
  // Changes the style once after the first render, as a press would.
  useEffect(() => setFaded(true), []);
  return <html.div style={[styles.box, faded && styles.faded]}>Fade</html.div>;
}
`;
}

/** A box whose `transform` changes from `from` to `to` after its first render, with a transition. */
function transformTrigger(from: string, to: string): string {
  return `import {useEffect, useState} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  box: {
    transform: ${from},
    transitionProperty: 'transform',
    transitionDuration: '300ms',
  },
  moved: {transform: ${to}},
});

export default function Move() {
  const [moved, setMoved] = useState(false);
  // Changes the style once after the first render, as a press would.
  useEffect(() => setMoved(true), []);
  return <html.div style={[styles.box, moved && styles.moved]}>Move</html.div>;
}
`;
}
