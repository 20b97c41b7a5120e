/** Support data for <html.label>: its own props; its page imports only this file. */
import type {CompatRow} from '../types';
import {row} from './shared';

export const labelProps: CompatRow[] = [
  row('for', 'string', 'unsupported', 'Not htmlFor. Native: nothing links the label to the field.'),
];
