/** Support data for <html.optgroup>: its own props; its page imports only this file. */
import type {CompatRow} from '../types';
import {ignored, row} from './shared';

export const optgroupProps: CompatRow[] = [
  row('disabled', 'boolean', 'partial', 'Native: only stops onClick on the group itself.', {
    issue: 7,
  }),
  row('label', 'string', 'unsupported', ignored, {issue: 7}),
];
