/**
 * The smallest program that uses one feature of the compatibility explorer:
 * the files of the playground link behind a row's "Try" button (opened in the
 * Native view), and what the native judge (`npm run check:native`,
 * tests/native/explorer.test.ts) runs on React Native to check the row's native
 * status against what React Native and the library print and throw. Style properties, values, units, conditions, elements and
 * props have one; web APIs and instance members do not (null).
 *
 * Each sample uses the feature the way it works where it works: a flex item's
 * property sits in a flex container, a text property on text, a value in a
 * property that takes it. A feature that acts only on a press (`href`) marks its
 * element with a `data-testid` (tryPress), which the judge presses.
 */
import type {ExplorerRow} from './explorer';

/** What a snippet is made from: a row's name, type, kind and owner (the explorer's markup
 * holds them, so the browser makes a row's snippet without the rows' data). */
export type TryTarget = Pick<ExplorerRow, 'name' | 'type' | 'kind' | 'of'>;

/** A playground's files: name → source, the entry first. */
export type TryFiles = Record<string, string>;

type Style = Record<string, string | number | Record<string, string | number>>;

/** The element a sample styles, with what it needs around it. */
interface StyleSample {
  style: Style;
  /** The parent's style, when the feature needs one (a flex container). */
  parent?: Style;
  /** The element styled: a div with text unless the feature needs another. */
  element?: 'div' | 'span' | 'img' | 'input';
}

const flexParent: Style = {display: 'flex'};
const border: Style = {borderWidth: 2, borderStyle: 'solid', borderColor: 'tomato'};
const transition: Style = {transitionProperty: 'opacity', transitionDuration: '200ms'};

/** Samples of the style properties that take more than `{[name]: value}` on a div. */
const propertySamples: Record<string, StyleSample> = {
  aspectRatio: {style: {width: 120, aspectRatio: 2}},
  top: {style: {position: 'relative', top: 8}},
  right: {style: {position: 'relative', right: 8}},
  bottom: {style: {position: 'relative', bottom: 8}},
  left: {style: {position: 'relative', left: 8}},
  zIndex: {style: {position: 'relative', zIndex: 1}},
  flex: {style: {flex: 1}, parent: flexParent},
  flexBasis: {style: {flexBasis: 100}, parent: flexParent},
  flexGrow: {style: {flexGrow: 1}, parent: flexParent},
  flexShrink: {style: {flexShrink: 0}, parent: flexParent},
  alignSelf: {style: {alignSelf: 'center'}, parent: flexParent},
  justifySelf: {style: {justifySelf: 'center'}, parent: flexParent},
  placeSelf: {style: {placeSelf: 'center'}, parent: flexParent},
  order: {style: {order: 1}, parent: flexParent},
  objectFit: {style: {width: 80, height: 80, objectFit: 'cover'}, element: 'img'},
  objectPosition: {style: {width: 80, height: 80, objectPosition: 'center'}, element: 'img'},
  caretColor: {style: {caretColor: 'tomato'}, element: 'input'},
  cursorColor: {style: {cursorColor: 'tomato'}, element: 'input'},
  transitionDuration: {style: transition},
  transitionDelay: {style: {...transition, transitionDelay: '100ms'}},
  transitionTimingFunction: {style: {...transition, transitionTimingFunction: 'ease-out'}},
  flexFlow: {style: {display: 'flex', flexFlow: 'row wrap'}},
};

/** The container properties of flexbox: they need `display: flex` on the same element. */
const flexContainer = new Set([
  'flexDirection',
  'flexWrap',
  'gap',
  'rowGap',
  'columnGap',
  'alignContent',
  'alignItems',
  'justifyContent',
  'placeContent',
  'justifyItems',
  'placeItems',
]);

/** Text styles go on text (a span), as they would in an app. */
const textProperties = new Set([
  'color',
  'fontFamily',
  'fontSize',
  'fontStyle',
  'fontVariant',
  'fontWeight',
  'letterSpacing',
  'lineHeight',
  'lineClamp',
  'textAlign',
  'textDecorationLine',
  'textDecorationColor',
  'textDecorationStyle',
  'textShadow',
  'textTransform',
  'verticalAlign',
  'textIndent',
  'textOverflow',
  'whiteSpace',
  'wordBreak',
  'overflowWrap',
  'font',
  'textDecoration',
]);

