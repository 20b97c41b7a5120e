/**
 * How each CSS property, value, pseudo-class and at-rule works with
 * `css.create()` on web, Android and iOS, for react-strict-dom 0.0.55.
 *
 * Native statuses come from the library's native runtime
 * (node_modules/react-strict-dom/dist/native/index.js): its list of allowed
 * style keys, the value parsers, and the mapping to React Native styles and
 * props. tests/unit/compat-css.test.ts fails when these tables and that source
 * disagree.
 *
 * Status rule for Android and iOS:
 * - native: handed to React Native under the same name (units or value types
 *   may be converted on the way);
 * - polyfilled: React Strict DOM implements it, by mapping it to other React
 *   Native styles or props, or in JavaScript;
 * - partial: only some values or cases work (the note says which);
 * - unsupported: dropped with a warning, or passed on with no effect.
 * The web column is "native" unless the browser or the StyleX compiler
 * rejects the feature.
 */
import type {CompatRow, SupportStatus} from './types';

/** A row that works on web and has the same status (and note) on Android and iOS. */
function row(name: string, onNative: SupportStatus, note?: string, issue?: number): CompatRow {
  return {
    name,
    web: 'native',
    android: onNative,
    ios: onNative,
    ...(note ? {note} : {}),
    ...(issue ? {issue} : {}),
  };
}

const singleValue = 'One value only: a value with several parts logs an error and is dropped.';
const needsFlex = 'Needs display: flex on the element; an error is logged otherwise.';
const needsFlexParent = 'Needs a parent with display: flex; an error is logged otherwise.';
const perSideStyle =
  'Passed to React Native, which has one borderStyle for all sides, so it has no effect.';

