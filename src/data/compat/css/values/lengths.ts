/** The "Length values and units" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row, notConverted} from '../shared';

export const lengths: CompatRow[] = [
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
];
