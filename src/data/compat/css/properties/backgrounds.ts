/** The "Background and shadow properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const backgrounds: CompatRow[] = [
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
];