/** CSS properties, in the groups shown as h3 sections on /api/css/. */
export const cssProperties = {
  sizing: [
    row('width', 'native'),
    row('height', 'native'),
    row('minWidth', 'native'),
    row('maxWidth', 'native'),
    row('minHeight', 'native'),
    row('maxHeight', 'native'),
    row('inlineSize', 'polyfilled', 'Mapped to width.'),
    row('blockSize', 'polyfilled', 'Mapped to height.'),
    row('minInlineSize', 'polyfilled', 'Mapped to minWidth.'),
    row('maxInlineSize', 'polyfilled', 'Mapped to maxWidth.'),
    row('minBlockSize', 'polyfilled', 'Mapped to minHeight.'),
    row('maxBlockSize', 'polyfilled', 'Mapped to maxHeight.'),
    row('aspectRatio', 'native', 'A number or a "width / height" string.'),
    row('boxSizing', 'native', 'html.* elements default to content-box, as in browsers.'),
  ],
  spacing: [
    row('margin', 'native', singleValue),
    row('marginTop', 'native'),
    row('marginRight', 'native'),
    row('marginBottom', 'native'),
    row('marginLeft', 'native'),
    row('marginBlock', 'polyfilled', `Mapped to marginVertical. ${singleValue}`),
    row('marginBlockStart', 'polyfilled', 'Mapped to marginTop.'),
    row('marginBlockEnd', 'polyfilled', 'Mapped to marginBottom.'),
    row('marginInline', 'polyfilled', `Mapped to marginHorizontal. ${singleValue}`),
    row('marginInlineStart', 'polyfilled', 'Mapped to marginStart.'),
    row('marginInlineEnd', 'polyfilled', 'Mapped to marginEnd.'),
    row('padding', 'native', singleValue),
    row('paddingTop', 'native'),
    row('paddingRight', 'native'),
    row('paddingBottom', 'native'),
    row('paddingLeft', 'native'),
    row('paddingBlock', 'polyfilled', `Mapped to paddingVertical. ${singleValue}`),
    row('paddingBlockStart', 'polyfilled', 'Mapped to paddingTop.'),
    row('paddingBlockEnd', 'polyfilled', 'Mapped to paddingBottom.'),
    row('paddingInline', 'polyfilled', `Mapped to paddingHorizontal. ${singleValue}`),
    row('paddingInlineStart', 'polyfilled', 'Mapped to paddingStart.'),
    row('paddingInlineEnd', 'polyfilled', 'Mapped to paddingEnd.'),
  ],
  positioning: [
    row(
      'position',
      'partial',
      'static, relative and absolute; html.* elements default to static, as in browsers. See the position values below.',
    ),
    row('top', 'native'),
    row('right', 'native'),
    row('bottom', 'native'),
    row('left', 'native'),
    row('inset', 'polyfilled', 'One value, applied to top, bottom, start and end.'),
    row('insetBlock', 'polyfilled', 'One value, applied to top and bottom.'),
    row('insetBlockStart', 'polyfilled', 'Mapped to top.'),
    row('insetBlockEnd', 'polyfilled', 'Mapped to bottom.'),
    row('insetInline', 'polyfilled', 'One value, applied to start and end.'),
    row('insetInlineStart', 'polyfilled', 'Mapped to start.'),
    row('insetInlineEnd', 'polyfilled', 'Mapped to end.'),
    row(
      'zIndex',
      'partial',
      'Stacking can differ from browsers for static elements that are not flex items; an error is logged when such an element sets zIndex.',
      100,
    ),
  ],
  display: [
    row(
      'display',
      'partial',
      'flex and none are built in; block is emulated. See the display values below.',
    ),
    row('overflow', 'native', 'visible, hidden or scroll, one value.'),
    row('overflowX', 'unsupported'),
    row('overflowY', 'unsupported'),
    row('overflowBlock', 'unsupported'),
    row('overflowInline', 'unsupported'),
    row(
      'visibility',
      'polyfilled',
      'hidden and collapse set opacity to 0 and hide the element from assistive technology and pointer events.',
    ),
    row('direction', 'native', 'ltr, rtl or inherit. The dir prop sets it too.'),
  ],
  flexbox: [
    row('flex', 'native', `A single number. ${needsFlexParent}`),
    row('flexBasis', 'native', needsFlexParent),
    row('flexGrow', 'native', needsFlexParent),
    row('flexShrink', 'native', needsFlexParent),
    row('flexDirection', 'native', needsFlex),
    row('flexWrap', 'native', needsFlex),
    row('gap', 'native', needsFlex),
    row('rowGap', 'native', needsFlex),
    row('columnGap', 'native', needsFlex),
    row('alignContent', 'native', needsFlex),
    row('alignItems', 'native', needsFlex),
    row('alignSelf', 'native'),
    row('justifyContent', 'native', needsFlex),
    row(
      'placeContent',
      'polyfilled',
      'One of center, flex-start, flex-end, space-around, space-between or space-evenly; sets alignContent and justifyContent.',
    ),
    row('justifyItems', 'unsupported'),
    row('justifySelf', 'unsupported'),
    row('placeItems', 'unsupported'),
    row('placeSelf', 'unsupported'),
    row('order', 'unsupported'),
  ],
  borders: [
    row('borderColor', 'native', singleValue),
    row('borderStyle', 'native', `${singleValue} none is applied as borderWidth: 0.`),
    row('borderWidth', 'native', singleValue),
    row('borderRadius', 'native', `Lengths or percentages. ${singleValue}`),
    row('borderTopColor', 'native'),
    row('borderRightColor', 'native'),
    row('borderBottomColor', 'native'),
    row('borderLeftColor', 'native'),
    row('borderTopWidth', 'native'),
    row('borderRightWidth', 'native'),
    row('borderBottomWidth', 'native'),
    row('borderLeftWidth', 'native'),
    row('borderTopStyle', 'unsupported', perSideStyle),
    row('borderRightStyle', 'unsupported', perSideStyle),
    row('borderBottomStyle', 'unsupported', perSideStyle),
    row('borderLeftStyle', 'unsupported', perSideStyle),
    row('borderTopLeftRadius', 'native'),
    row('borderTopRightRadius', 'native'),
    row('borderBottomLeftRadius', 'native'),
    row('borderBottomRightRadius', 'native'),
  ],
  logicalBorders: [
    row(
      'borderBlockColor',
      'polyfilled',
      `Mapped to borderTopColor and borderBottomColor. ${singleValue}`,
    ),
    row(
      'borderBlockWidth',
      'polyfilled',
      `Mapped to borderTopWidth and borderBottomWidth. ${singleValue}`,
    ),
    row('borderBlockStyle', 'unsupported', `Mapped to per-side styles. ${perSideStyle}`),
    row('borderBlockStartColor', 'polyfilled', 'Mapped to borderTopColor.'),
    row('borderBlockStartWidth', 'polyfilled', 'Mapped to borderTopWidth.'),
    row('borderBlockStartStyle', 'unsupported', `Mapped to borderTopStyle. ${perSideStyle}`),
    row('borderBlockEndColor', 'polyfilled', 'Mapped to borderBottomColor.'),
    row('borderBlockEndWidth', 'polyfilled', 'Mapped to borderBottomWidth.'),
    row('borderBlockEndStyle', 'unsupported', `Mapped to borderBottomStyle. ${perSideStyle}`),
    row(
      'borderInlineColor',
      'polyfilled',
      `Mapped to borderStartColor and borderEndColor. ${singleValue}`,
    ),
    row(
      'borderInlineWidth',
      'polyfilled',
      `Mapped to borderStartWidth and borderEndWidth. ${singleValue}`,
    ),
    row('borderInlineStyle', 'unsupported', `Mapped to per-side styles. ${perSideStyle}`),
    row('borderInlineStartColor', 'polyfilled', 'Mapped to borderStartColor.'),
    row('borderInlineStartWidth', 'polyfilled', 'Mapped to borderStartWidth.'),
    row('borderInlineStartStyle', 'unsupported', `Mapped to borderStartStyle. ${perSideStyle}`),
    row('borderInlineEndColor', 'polyfilled', 'Mapped to borderEndColor.'),
    row('borderInlineEndWidth', 'polyfilled', 'Mapped to borderEndWidth.'),
    row('borderInlineEndStyle', 'unsupported', `Mapped to borderEndStyle. ${perSideStyle}`),
    row('borderStartStartRadius', 'polyfilled', 'Mapped to borderTopStartRadius.'),
    row('borderStartEndRadius', 'polyfilled', 'Mapped to borderTopEndRadius.'),
    row('borderEndStartRadius', 'polyfilled', 'Mapped to borderBottomStartRadius.'),
    row('borderEndEndRadius', 'polyfilled', 'Mapped to borderBottomEndRadius.'),
  ],
  outlines: [
    ...['outlineColor', 'outlineOffset', 'outlineStyle', 'outlineWidth'].map((name) =>
      row(
        name,
        'partial',
        'Only on experimental React Native builds (nightly or main); release builds warn that the property is unsupported.',
      ),
    ),
  ],
  backgrounds: [
    row('backgroundColor', 'native'),
    row(
      'backgroundImage',
      'partial',
      'linear-gradient() and radial-gradient() only, passed to React Native as experimental_backgroundImage.',
    ),
    row('backgroundOrigin', 'unsupported'),
    row('backgroundPosition', 'unsupported'),
    row('backgroundRepeat', 'unsupported'),
    row('backgroundSize', 'unsupported'),
    row('backfaceVisibility', 'native'),
    row('boxShadow', 'native'),
    row('boxDecorationBreak', 'unsupported'),
    row('clipPath', 'unsupported'),
  ],
  effects: [
    row('opacity', 'native', 'Number strings are converted to numbers.'),
    row('filter', 'native'),
    row('backdropFilter', 'unsupported'),
    row('mixBlendMode', 'native'),
    row('isolation', 'native'),
    row('objectFit', 'native', 'For html.img. none is mapped to scale-down.'),
    row('objectPosition', 'unsupported'),
  ],
  text: [
    row('color', 'native', 'Inherited by descendants, as in browsers.'),
    row('fontFamily', 'native'),
    row('fontSize', 'native', 'Relative units are resolved first (see units below).'),
    row('fontStyle', 'native'),
    row('fontVariant', 'native'),
    row('fontWeight', 'native', 'Numbers are converted to strings.'),
    row('letterSpacing', 'native'),
    row(
      'lineHeight',
      'polyfilled',
      'A unitless number multiplies the font size; lengths are converted.',
    ),
    row('lineClamp', 'polyfilled', 'Mapped to the numberOfLines prop of the text element.', 136),
    row('textAlign', 'native', 'start and end are mapped to left and right.'),
    row('textDecorationLine', 'native'),
    {
      name: 'textDecorationColor',
      web: 'native',
      android: {status: 'unsupported', note: 'React Native supports it on iOS only.'},
      ios: 'native',
    },
    {
      name: 'textDecorationStyle',
      web: 'native',
      android: {status: 'unsupported', note: 'React Native supports it on iOS only.'},
      ios: 'native',
    },
    row(
      'textShadow',
      'polyfilled',
      'Mapped to textShadowColor, textShadowOffset and textShadowRadius. One shadow: extra shadows are dropped with a warning.',
    ),
    row('textTransform', 'native'),
    {
      name: 'verticalAlign',
      web: 'native',
      android: 'native',
      ios: {status: 'unsupported', note: 'React Native supports it on Android only.'},
    },
    row('textIndent', 'unsupported'),
    row('textOverflow', 'unsupported'),
    row('whiteSpace', 'unsupported'),
    row('wordBreak', 'unsupported'),
    row('overflowWrap', 'unsupported'),
    row('listStyleImage', 'unsupported'),
    row('listStylePosition', 'unsupported'),
    row('listStyleType', 'unsupported'),
  ],
  interaction: [
    {
      name: 'caretColor',
      web: 'native',
      android: {
        status: 'polyfilled',
        note: 'Mapped to the cursorColor prop; transparent hides the caret.',
      },
      ios: {status: 'partial', note: 'Only transparent, which hides the caret.'},
      note: 'auto is not supported.',
    },
    {
      name: 'cursor',
      web: 'native',
      android: {status: 'unsupported', note: 'React Native supports it on iOS only.'},
      ios: {status: 'partial', note: 'auto and pointer.'},
    },
    {
      name: 'cursorColor',
      web: {status: 'unsupported', note: 'Not a CSS property.'},
      android: 'unsupported',
      ios: 'unsupported',
      note: 'Accepted without a warning on native, but it has no effect there. Use caretColor.',
    },
    row('pointerEvents', 'native', 'auto or none.'),
    row('userSelect', 'native'),
    {
      name: 'willChange',
      web: 'native',
      android: {
        status: 'polyfilled',
        note: 'Any value but auto sets renderToHardwareTextureAndroid.',
      },
      ios: {status: 'unsupported', note: 'Accepted, but the polyfill only affects Android.'},
    },
    row('touchAction', 'unsupported'),
    row('scrollSnapAlign', 'unsupported'),
    row('scrollSnapStop', 'unsupported'),
    row('scrollSnapType', 'unsupported'),
  ],
  transforms: [
    row(
      'transform',
      'native',
      'Parsed into React Native transforms; see the transform functions below.',
    ),
    row('transformOrigin', 'native'),
    row('transformStyle', 'unsupported'),
    row('perspective', 'unsupported', 'The perspective() transform function works.'),
    row('rotate', 'unsupported', 'Use the rotate() transform function.'),
    row('scale', 'unsupported', 'Use the scale() transform function.'),
    row('translate', 'unsupported', 'Use translateX() and translateY().'),
  ],
  transitions: [
    row(
      'transitionProperty',
      'polyfilled',
      'Animated with React Native Animated. all means opacity and transform.',
    ),
    row('transitionDuration', 'polyfilled', 'ms or s.'),
    row('transitionDelay', 'polyfilled', 'ms or s.'),
    row(
      'transitionTimingFunction',
      'polyfilled',
      'ease, ease-in, ease-out, ease-in-out, cubic-bezier() and spring(); anything else runs linear.',
    ),
    row(
      'animationDelay',
      'unsupported',
      'Accepted without a warning, but nothing animates on native.',
      3,
    ),
    row(
      'animationDuration',
      'unsupported',
      'Accepted without a warning, but nothing animates on native.',
      3,
    ),
    row('animationName', 'unsupported', undefined, 3),
    row('animationDirection', 'unsupported', undefined, 3),
    row('animationFillMode', 'unsupported', undefined, 3),
    row('animationIterationCount', 'unsupported', undefined, 3),
    row('animationPlayState', 'unsupported', undefined, 3),
    row('animationTimingFunction', 'unsupported', undefined, 3),
  ],
  custom: [
    row(
      '--*',
      'polyfilled',
      'Custom properties, usually created with css.defineVars(). Read with var(); resolved per element.',
    ),
  ],
  shorthands: [
    ...[
      ['border', 'borderWidth, borderStyle and borderColor'],
      ['borderTop', 'borderTopWidth, borderTopStyle and borderTopColor'],
      ['borderRight', 'borderRightWidth, borderRightStyle and borderRightColor'],
      ['borderBottom', 'borderBottomWidth, borderBottomStyle and borderBottomColor'],
      ['borderLeft', 'borderLeftWidth, borderLeftStyle and borderLeftColor'],
      ['borderBlock', 'borderBlockWidth, borderBlockStyle and borderBlockColor'],
      ['borderInline', 'borderInlineWidth, borderInlineStyle and borderInlineColor'],
      ['background', 'backgroundColor'],
      ['animation', 'the animation* longhands'],
    ].map(([name, longhands]): CompatRow => ({
      name,
      web: {status: 'unsupported', note: 'The compiler rejects it.'},
      android: 'unsupported',
      ios: 'unsupported',
      note: `Use ${longhands}.`,
    })),
    row('font', 'unsupported', 'Use fontFamily, fontSize, fontStyle, fontWeight and lineHeight.'),
    row(
      'textDecoration',
      'unsupported',
      'Use textDecorationLine, textDecorationColor and textDecorationStyle.',
    ),
    row('transition', 'unsupported', 'Use the transition* longhands.'),
    row('outline', 'unsupported', 'Use the outline* longhands.'),
    row('flexFlow', 'unsupported', 'Use flexDirection and flexWrap.'),
    row('listStyle', 'unsupported'),
  ],
} satisfies Record<string, readonly CompatRow[]>;

