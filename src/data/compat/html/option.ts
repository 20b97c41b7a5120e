/** Support data for <html.option>: its own props; its page imports only this file. */
import type {CompatRow} from '../types';
import {ignored, row} from './shared';

export const optionProps: CompatRow[] = [
  row('disabled', 'boolean', 'unsupported', ignored, {issue: 8}),
  row('label', 'string', 'partial', 'Native shows the label instead of the children.', {issue: 8}),
  row('value', 'string', 'unsupported', ignored, {issue: 8}),
];