/** A value each property accepts where it works; by name, then by the name's ending. */
const propertyValues: Record<string, string | number> = {
  width: 120,
  height: 40,
  minWidth: 40,
  maxWidth: 240,
  minHeight: 20,
  maxHeight: 80,
  inlineSize: 120,
  blockSize: 40,
  minInlineSize: 40,
  maxInlineSize: 240,
  minBlockSize: 20,
  maxBlockSize: 80,
  boxSizing: 'border-box',
  position: 'relative',
  display: 'flex',
  overflow: 'hidden',
  overflowX: 'hidden',
  overflowY: 'hidden',
  overflowBlock: 'hidden',
  overflowInline: 'hidden',
  visibility: 'hidden',
  direction: 'rtl',
  flexDirection: 'column',
  flexWrap: 'wrap',
  alignContent: 'center',
  alignItems: 'center',
  justifyContent: 'center',
  placeContent: 'center',
  justifyItems: 'center',
  placeItems: 'center',
  backgroundImage: 'linear-gradient(tomato, gold)',
  backgroundOrigin: 'content-box',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: 'cover',
  backfaceVisibility: 'hidden',
  boxShadow: '0 2px 4px rgba(0, 0, 0, 0.3)',
  boxDecorationBreak: 'clone',
  clipPath: 'circle(50%)',
  opacity: 0.5,
  filter: 'blur(2px)',
  backdropFilter: 'blur(2px)',
  mixBlendMode: 'multiply',
  isolation: 'isolate',
  fontFamily: 'serif',
  fontSize: 20,
  fontStyle: 'italic',
  fontVariant: 'small-caps',
  fontWeight: 'bold',
  letterSpacing: 1,
  lineHeight: 1.5,
  lineClamp: 2,
  textAlign: 'center',
  textDecorationLine: 'underline',
  textShadow: '1px 1px 2px gray',
  textTransform: 'uppercase',
  verticalAlign: 'middle',
  textIndent: 8,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  wordBreak: 'break-all',
  overflowWrap: 'anywhere',
  listStyleImage: 'none',
  listStylePosition: 'inside',
  listStyleType: 'square',
  cursor: 'pointer',
  pointerEvents: 'none',
  userSelect: 'none',
  willChange: 'transform',
  touchAction: 'none',
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
  scrollSnapType: 'x mandatory',
  transform: 'rotate(10deg)',
  transformOrigin: 'left top',
  transformStyle: 'preserve-3d',
  perspective: 100,
  rotate: '10deg',
  scale: 2,
  translate: '10px 20px',
  transitionProperty: 'opacity',
  animationDelay: '1s',
  animationDuration: '1s',
  animationName: 'none',
  animationDirection: 'reverse',
  animationFillMode: 'forwards',
  animationIterationCount: 2,
  animationPlayState: 'paused',
  animationTimingFunction: 'linear',
  border: '2px solid tomato',
  borderTop: '2px solid tomato',
  borderRight: '2px solid tomato',
  borderBottom: '2px solid tomato',
  borderLeft: '2px solid tomato',
  borderBlock: '2px solid tomato',
  borderInline: '2px solid tomato',
  background: 'tomato',
  animation: 'none 1s',
  font: '16px serif',
  textDecoration: 'underline',
  transition: 'opacity 200ms',
  outline: '2px solid tomato',
  listStyle: 'none',
};

function valueOf(name: string): string | number {
  if (name in propertyValues) return propertyValues[name]!;
  if (name.endsWith('Color')) return 'tomato';
  if (name.endsWith('Style')) return 'dashed';
  if (name.endsWith('Radius')) return 8;
  if (name.endsWith('Width')) return 2;
  // margin*, padding*, inset*, gaps, outlineOffset: a length.
  return 8;
}