/** Every property row, in page order. */
export const cssPropertyRows: readonly CompatRow[] = Object.values(cssProperties).flat();

const notConverted = 'Passed to React Native unconverted, which does not understand it.';

/** Values, units and functions, in the groups shown as h3 sections on /api/css/. */
export const cssValues = {
  lengths: [
    row(
      '<number>',
      'native',
      'Pixels on web (the compiler adds px where needed); density-independent pixels on native.',
    ),
    row('px', 'polyfilled', 'Converted to a number of density-independent pixels.'),
    row('%', 'native'),
    row(
      'em',
      'polyfilled',
      'Relative to the element’s font size (the inherited one, for fontSize), else to 16 × the system font scale.',
    ),
    row('rem', 'polyfilled', '16 × the system font scale.'),
    row('vw', 'polyfilled', 'Relative to the window width.'),
    row('vh', 'polyfilled', 'Relative to the window height.'),
    row('vmin', 'polyfilled', 'Relative to the smaller window side.'),
    row('vmax', 'polyfilled', 'Relative to the larger window side.'),
    ...['ch', 'ex', 'cm', 'mm', 'in', 'pt', 'pc', 'dvw', 'dvh', 'svw', 'svh', 'lvw', 'lvh'].map(
      (unit) => row(unit, 'unsupported', notConverted),
    ),
  ],
  timesAndAngles: [
    row('ms', 'polyfilled', 'In transitionDuration and transitionDelay.'),
    row('s', 'polyfilled', 'In transitionDuration and transitionDelay.'),
    row('deg', 'native', 'In rotate and skew transform functions.'),
    row('rad', 'native', 'In rotate and skew transform functions.'),
    row('turn', 'unsupported', 'React Native transforms take deg or rad.'),
    row('grad', 'unsupported', 'React Native transforms take deg or rad.'),
  ],
  keywordsAndFunctions: [
    row(
      'inherit',
      'partial',
      'Only for inherited text properties (color, font*, letterSpacing, lineHeight, textAlign, textDecoration*, textTransform, cursor) and direction; elsewhere a warning is logged.',
    ),
    row('unset', 'partial', 'Same limits as inherit.'),
    row('initial', 'unsupported', 'A warning is logged.'),
    row('currentcolor', 'unsupported', 'A warning is logged.'),
    row('var()', 'polyfilled', 'With an optional fallback; resolved from the nearest theme.'),
    row('calc()', 'unsupported', 'A warning is logged.'),
    row('clamp()', 'unsupported', notConverted),
    row('min()', 'unsupported', notConverted),
    row('max()', 'unsupported', notConverted),
    row('minmax()', 'unsupported', 'Grid only.'),
    row('url()', 'unsupported'),
    row('linear-gradient()', 'native', 'In backgroundImage only.'),
    row('radial-gradient()', 'native', 'In backgroundImage only.'),
    row('<color>', 'native', 'Named colors, #hex, rgb(), rgba(), hsl() and hsla().'),
  ],
  display: [
    row('display: flex', 'native', 'Children default to flexDirection: row, as in browsers.'),
    row('display: none', 'native'),
    row(
      'display: block',
      'partial',
      'Emulated with a column flex layout: there is no flow layout, so text runs and inline boxes do not mix.',
      2,
    ),
    row(
      'display: contents',
      'partial',
      'Passed to React Native, but a development warning says the value is unsupported.',
    ),
    row('display: inline', 'unsupported', 'A warning is logged.', 2),
    row('display: inline-block', 'unsupported', 'A warning is logged.', 2),
    row('display: inline-flex', 'unsupported', 'A warning is logged.'),
    row('display: grid', 'unsupported', 'A warning is logged.', 1),
    row('display: inline-grid', 'unsupported', 'A warning is logged.', 1),
    row('display: list-item', 'unsupported', 'A warning is logged.'),
  ],
  position: [
    row('position: static', 'native', 'The default for html.* elements, as in browsers.'),
    row('position: relative', 'native'),
    row('position: absolute', 'native'),
    row('position: fixed', 'unsupported', 'Falls back to absolute, with a warning.'),
    row('position: sticky', 'unsupported', 'Falls back to relative, with a warning.'),
  ],
  transformFunctions: [
    row(
      'matrix()',
      'native',
      'Six comma-separated numbers, converted to React Native’s 4×4 matrix. Cannot be transitioned.',
    ),
    row('perspective()', 'native', 'px or a unitless number.'),
    row('rotate()', 'native', 'deg or rad.'),
    row('rotateX()', 'native', 'deg or rad.'),
    row('rotateY()', 'native', 'deg or rad.'),
    row('rotateZ()', 'native', 'deg or rad.'),
    row('scale()', 'native', 'One number.'),
    row('scaleX()', 'native'),
    row('scaleY()', 'native'),
    row('skewX()', 'native', 'deg or rad.'),
    row('skewY()', 'native', 'deg or rad.'),
    row('translateX()', 'native', 'px, % or a unitless number; other units are dropped.'),
    row('translateY()', 'native', 'px, % or a unitless number; other units are dropped.'),
    row(
      'scaleZ()',
      'unsupported',
      'Parsed, but React Native has no scaleZ transform and rejects it.',
    ),
    row('skew()', 'unsupported', 'Dropped. Use skewX() and skewY().'),
    row('translate()', 'unsupported', 'Dropped. Use translateX() and translateY().'),
    row('translateZ()', 'unsupported', 'Dropped.'),
    row('translate3d()', 'unsupported', 'Dropped.'),
    row('rotate3d()', 'unsupported', 'Dropped.'),
    row('scale3d()', 'unsupported', 'Dropped.'),
    row('matrix3d()', 'unsupported', 'Dropped.'),
  ],
  timingFunctions: [
    row('linear', 'polyfilled'),
    row('ease', 'polyfilled'),
    row('ease-in', 'polyfilled'),
    row('ease-out', 'polyfilled'),
    row('ease-in-out', 'polyfilled'),
    row('cubic-bezier()', 'polyfilled'),
    row('steps()', 'unsupported', 'Runs linear.'),
    {
      name: 'spring()',
      web: {status: 'unsupported', note: 'Not CSS: browsers ignore the declaration.'},
      android: 'polyfilled',
      ios: 'polyfilled',
      note: 'Experimental: spring(mass, stiffness, damping, initialVelocity), defaults 1, 100, 10, 0.',
    },
  ],
} satisfies Record<string, readonly CompatRow[]>;

