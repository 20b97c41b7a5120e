/** Support data for <html.input>: its own props, input types, autoComplete values and ref members; its page imports only this file. */
import type {CompatRow, PlatformSupport} from '../types';
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

interface InputTypeSpec {
  value: string;
  support: PlatformSupport;
  note: string;
  issue?: number;
}

const plainTextField = 'Renders an ordinary text field on native.';

/** Every value of `<html.input type>` and what native makes of it. */
export const inputTypeSpecs: readonly InputTypeSpec[] = [
  {
    value: 'checkbox',
    support: 'unsupported',
    note: 'Logs "<input type="checkbox" /> is not implemented in React Native.", then renders a text field.',
    issue: 11,
  },
  {value: 'color', support: 'unsupported', note: plainTextField, issue: 12},
  {
    value: 'date',
    support: 'unsupported',
    note: 'Logs "<input type="date" /> is not implemented in React Native.", then renders a text field.',
    issue: 13,
  },
  {value: 'datetime-local', support: 'unsupported', note: plainTextField},
  {
    value: 'email',
    support: 'polyfilled',
    note: 'Sets inputMode "email" on native (e-mail keyboard).',
  },
  {value: 'file', support: 'unsupported', note: plainTextField, issue: 14},
  {value: 'hidden', support: 'unsupported', note: 'Still renders a visible text field on native.'},
  {value: 'month', support: 'unsupported', note: plainTextField},
  {
    value: 'number',
    support: 'polyfilled',
    note: 'Sets inputMode "numeric" on native; the value stays a string.',
  },
  {
    value: 'password',
    support: 'polyfilled',
    note: 'Sets secureTextEntry on native, which masks the text.',
  },
  {
    value: 'radio',
    support: 'unsupported',
    note: 'Logs "<input type="radio" /> is not implemented in React Native.", then renders a text field.',
    issue: 15,
  },
  {value: 'range', support: 'unsupported', note: plainTextField},
  {value: 'search', support: 'polyfilled', note: 'Sets inputMode "search" on native.'},
  {value: 'submit', support: 'unsupported', note: plainTextField},
  {value: 'tel', support: 'polyfilled', note: 'Sets inputMode "tel" on native (phone keypad).'},
  {value: 'text', support: 'polyfilled', note: 'The default.'},
  {value: 'time', support: 'unsupported', note: plainTextField},
  {value: 'url', support: 'polyfilled', note: 'Sets inputMode "url" on native.'},
  {value: 'week', support: 'unsupported', note: plainTextField},
];

/** Rows for `<html.input type="…">`, shown on the input page and in the elements table. */
export const inputTypes: CompatRow[] = inputTypeSpecs.map((spec) =>
  row(`<html.input type="${spec.value}">`, undefined, spec.support, spec.note, {issue: spec.issue}),
);

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