function propertySample(name: string): StyleSample {
  const own = propertySamples[name];
  if (own) return own;
  const style: Style = {[name]: valueOf(name)};
  if (flexContainer.has(name)) return {style: {display: 'flex', ...style}};
  if (/^(border|outline)[A-Z]?.*(Style|Color)$/.test(name) || name.startsWith('border')) {
    // Colours and styles of a border show only on a border that has a width.
    return {
      style: name.endsWith('Width') || name.endsWith('Radius') ? style : {...border, ...style},
    };
  }
  if (name.startsWith('outline'))
    return {style: {outlineWidth: 2, outlineStyle: 'solid', ...style}};
  if (name.startsWith('inset')) return {style: {position: 'absolute', ...style}};
  if (textProperties.has(name)) return {style, element: 'span'};
  return {style};
}

/** Samples of the values, units and functions tables, by row name. */
const valueSamples: Record<string, Style> = {
  '<number>': {width: 120},
  '%': {width: '50%'},
  ms: transition,
  s: {...transition, transitionDuration: '0.2s'},
  deg: {transform: 'rotate(10deg)'},
  rad: {transform: 'rotate(0.2rad)'},
  turn: {transform: 'rotate(0.1turn)'},
  grad: {transform: 'rotate(10grad)'},
  inherit: {color: 'inherit'},
  unset: {color: 'unset'},
  initial: {color: 'initial'},
  currentcolor: {...border, borderColor: 'currentcolor'},
  'calc()': {width: 'calc(100% - 8px)'},
  'clamp()': {width: 'clamp(40px, 50%, 240px)'},
  'min()': {width: 'min(240px, 50%)'},
  'max()': {width: 'max(40px, 50%)'},
  'minmax()': {display: 'grid', gridTemplateColumns: 'minmax(40px, 1fr) 1fr'},
  'url()': {backgroundImage: 'url(/img/logo.svg)'},
  'linear-gradient()': {backgroundImage: 'linear-gradient(tomato, gold)'},
  'radial-gradient()': {backgroundImage: 'radial-gradient(tomato, gold)'},
  '<color>': {color: 'rgb(255, 99, 71)'},
};

/** Sample arguments of each transform function. */
const transformArguments: Record<string, string> = {
  matrix: '1, 0, 0, 1, 10, 10',
  perspective: '100px',
  rotate: '10deg',
  rotateX: '10deg',
  rotateY: '10deg',
  rotateZ: '10deg',
  scale: '1.5',
  scaleX: '1.5',
  scaleY: '1.5',
  scaleZ: '1.5',
  skewX: '10deg',
  skewY: '10deg',
  translateX: '10px',
  translateY: '10px',
  skew: '10deg, 5deg',
  translate: '10px, 20px',
  translateZ: '10px',
  translate3d: '10px, 20px, 0',
  rotate3d: '1, 0, 0, 10deg',
  scale3d: '1.5, 1.5, 1',
  matrix3d: '1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1',
};

function valueSample(row: TryTarget): StyleSample | null {
  const own = valueSamples[row.name];
  if (own) return {style: own, element: 'color' in own ? 'span' : 'div'};
  if (row.of === 'display' || row.of === 'position') {
    // The rows are named `display: grid`: the declaration itself.
    const [property, value] = row.name.split(': ') as [string, string];
    return {style: {[property]: value}};
  }
  if (row.of === 'transform') {
    const name = row.name.replace('()', '');
    return {style: {transform: `${name}(${transformArguments[name]})`}};
  }
  if (row.of === 'transitionTimingFunction') {
    const value =
      {
        'cubic-bezier()': 'cubic-bezier(0.2, 0, 0.2, 1)',
        'steps()': 'steps(4)',
        'spring()': 'spring(1, 100, 10, 0)',
      }[row.name] ?? row.name;
    return {style: {...transition, transitionTimingFunction: value}};
  }
  if (row.kind === 'unit') return {style: {width: `2${row.name}`}};
  return null;
}