/** Every value row, in page order. */
export const cssValueRows: readonly CompatRow[] = Object.values(cssValues).flat();

/** Keys of condition objects other than at-rules: default, pseudo-classes, pseudo-elements. */
export const cssPseudoRows: readonly CompatRow[] = [
  row(
    'default',
    'polyfilled',
    'The value when no condition applies. Required in every condition object.',
  ),
  row(':hover', 'polyfilled', 'Tracked with mouse and pointer enter and leave events.'),
  row(
    ':focus',
    'polyfilled',
    'Tracked with focus and blur events, so only elements that can take focus match.',
  ),
  row(':active', 'polyfilled', 'Set between pointer down and pointer up or cancel.', 292),
  row(
    '::placeholder',
    'partial',
    'Only color, applied as the placeholder text color of html.input and html.textarea; other properties log a warning.',
  ),
  row(':focus-visible', 'unsupported', 'A warning is logged, as for every other pseudo-class.'),
  row(':focus-within', 'unsupported'),
  row(':disabled', 'unsupported'),
  row(':first-child', 'unsupported'),
  row(':last-child', 'unsupported'),
  row(':nth-child()', 'unsupported'),
  row(':visited', 'unsupported'),
  row('::before', 'unsupported', 'A warning is logged, as for every other pseudo-element.'),
  row('::after', 'unsupported'),
  row('::selection', 'unsupported'),
];

