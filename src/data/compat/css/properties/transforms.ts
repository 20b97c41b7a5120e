/** The "Transform properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const transforms: CompatRow[] = [
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
];
