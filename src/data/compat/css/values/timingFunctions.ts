/** The "Values of transitionTimingFunction" table on /api/css/ and on Learn › Animation. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const timingFunctions: CompatRow[] = [
  row('linear', 'polyfilled'),
  row('ease', 'polyfilled'),
  row('ease-in', 'polyfilled'),
  row('ease-out', 'polyfilled'),
  row('ease-in-out', 'polyfilled'),
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