/** Keys of condition objects that are at-rules, mostly media queries. */
export const cssAtRuleRows: readonly CompatRow[] = [
  row(
    '@media (width)',
    'polyfilled',
    'With min- and max-. Compared with the window width; em and rem count as 16px.',
  ),
  row('@media (height)', 'polyfilled', 'With min- and max-. Compared with the window height.'),
  row(
    '@media (aspect-ratio)',
    'polyfilled',
    'With min- and max-. A ratio such as 16/9, or a number.',
  ),
  row('@media (orientation)', 'polyfilled', 'portrait or landscape, from the window size.'),
  row(
    '@media (prefers-reduced-motion)',
    'polyfilled',
    'reduce or no-preference, from the system setting; (prefers-reduced-motion) alone means reduce.',
  ),
  row(
    '@media (prefers-color-scheme: dark)',
    'partial',
    'Native matches only this exact key, with one space after the colon.',
  ),
  row(
    '@media (prefers-color-scheme: light)',
    'unsupported',
    'Never matches on native: put light values under default.',
  ),
  row('@media (hover)', 'unsupported', 'Never matches on native.'),
  row('@media (pointer)', 'unsupported', 'Never matches on native.'),
  row('@media (resolution)', 'unsupported', 'Never matches on native.'),
  row(
    '@media screen',
    'unsupported',
    'On native, a query that names a media type other than all never matches, so screen and (…) is always false.',
  ),
  row(
    '@media not',
    'partial',
    'Avoid on native: not all and (…) never matches, and not (…) without a media type throws "Invalid CSS media query".',
  ),
  row(
    '@media … and …',
    'polyfilled',
    'All conditions must match; a comma-separated list matches if any query does.',
  ),
  row(
    '@media (width >= 600px)',
    'unsupported',
    'Range syntax throws "Invalid CSS media query" on native. Use min- and max-.',
  ),
  row('@supports', 'unsupported', 'A warning is logged on native.'),
  row('@container', 'unsupported', 'A warning is logged on native.'),
];
