/** The "Flexbox and alignment properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row, needsFlex, needsFlexParent} from '../shared';

export const flexbox: CompatRow[] = [
  row('flex', 'native', `A single number. ${needsFlexParent}`),
  row('flexBasis', 'native', needsFlexParent),
  row('flexGrow', 'native', needsFlexParent),
  row('flexShrink', 'native', needsFlexParent),
  row('flexDirection', 'native', needsFlex),
  row('flexWrap', 'native', needsFlex),
  row('gap', 'native', needsFlex),
  row('rowGap', 'native', needsFlex),
  row('columnGap', 'native', needsFlex),
  row('alignContent', 'native', needsFlex),
  row('alignItems', 'native', needsFlex),
  row('alignSelf', 'native'),
  row('justifyContent', 'native', needsFlex),
  row(
    'placeContent',
    'polyfilled',
    'One of center, flex-start, flex-end, space-around, space-between or space-evenly; sets alignContent and justifyContent.',
  ),
  row('justifyItems', 'unsupported'),
  row('justifySelf', 'unsupported'),
  row('placeItems', 'unsupported'),
  row('placeSelf', 'unsupported'),
  row('order', 'unsupported'),
];
