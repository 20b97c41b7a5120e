/** The "Custom properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const custom: CompatRow[] = [
  row(
    '--*',
    'polyfilled',
    'Custom properties, usually created with css.defineVars(). Read with var(); resolved per element.',
  ),
];
