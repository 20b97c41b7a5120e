/** Support data for <html.input>: its own props, input types, autoComplete values and ref members; its page imports only this file. */
import type {CompatRow} from '../types';
import {ignored, row} from './shared';
import {textFieldInstance, withTextFieldProps} from './textField';

export const inputProps: CompatRow[] = withTextFieldProps([
  row('autoComplete', 'AutoComplete', 'polyfilled', 'Values listed below.'),
  row('checked', "boolean | 'mixed'", 'unsupported', 'React DOM treats "mixed" as checked.', {
    issue: 11,
  }),
  row('defaultChecked', 'boolean', 'unsupported', ignored, {issue: 11}),
  row('max', 'string | number', 'unsupported', ignored),
  row('min', 'string | number', 'unsupported', ignored),
  row('multiple', 'boolean', 'unsupported', ignored),
  row('step', "number | 'any'", 'unsupported', ignored),
  row(
    'type',
    "'checkbox' | 'color' | 'date' | 'datetime-local' | 'email' | 'file' | 'hidden' | 'month' | 'number' | 'password' | 'radio' | 'range' | 'search' | 'submit' | 'tel' | 'text' | 'time' | 'url' | 'week'",
    'partial',
    'Native always renders a text field; see input types.',
  ),
]);

// The input types live in a file of their own: the elements table (and the pages that show
// it) needs them without the rest of this file.
export {inputTypeSpecs, inputTypes} from './inputTypes';

/** Allowed `autoComplete` values on input, select and textarea (the library's AutoComplete type). */
export const autoCompleteValues: readonly string[] = [
  'additional-name',
  'address-line1',
  'address-line2',
  'birthdate-day',
  'birthdate-full',
  'birthdate-month',
  'birthdate-year',
  'cc-csc',
  'cc-exp',
  'cc-exp-day',
  'cc-exp-month',
  'cc-exp-year',
  'cc-number',
  'cc-name',
  'cc-given-name',
  'cc-middle-name',
  'cc-family-name',
  'cc-type',
  'country',
  'current-password',
  'email',
  'family-name',
  'gender',
  'given-name',
  'honorific-prefix',
  'honorific-suffix',
  'name',
  'name-family',
  'name-given',
  'name-middle',
  'name-middle-initial',
  'name-prefix',
  'name-suffix',
  'new-password',
  'nickname',
  'on',
  'one-time-code',
  'organization',
  'organization-title',
  'password',
  'password-new',
  'postal-address',
  'postal-address-country',
  'postal-address-extended',
  'postal-address-extended-postal-code',
  'postal-address-locality',
  'postal-address-region',
  'postal-code',
  'street-address',
  'sms-otp',
  'tel',
  'tel-country-code',
  'tel-national',
  'tel-device',
  'url',
  'username',
  'username-new',
  'off',
];

export const inputInstance: CompatRow[] = textFieldInstance('HTMLInputElement');
