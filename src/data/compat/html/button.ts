/** Support data for <html.button>: its own props; its page imports only this file. */
import type {CompatRow} from '../types';
import {row} from './shared';

export const buttonProps: CompatRow[] = [
  row('disabled', 'boolean', 'polyfilled', 'Native: disabled and not focusable.'),
  row('type', "'button' | 'submit'", 'unsupported', 'Web default: "button", not "submit".'),
];
