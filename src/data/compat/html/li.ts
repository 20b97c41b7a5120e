/** Support data for <html.li>: its own props; its page imports only this file. */
import type {CompatRow} from '../types';
import {ignored, row} from './shared';

export const liProps: CompatRow[] = [row('value', 'number', 'unsupported', ignored)];
