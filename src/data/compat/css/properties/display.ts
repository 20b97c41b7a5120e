/** The "Display, overflow and direction properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const display: CompatRow[] = [
  row(
    'display',
    'partial',
    'flex and none are built in; block is emulated. See the display values below.',
  ),
  row(
    'overflow',
    'partial',
    'One value. visible and hidden work; scroll is passed to React Native, whose View clips like hidden but never scrolls: use a ScrollView on native.',
    53,
  ),
  row('overflowX', 'unsupported'),
  row('overflowY', 'unsupported'),
  row('overflowBlock', 'unsupported'),
  row('overflowInline', 'unsupported'),
  row(
    'visibility',
    'polyfilled',
    'hidden and collapse set opacity to 0 and hide the element from assistive technology and pointer events.',
  ),
  row('direction', 'native', 'ltr, rtl or inherit. The dir prop sets it too.'),
];