/** The declarations of a condition key or at-rule, on a property it can change. */
function conditionSample(name: string): StyleSample | null {
  if (name === 'default') return {style: {backgroundColor: {default: 'tomato'}}};
  if (name === '::placeholder')
    return {style: {'::placeholder': {color: 'gray'}}, element: 'input'};
  if (name.startsWith('::')) return {style: {[name]: {color: 'tomato'}}};
  if (name.startsWith(':')) {
    const key = name === ':nth-child()' ? ':nth-child(2)' : name;
    return {style: {backgroundColor: {default: 'white', [key]: 'tomato'}}};
  }
  const query = conditionQueries[name];
  return query ? {style: {backgroundColor: {default: 'white', [query]: 'tomato'}}} : null;
}

/** A key for each at-rule row, as an app would write it. */
const conditionQueries: Record<string, string> = {
  '@media (width)': '@media (min-width: 600px)',
  '@media (height)': '@media (min-height: 600px)',
  '@media (aspect-ratio)': '@media (min-aspect-ratio: 1/1)',
  '@media (orientation)': '@media (orientation: landscape)',
  '@media (prefers-reduced-motion)': '@media (prefers-reduced-motion: reduce)',
  '@media (prefers-color-scheme: dark)': '@media (prefers-color-scheme: dark)',
  '@media (prefers-color-scheme: light)': '@media (prefers-color-scheme: light)',
  '@media (hover)': '@media (hover: hover)',
  '@media (pointer)': '@media (pointer: fine)',
  '@media (resolution)': '@media (min-resolution: 2dppx)',
  '@media screen': '@media screen and (min-width: 600px)',
  '@media not': '@media not all and (min-width: 600px)',
  '@media … and …': '@media (min-width: 600px) and (orientation: landscape)',
  '@media (width >= 600px)': '@media (width >= 600px)',
  '@supports': '@supports (display: grid)',
  '@container': '@container (min-width: 600px)',
};

const literal = (value: unknown) => JSON.stringify(value, null, 2).replace(/\n/g, '\n  ');

/** `<html.div style={styles.box}>Try it</html.div>`, in its parent when it has one. */
function styledComponent({style, parent, element = 'div'}: StyleSample): string {
  const styles = {...(parent ? {parent} : {}), box: style};
  const inner =
    element === 'img'
      ? `<html.img src="/react-strict-dom/img/logo.svg" alt="" style={styles.box} />`
      : element === 'input'
        ? `<html.input placeholder="Type here" style={styles.box} />`
        : `<html.${element} style={styles.box}>Try it</html.${element}>`;
  const body = parent ? `<html.div style={styles.parent}>\n      ${inner}\n    </html.div>` : inner;
  return `import {css, html} from 'react-strict-dom';

const styles = css.create(${literal(styles)});

export default function App() {
  return (
    ${body}
  );
}
`;
}

/** Attribute text for a prop of the given type: `disabled`, `aria-level={1}`, `href="…"`. */
function propValue(name: string, type = ''): string {
  const own = propValues[name];
  if (own !== undefined) return own;
  const first = type.split(' | ')[0]!.trim();
  if (first.startsWith('(')) return `{() => console.log('${name}')}`;
  if (first === 'boolean' || first === 'true') return '{true}';
  if (first === 'number' || /^-?\d/.test(first)) return `{${/^-?\d/.test(first) ? first : 1}}`;
  if (first.startsWith("'")) return `"${first.slice(1, -1)}"`;
  return '"example"';
}

/** Props whose sample cannot be read from their type. */
const propValues: Record<string, string> = {
  children: '',
  ref: '{(node) => console.log(node)}',
  role: '"button"',
  style: '{styles.box}',
  autoComplete: '"email"',
  'data-*': '',
  href: '"https://example.com"',
  src: '"/react-strict-dom/img/logo.svg"',
  srcSet: '"/react-strict-dom/img/logo.svg 1x"',
  id: '"example"',
};

/** The element a prop is tried on, when its row does not belong to one. */
function propElement(row: TryTarget): string {
  if (row.of) return row.of.replace(/^<html\.|>$/g, '');
  if (/^(autoCapitalize|enterKeyHint|inputMode|spellCheck)$/.test(row.name)) return 'input';
  if (row.name === 'onClick') return 'button';
  return 'div';
}

