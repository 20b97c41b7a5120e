/** The "Values of transitionTimingFunction" table on /api/css/ and on Learn › Animation. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const timingFunctions: CompatRow[] = [
  row('linear', 'polyfilled'),
  row(
    'ease',
    'partial',
    "Native runs React Native's Easing.ease, cubic-bezier(0.42, 0, 1, 1): the ease-in curve, not CSS's ease (cubic-bezier(0.25, 0.1, 0.25, 1)).",
  ),
  row('ease-in', 'polyfilled', 'The same curve as ease on native.'),
  row('ease-out', 'polyfilled'),
  row(
    'ease-in-out',
    'polyfilled',
    'Native runs ease-in forwards, then backwards: within 3% of the CSS curve.',
  ),
  row('cubic-bezier()', 'polyfilled'),
  row('steps()', 'unsupported', 'Runs linear.'),
  {
    name: 'spring()',
    web: {status: 'unsupported', note: 'Not CSS: browsers ignore the declaration.'},
    android: 'polyfilled',
    ios: 'polyfilled',
    note: 'Experimental: spring(mass, stiffness, damping, initialVelocity), defaults 1, 100, 10, 0.',
  },
];
