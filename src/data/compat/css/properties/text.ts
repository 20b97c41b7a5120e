/** The "Text and font properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const text: CompatRow[] = [
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
];
