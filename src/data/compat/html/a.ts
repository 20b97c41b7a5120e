/** Support data for <html.a>: its own props; its page imports only this file. */
import type {CompatRow} from '../types';
import {ignored, referrerPolicy, row} from './shared';

export const aProps: CompatRow[] = [
  row('download', 'string', 'unsupported', ignored),
  row(
    'href',
    'string',
    'unsupported',
    'Native: a press logs a "not implemented" error, and onClick no longer runs.',
  ),
  row('referrerPolicy', referrerPolicy, 'unsupported', ignored),
  row('rel', 'string', 'unsupported', ignored),
  row('target', "'_self' | '_blank' | '_parent' | '_top'", 'unsupported', ignored),
];
