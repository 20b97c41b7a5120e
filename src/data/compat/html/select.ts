/** Support data for <html.select>: its own props; its page imports only this file. */
import type {CompatRow} from '../types';
import {handler, ignored, row, warned} from './shared';

export const selectProps: CompatRow[] = [
  row('autoComplete', 'AutoComplete', 'unsupported', ignored, {issue: 10}),
  row('defaultValue', 'string | Array<string>', 'unsupported', ignored, {issue: 10}),
  row('multiple', 'boolean', 'unsupported', ignored, {issue: 10}),
  row('name', 'string', 'unsupported', ignored, {issue: 10}),
  row('onBeforeInput', handler, 'unsupported', warned, {issue: 10}),
  row('onChange', handler, 'unsupported', ignored, {issue: 10}),
  row('onInput', handler, 'unsupported', ignored, {issue: 10}),
  row('onInvalid', handler, 'unsupported', warned, {issue: 10}),
  row('onSelect', handler, 'unsupported', warned, {issue: 10}),
  row('required', 'boolean', 'unsupported', ignored, {issue: 10}),
  row('value', 'string | Array<string>', 'unsupported', ignored, {issue: 10}),
];
