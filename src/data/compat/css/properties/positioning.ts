/** The "Position properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const positioning: CompatRow[] = [
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
];
