/** The "Transition and animation properties" table on /api/css/ and on Learn › Animation. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const transitions: CompatRow[] = [
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
];
