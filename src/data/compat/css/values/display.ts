/** The "Values of display" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const display: CompatRow[] = [
  row('display: flex', 'native', 'Children default to flexDirection: row, as in browsers.'),
  row('display: none', 'native'),
  row(
    'display: block',
    'partial',
    'Emulated with a column flex layout: there is no flow layout, so text runs and inline boxes do not mix.',
    2,
  ),
  row(
    'display: contents',
    'partial',
    'Passed to React Native, but a development warning says the value is unsupported.',
  ),
  row('display: inline', 'unsupported', 'A warning is logged.', 2),
  row('display: inline-block', 'unsupported', 'A warning is logged.', 2),
  row('display: inline-flex', 'unsupported', 'A warning is logged.'),
  row('display: grid', 'unsupported', 'A warning is logged.', 1),
  row('display: inline-grid', 'unsupported', 'A warning is logged.', 1),
  row('display: list-item', 'unsupported', 'A warning is logged.'),
];
