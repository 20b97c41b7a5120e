/** The "Interaction properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const interaction: CompatRow[] = [
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
];
