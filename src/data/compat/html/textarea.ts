/** Support data for <html.textarea>: its own props and ref members; its page imports only this file. */
import type {CompatRow} from '../types';
import {row} from './shared';
import {textFieldInstance, withTextFieldProps} from './textField';

export const textareaProps: CompatRow[] = withTextFieldProps([
  row('autoComplete', 'AutoComplete', 'polyfilled', 'Same values as on input.'),
  row('rows', 'number', 'polyfilled', 'numberOfLines on native.'),
]);

export const textareaInstance: CompatRow[] = textFieldInstance('HTMLTextAreaElement');
