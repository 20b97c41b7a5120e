/** The "Effect and image properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const effects: CompatRow[] = [
  row('opacity', 'native', 'Number strings are converted to numbers.'),
  row('filter', 'native'),
  row('backdropFilter', 'unsupported'),
  row('mixBlendMode', 'native'),
  row('isolation', 'native'),
  row('objectFit', 'native', 'For html.img. none is mapped to scale-down.'),
  row('objectPosition', 'unsupported'),
];