/**
 * Rows whose feature acts only when the element is pressed (`href` of `<html.a>`):
 * their program marks the element with this `data-testid`, for a run to press it.
 */
const pressedTestId = 'try-it';

function isPressed(row: TryTarget): boolean {
  return row.kind === 'prop' && row.name === 'href' && row.of === '<html.a>';
}

/** The `data-testid` of the element to press once after the first render, if the row needs one. */
export function tryPress(row: TryTarget): string | undefined {
  return isPressed(row) ? pressedTestId : undefined;
}

function propComponent(row: TryTarget): string {
  const tag = propElement(row);
  const name = row.name === 'data-*' ? 'data-example="x"' : row.name;
  const value = propValue(row.name, row.type);
  const attribute = row.name === 'data-*' || row.name === 'children' ? name : `${name}=${value}`;
  const needsStyles = row.name === 'style';
  const voidElement = tag === 'img' || tag === 'input';
  const testId = isPressed(row) ? ` data-testid="${pressedTestId}"` : '';
  const attributes = row.name === 'children' ? '' : `${testId} ${attribute}`;
  const extra =
    tag === 'img' && row.name !== 'src' ? ' src="/react-strict-dom/img/logo.svg" alt=""' : '';
  const element = voidElement
    ? `<html.${tag}${extra}${attributes} />`
    : `<html.${tag}${attributes}>Try it</html.${tag}>`;
  return `import {${needsStyles ? 'css, ' : ''}html} from 'react-strict-dom';
${needsStyles ? "\nconst styles = css.create({box: {backgroundColor: 'tomato'}});\n" : ''}
export default function App() {
  return ${element};
}
`;
}

/** `<html.a>` → `<html.a>Try it</html.a>`; an input type → `<html.input type="…" />`. */
function elementComponent(name: string): string | null {
  const match = /^<html\.(\w+)( type="[\w-]+")?>$/.exec(name);
  if (!match) return null;
  const [, tag, type = ''] = match;
  const element =
    tag === 'input' || tag === 'img' || tag === 'br' || tag === 'hr'
      ? `<html.${tag}${type}${tag === 'img' ? ' src="/react-strict-dom/img/logo.svg" alt=""' : ''} />`
      : `<html.${tag}>Try it</html.${tag}>`;
  return `import {html} from 'react-strict-dom';

export default function App() {
  return ${element};
}
`;
}

/** A variable defined in a theme file, as the library requires, and read with `var()`. */
const variableFiles: TryFiles = {
  'App.tsx': `import {css, html} from 'react-strict-dom';
import {tokens} from './tokens.css';

const styles = css.create({
  box: {color: tokens.accent, backgroundColor: 'var(--missing, gold)'},
});

export default function App() {
  return <html.span style={styles.box}>Try it</html.span>;
}
`,
  'tokens.css.ts': `import {css} from 'react-strict-dom';

export const tokens = css.defineVars({accent: 'tomato'});
`,
};

/** The playground files that try a row's feature, or null when no snippet can show it. */
export function tryFiles(row: TryTarget): TryFiles | null {
  if (row.name === '--*' || row.name === 'var()') return variableFiles;
  let app: string | null = null;
  switch (row.kind) {
    case 'property':
      app = styledComponent(propertySample(row.name));
      break;
    case 'value':
    case 'unit': {
      if (row.name.startsWith('<html.input')) {
        app = elementComponent(row.name);
        break;
      }
      const sample = row.of === 'compat.native as' ? null : valueSample(row);
      app = sample && styledComponent(sample);
      break;
    }
    case 'condition': {
      const sample = conditionSample(row.name);
      app = sample && styledComponent(sample);
      break;
    }
    case 'element':
      app = elementComponent(row.name);
      break;
    case 'prop':
      app = propComponent(row);
      break;
    case 'api':
      app = null;
  }
  return app ? {'App.tsx': app} : null;
}
