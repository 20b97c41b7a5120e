/** Every value of `<html.input type>` and what native makes of it (re-exported by input.ts). */
import type {CompatRow, PlatformSupport} from '../types';
import {row} from './shared';

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
