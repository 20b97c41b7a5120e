/** The "Logical border properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row, singleValue, perSideStyle} from '../shared';

export const logicalBorders: CompatRow[] = [
  row(
    'borderBlockColor',
    'polyfilled',
    `Mapped to borderTopColor and borderBottomColor. ${singleValue}`,
  ),
  row(
    'borderBlockWidth',
    'polyfilled',
    `Mapped to borderTopWidth and borderBottomWidth. ${singleValue}`,
  ),
  row('borderBlockStyle', 'unsupported', `Mapped to per-side styles. ${perSideStyle}`),
  row('borderBlockStartColor', 'polyfilled', 'Mapped to borderTopColor.'),
  row('borderBlockStartWidth', 'polyfilled', 'Mapped to borderTopWidth.'),
  row('borderBlockStartStyle', 'unsupported', `Mapped to borderTopStyle. ${perSideStyle}`),
  row('borderBlockEndColor', 'polyfilled', 'Mapped to borderBottomColor.'),
  row('borderBlockEndWidth', 'polyfilled', 'Mapped to borderBottomWidth.'),
  row('borderBlockEndStyle', 'unsupported', `Mapped to borderBottomStyle. ${perSideStyle}`),
  row(
    'borderInlineColor',
    'polyfilled',
    `Mapped to borderStartColor and borderEndColor. ${singleValue}`,
  ),
  row(
    'borderInlineWidth',
    'polyfilled',
    `Mapped to borderStartWidth and borderEndWidth. ${singleValue}`,
  ),
  row('borderInlineStyle', 'unsupported', `Mapped to per-side styles. ${perSideStyle}`),
  row('borderInlineStartColor', 'polyfilled', 'Mapped to borderStartColor.'),
  row('borderInlineStartWidth', 'polyfilled', 'Mapped to borderStartWidth.'),
  row('borderInlineStartStyle', 'unsupported', `Mapped to borderStartStyle. ${perSideStyle}`),
  row('borderInlineEndColor', 'polyfilled', 'Mapped to borderEndColor.'),
  row('borderInlineEndWidth', 'polyfilled', 'Mapped to borderEndWidth.'),
  row('borderInlineEndStyle', 'unsupported', `Mapped to borderEndStyle. ${perSideStyle}`),
  row('borderStartStartRadius', 'polyfilled', 'Mapped to borderTopStartRadius.'),
  row('borderStartEndRadius', 'polyfilled', 'Mapped to borderTopEndRadius.'),
  row('borderEndStartRadius', 'polyfilled', 'Mapped to borderBottomStartRadius.'),
  row('borderEndEndRadius', 'polyfilled', 'Mapped to borderBottomEndRadius.'),
];
