/** What input and textarea share: both render a TextInput on native. */
import type {CompatRow} from '../types';
import {api, handler, ignored, reactDomIgnores, row, warned} from './shared';

const inputChangeEvent = '(event) => void';
const valueEventNote = 'Native event: {target: {value}, type}, on every edit.';

/** Props that input and textarea handle alike: both render a TextInput on native. */
const textFieldProps: CompatRow[] = [
  row('defaultValue', 'string', 'polyfilled', 'Initial text of an uncontrolled field.'),
  row('disabled', 'boolean', 'polyfilled', 'Native: not editable, not focusable.'),
  row('maxLength', 'number', 'native', "Passed to TextInput's maxLength."),
  row('minLength', 'number', 'unsupported', ignored),
  row('name', 'string', 'unsupported', ignored),
  row('onBeforeInput', handler, 'unsupported', warned, {issue: 38}),
  row('onChange', inputChangeEvent, 'polyfilled', valueEventNote),
  row('onInput', inputChangeEvent, 'polyfilled', valueEventNote),
  row('onInvalid', handler, 'unsupported', warned, {issue: 38}),
  row('onSelect', handler, 'unsupported', warned, {issue: 38}),
  row(
    'onSelectionChange',
    handler,
    'unsupported',
    `${warned} The handler still gets React Native's selection event.`,
    {web: {status: 'unsupported', note: reactDomIgnores}, issue: 38},
  ),
  row('placeholder', 'string', 'polyfilled', 'Style it with ::placeholder.'),
  row('readOnly', 'boolean', 'polyfilled', 'Native: not editable.'),
  row('required', 'boolean', 'unsupported', ignored),
  row('value', 'string', 'native', "Passed to TextInput's value."),
];

/** An element's own rows plus the shared text-field rows, in name order. */
export function withTextFieldProps(own: CompatRow[]): CompatRow[] {
  return [...own, ...textFieldProps].sort((a, b) => a.name.localeCompare(b.name));
}

const selectionPolyfill =
  'Since 0.0.55; the changelog says it needs a future React Native release.';

export function textFieldInstance(iface: 'HTMLInputElement' | 'HTMLTextAreaElement'): CompatRow[] {
  return [
    api(`${iface}.disabled`, 'unsupported'),
    api(`${iface}.select()`, 'unsupported'),
    api(`${iface}.selectionDirection`, 'unsupported'),
    api(`${iface}.selectionEnd`, 'polyfilled', selectionPolyfill),
    api(`${iface}.selectionStart`, 'polyfilled', selectionPolyfill),
    api(`${iface}.setSelectionRange()`, 'polyfilled', selectionPolyfill),
    ...(iface === 'HTMLInputElement' ? [api(`${iface}.showPicker()`, 'unsupported')] : []),
    api(`${iface}.value`, 'unsupported', 'Keep the text in state instead.'),
  ];
}
