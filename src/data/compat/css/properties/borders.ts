/** The "Border properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row, singleValue, perSideStyle} from '../shared';

export const borders: CompatRow[] = [
  row('borderColor', 'native', singleValue),
  row('borderStyle', 'native', `${singleValue} none is applied as borderWidth: 0.`),
  row('borderWidth', 'native', singleValue),
  row('borderRadius', 'native', `Lengths or percentages. ${singleValue}`),
  row('borderTopColor', 'native'),
  row('borderRightColor', 'native'),
  row('borderBottomColor', 'native'),
  row('borderLeftColor', 'native'),
  row('borderTopWidth', 'native'),
  row('borderRightWidth', 'native'),
  row('borderBottomWidth', 'native'),
  row('borderLeftWidth', 'native'),
  row('borderTopStyle', 'unsupported', perSideStyle),
  row('borderRightStyle', 'unsupported', perSideStyle),
  row('borderBottomStyle', 'unsupported', perSideStyle),
  row('borderLeftStyle', 'unsupported', perSideStyle),
  row('borderTopLeftRadius', 'native'),
  row('borderTopRightRadius', 'native'),
  row('borderBottomLeftRadius', 'native'),
  row('borderBottomRightRadius', 'native'),
];
