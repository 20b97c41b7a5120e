/** The "Values of position" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const position: CompatRow[] = [
  row('position: static', 'native', 'The default for html.* elements, as in browsers.'),
  row('position: relative', 'native'),
  row('position: absolute', 'native'),
  row('position: fixed', 'unsupported', 'Falls back to absolute, with a warning.'),
  row('position: sticky', 'unsupported', 'Falls back to relative, with a warning.'),
];
