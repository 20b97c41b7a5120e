/** The "Margin and padding properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row, singleValue} from '../shared';

export const spacing: CompatRow[] = [
  row('margin', 'native', singleValue),
  row('marginTop', 'native'),
  row('marginRight', 'native'),
  row('marginBottom', 'native'),
  row('marginLeft', 'native'),
  row('marginBlock', 'polyfilled', `Mapped to marginVertical. ${singleValue}`),
  row('marginBlockStart', 'polyfilled', 'Mapped to marginTop.'),
  row('marginBlockEnd', 'polyfilled', 'Mapped to marginBottom.'),
  row('marginInline', 'polyfilled', `Mapped to marginHorizontal. ${singleValue}`),
  row('marginInlineStart', 'polyfilled', 'Mapped to marginStart.'),
  row('marginInlineEnd', 'polyfilled', 'Mapped to marginEnd.'),
  row('padding', 'native', singleValue),
  row('paddingTop', 'native'),
  row('paddingRight', 'native'),
  row('paddingBottom', 'native'),
  row('paddingLeft', 'native'),
  row('paddingBlock', 'polyfilled', `Mapped to paddingVertical. ${singleValue}`),
  row('paddingBlockStart', 'polyfilled', 'Mapped to paddingTop.'),
  row('paddingBlockEnd', 'polyfilled', 'Mapped to paddingBottom.'),
  row('paddingInline', 'polyfilled', `Mapped to paddingHorizontal. ${singleValue}`),
  row('paddingInlineStart', 'polyfilled', 'Mapped to paddingStart.'),
  row('paddingInlineEnd', 'polyfilled', 'Mapped to paddingEnd.'),
];
