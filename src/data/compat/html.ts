/**
 * Support data for the `html` export of react-strict-dom 0.0.55: its elements,
 * every prop its types accept, and the instance APIs its refs expose. The pages
 * under docs/api/html/ render these arrays; tests/unit/compat-html.test.ts checks
 * them against the installed package's types and native source.
 *
 * Status words (see ./types.ts): web `native` means the browser or React DOM does
 * the work; android/ios `native` means React Native does it with the prop as given,
 * `polyfilled` means React Strict DOM's own JavaScript maps or emulates it.
 */
import type {CompatRow, PlatformSupport} from './types';

/** What one element of `html` renders on Android and iOS. */
export type NativeComponent = 'View' | 'Pressable' | 'Text' | 'Image' | 'TextInput';

/** The elements that have a props type of their own, and so a page of their own. */
export const elementsWithOwnProps = [
  'a',
  'button',
  'img',
  'input',
  'label',
  'li',
  'optgroup',
  'option',
  'select',
  'textarea',
] as const;
export type ElementWithOwnProps = (typeof elementsWithOwnProps)[number];

type Native = PlatformSupport | {android: PlatformSupport; ios: PlatformSupport};

interface Extra {
  web?: PlatformSupport;
  issue?: number;
}

/** One table row; `native` is either one status for both platforms or one each. */
function row(name: string, type: string | undefined, native: Native, note?: string, extra: Extra = {}): CompatRow {
  const split = typeof native === 'object' && 'android' in native;
  return {
    name,
    ...(type ? {type} : {}),
    web: extra.web ?? 'native',
    android: split ? native.android : native,
    ios: split ? native.ios : native,
    ...(note ? {note} : {}),
    ...(extra.issue ? {issue: extra.issue} : {}),
  };
}

/** Unsupported and silent: the status says it all, so no note. */
const ignored = '';
const warned = 'Native logs an "unsupported prop" warning in development.';
const textInputOnly = 'Native: input and textarea only.';
const reactDomIgnores = 'React DOM 19.0 has no such event: it logs an error and ignores the handler.';

// ---------------------------------------------------------------------------
// Elements
// ---------------------------------------------------------------------------

interface ElementSpec {
  tag: string;
  native: NativeComponent;
  /** Status on Android and iOS; exported elements default to polyfilled. */
  support?: PlatformSupport;
  note?: string;
  issue?: number;
}

/** Every element `html` exports, with the React Native component it renders. */
export const elementSpecs: readonly ElementSpec[] = [
  {tag: 'a', native: 'Text', note: 'Role link; blue and underlined by default. href does nothing on native (see <html.a>).'},
  {tag: 'article', native: 'View'},
  {tag: 'aside', native: 'View'},
  {tag: 'b', native: 'Text', note: 'Bold.'},
  {tag: 'bdi', native: 'Text'},
  {tag: 'bdo', native: 'Text'},
  {tag: 'blockquote', native: 'View'},
  {tag: 'br', native: 'Text', note: 'Renders a newline character.'},
  {tag: 'button', native: 'Pressable', note: 'Role button; 1px border by default.'},
  {tag: 'code', native: 'Text', note: 'Monospace (Menlo on iOS).'},
  {tag: 'del', native: 'Text', note: 'Line-through.'},
  {tag: 'div', native: 'View'},
  {tag: 'em', native: 'Text', note: 'Italic.'},
  {tag: 'fieldset', native: 'View', note: 'A plain container; it has no props of its own.'},
  {tag: 'footer', native: 'View'},
  {
    tag: 'form',
    native: 'View',
    support: 'partial',
    note: 'A plain container on native: nothing is submitted.',
    issue: 6,
  },
  {tag: 'h1', native: 'Text', note: 'Role heading; every level is 1.5rem and bold by default.'},
  {tag: 'h2', native: 'Text', note: 'As h1.'},
  {tag: 'h3', native: 'Text', note: 'As h1.'},
  {tag: 'h4', native: 'Text', note: 'As h1.'},
  {tag: 'h5', native: 'Text', note: 'As h1.'},
  {tag: 'h6', native: 'Text', note: 'As h1.'},
  {tag: 'header', native: 'View', note: 'Role header.'},
  {tag: 'hr', native: 'View', note: 'A 1px black bar.'},
  {tag: 'i', native: 'Text', note: 'Italic.'},
  {tag: 'img', native: 'Image', note: 'width and height together also set the aspect ratio.'},
  {tag: 'input', native: 'TextInput', note: 'Text entry only; see the type rows below.'},
  {tag: 'ins', native: 'Text', note: 'Underlined.'},
  {tag: 'kbd', native: 'Text', note: 'Monospace.'},
  {tag: 'label', native: 'Text', note: 'for is ignored on native.'},
  {tag: 'li', native: 'View', note: 'Role listitem.'},
  {tag: 'main', native: 'View'},
  {tag: 'mark', native: 'Text', note: 'Yellow background, black text.'},
  {tag: 'nav', native: 'View'},
  {tag: 'ol', native: 'View', note: 'Role list; no numbering.'},
  {
    tag: 'optgroup',
    native: 'View',
    support: 'partial',
    note: 'A plain container on native; label is not shown.',
    issue: 7,
  },
  {
    tag: 'option',
    native: 'Text',
    support: 'partial',
    note: 'Shows its label prop as text on native; its children are not rendered.',
    issue: 8,
  },
  {tag: 'p', native: 'Text'},
  {tag: 'pre', native: 'Text', note: 'Monospace.'},
  {tag: 's', native: 'Text', note: 'Line-through.'},
  {tag: 'section', native: 'View'},
  {
    tag: 'select',
    native: 'View',
    support: 'partial',
    note: 'A plain container on native: no picker opens and its props are ignored.',
    issue: 10,
  },
  {tag: 'span', native: 'Text'},
  {tag: 'strong', native: 'Text', note: 'Bold.'},
  {tag: 'sub', native: 'Text', note: 'No vertical offset on native.'},
  {tag: 'sup', native: 'Text', note: 'No vertical offset on native.'},
  {tag: 'textarea', native: 'TextInput', note: 'Multiline.'},
  {tag: 'u', native: 'Text', note: 'Underlined.'},
  {tag: 'ul', native: 'View', note: 'Role list; no bullets.'},
];

/** HTML elements people ask for that `html` does not export on any platform. */
export const missingElements: readonly {tag: string; issue: number}[] = [
  {tag: 'dialog', issue: 5},
  {tag: 'progress', issue: 9},
  {tag: 'svg', issue: 4},
];

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
  {value: 'email', support: 'polyfilled', note: 'Sets inputMode "email" on native (e-mail keyboard).'},
  {value: 'file', support: 'unsupported', note: plainTextField, issue: 14},
  {value: 'hidden', support: 'unsupported', note: 'Still renders a visible text field on native.'},
  {value: 'month', support: 'unsupported', note: plainTextField},
  {value: 'number', support: 'polyfilled', note: 'Sets inputMode "numeric" on native; the value stays a string.'},
  {value: 'password', support: 'polyfilled', note: 'Sets secureTextEntry on native, which masks the text.'},
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

/** The full elements table: exported elements, input types, then elements that do not exist. */
export const htmlElements: CompatRow[] = [
  ...elementSpecs.map((spec) =>
    row(
      `<html.${spec.tag}>`,
      undefined,
      spec.support ?? 'polyfilled',
      [`${spec.native} on native.`, spec.note].filter(Boolean).join(' '),
      {issue: spec.issue},
    ),
  ),
  ...inputTypes,
  ...missingElements.map((m) =>
    row(`<html.${m.tag}>`, undefined, 'unsupported', 'Not exported by html on any platform.', {
      web: 'unsupported',
      issue: m.issue,
    }),
  ),
];

// ---------------------------------------------------------------------------
// Common props: every prop of StrictReactDOMProps, plus ref and data-*
// ---------------------------------------------------------------------------

/** Allowed `role` values (the library's AriaRole type: no abstract roles, no `presentation`). */
export const ariaRoles: readonly string[] = [
  'alert', 'alertdialog', 'application', 'article', 'banner', 'blockquote', 'button', 'caption',
  'cell', 'checkbox', 'code', 'columnheader', 'combobox', 'complementary', 'contentinfo',
  'definition', 'deletion', 'dialog', 'document', 'emphasis', 'feed', 'figure', 'form', 'grid',
  'gridcell', 'group', 'heading', 'img', 'input', 'insertion', 'link', 'list', 'listbox',
  'listitem', 'log', 'main', 'marquee', 'math', 'menu', 'menubar', 'menuitem', 'menuitemcheckbox',
  'menuitemradio', 'meter', 'navigation', 'none', 'note', 'option', 'paragraph', 'progressbar',
  'radio', 'radiogroup', 'region', 'row', 'rowgroup', 'rowheader', 'scrollbar', 'search',
  'searchbox', 'separator', 'slider', 'spinbutton', 'status', 'strong', 'subscript',
  'superscript', 'switch', 'tab', 'table', 'tablist', 'tabpanel', 'term', 'textbox', 'time',
  'timer', 'toolbar', 'tooltip', 'tree', 'treegrid', 'treeitem',
];

/** Allowed `autoComplete` values on input, select and textarea (the library's AutoComplete type). */
export const autoCompleteValues: readonly string[] = [
  'additional-name', 'address-line1', 'address-line2', 'birthdate-day', 'birthdate-full',
  'birthdate-month', 'birthdate-year', 'cc-csc', 'cc-exp', 'cc-exp-day', 'cc-exp-month',
  'cc-exp-year', 'cc-number', 'cc-name', 'cc-given-name', 'cc-middle-name', 'cc-family-name',
  'cc-type', 'country', 'current-password', 'email', 'family-name', 'gender', 'given-name',
  'honorific-prefix', 'honorific-suffix', 'name', 'name-family', 'name-given', 'name-middle',
  'name-middle-initial', 'name-prefix', 'name-suffix', 'new-password', 'nickname', 'on',
  'one-time-code', 'organization', 'organization-title', 'password', 'password-new',
  'postal-address', 'postal-address-country', 'postal-address-extended',
  'postal-address-extended-postal-code', 'postal-address-locality', 'postal-address-region',
  'postal-code', 'street-address', 'sms-otp', 'tel', 'tel-country-code', 'tel-national',
  'tel-device', 'url', 'username', 'username-new', 'off',
];

const idRef = 'An element id.';

export const commonAriaProps: CompatRow[] = [
  row('aria-activedescendant', 'string', 'unsupported', idRef),
  row('aria-atomic', 'boolean', 'unsupported', ignored),
  row('aria-autocomplete', "'none' | 'inline' | 'list' | 'both'", 'unsupported', ignored),
  row('aria-busy', 'boolean', 'polyfilled', 'accessibilityState.busy on native.'),
  row('aria-checked', "boolean | 'mixed'", 'polyfilled', 'accessibilityState.checked on native.'),
  row('aria-colcount', 'number', 'unsupported', ignored),
  row('aria-colindex', 'number', 'unsupported', ignored),
  row('aria-colindextext', 'string', 'unsupported', ignored),
  row('aria-colspan', 'number', 'unsupported', ignored),
  row('aria-controls', 'string', 'unsupported', idRef),
  row('aria-current', "boolean | 'page' | 'step' | 'location' | 'date' | 'time'", 'unsupported', ignored),
  row('aria-describedby', 'string', 'unsupported', idRef),
  row('aria-details', 'string', 'unsupported', idRef),
  row('aria-disabled', 'boolean', 'polyfilled', 'accessibilityState.disabled on native.'),
  row('aria-errormessage', 'string', 'unsupported', idRef),
  row('aria-expanded', 'boolean', 'polyfilled', 'accessibilityState.expanded on native.'),
  row('aria-flowto', 'string', 'unsupported', idRef),
  row('aria-haspopup', "'menu' | 'listbox' | 'tree' | 'grid' | 'dialog'", 'unsupported', ignored),
  row(
    'aria-hidden',
    'boolean',
    'polyfilled',
    'accessibilityElementsHidden (iOS) and importantForAccessibility (Android) on native.',
  ),
  row('aria-invalid', "boolean | 'grammar' | 'spelling'", 'unsupported', ignored),
  row('aria-keyshortcuts', 'string', 'unsupported', ignored),
  row('aria-label', 'string', 'polyfilled', 'accessibilityLabel on native.'),
  row(
    'aria-labelledby',
    'string',
    {android: 'polyfilled', ios: 'unsupported'},
    'accessibilityLabelledBy on native (Android only). Native splits the ids at commas, not spaces.',
  ),
  row('aria-level', 'number', 'unsupported', ignored),
  row(
    'aria-live',
    "'off' | 'assertive' | 'polite'",
    {android: 'polyfilled', ios: 'unsupported'},
    'accessibilityLiveRegion on native (Android only).',
  ),
  row(
    'aria-modal',
    'boolean',
    {android: 'unsupported', ios: 'polyfilled'},
    'accessibilityViewIsModal on native (iOS only).',
  ),
  row('aria-multiline', 'boolean', 'unsupported', ignored),
  row('aria-multiselectable', 'boolean', 'unsupported', ignored),
  row('aria-orientation', "'horizontal' | 'vertical'", 'unsupported', ignored),
  row('aria-owns', 'string', 'unsupported', idRef),
  row('aria-placeholder', 'string', 'unsupported', ignored),
  row('aria-posinset', 'number', 'polyfilled', 'accessibilityPosInSet on native.'),
  row('aria-pressed', "boolean | 'mixed'", 'unsupported', ignored),
  row('aria-readonly', 'boolean', 'unsupported', ignored),
  row('aria-required', 'boolean', 'unsupported', ignored),
  row('aria-roledescription', 'string', 'unsupported', ignored),
  row('aria-rowcount', 'number', 'unsupported', ignored),
  row('aria-rowindex', 'number', 'unsupported', ignored),
  row('aria-rowindextext', 'string', 'unsupported', ignored),
  row('aria-rowspan', 'number', 'unsupported', ignored),
  row('aria-selected', 'boolean', 'polyfilled', 'accessibilityState.selected on native.'),
  row('aria-setsize', 'number', 'polyfilled', 'accessibilitySetSize on native.'),
  row('aria-sort', "'none' | 'ascending' | 'descending' | 'other'", 'unsupported', ignored),
  row('aria-valuemax', 'number', 'polyfilled', 'accessibilityValue.max on native.'),
  row('aria-valuemin', 'number', 'polyfilled', 'accessibilityValue.min on native.'),
  row('aria-valuenow', 'number', 'polyfilled', 'accessibilityValue.now on native.'),
  row('aria-valuetext', 'string', 'polyfilled', 'accessibilityValue.text on native.'),
];

const handler = '(event) => void';
const forwarded = "Native passes React Native's own event.";
const temporary = 'Temporary (TEMP in the source).';
const pointer = "Native passes React Native's PointerEvent, sent only when its pointer events are enabled.";

export const commonEventProps: CompatRow[] = [
  row('onAuxClick', handler, 'unsupported', ignored, {issue: 38}),
  row('onBlur', handler, 'native', forwarded),
  row(
    'onClick',
    '(event: StrictClickEvent) => void',
    'polyfilled',
    'Native: becomes onPress (a View becomes a Pressable); preventDefault() and stopPropagation() do nothing. Ignored on img and on an a with href.',
  ),
  row('onContextMenu', handler, 'unsupported', ignored, {issue: 38}),
  row('onCopy', handler, 'unsupported', ignored, {issue: 38}),
  row('onCut', handler, 'unsupported', ignored, {issue: 38}),
  row('onFocus', handler, 'native', forwarded),
  row('onFocusIn', handler, 'unsupported', 'React DOM logs an error and ignores it; use onFocus.', {
    web: 'unsupported',
    issue: 38,
  }),
  row('onFocusOut', handler, 'unsupported', 'React DOM logs an error and ignores it; use onBlur.', {
    web: 'unsupported',
    issue: 38,
  }),
  row('onFullscreenChange', handler, 'unsupported', reactDomIgnores, {web: 'unsupported', issue: 38}),
  row('onFullscreenError', handler, 'unsupported', reactDomIgnores, {web: 'unsupported', issue: 38}),
  row('onGotPointerCapture', handler, 'native', pointer, {issue: 292}),
  row(
    'onKeyDown',
    '(event: {key: string; type: string | null}) => void',
    'partial',
    'Native: input and textarea only, for Backspace, character keys and Enter.',
  ),
  row('onKeyUp', handler, 'unsupported', ignored, {issue: 38}),
  row('onLostPointerCapture', handler, 'native', pointer, {issue: 292}),
  row('onPaste', handler, 'unsupported', ignored, {issue: 38}),
  row('onPointerCancel', handler, 'native', pointer, {issue: 292}),
  row('onPointerDown', handler, 'native', pointer, {issue: 292}),
  row('onPointerEnter', handler, 'native', pointer, {issue: 292}),
  row('onPointerLeave', handler, 'native', pointer, {issue: 292}),
  row('onPointerMove', handler, 'native', pointer, {issue: 292}),
  row('onPointerOut', handler, 'native', pointer, {issue: 292}),
  row('onPointerOver', handler, 'native', pointer, {issue: 292}),
  row('onPointerUp', handler, 'native', pointer, {issue: 292}),
  row(
    'onScroll',
    handler,
    'partial',
    'Native passes it on, but a View never scrolls: only textarea and compat.native scroll views fire it.',
  ),
  row('onWheel', handler, 'unsupported', ignored, {issue: 38}),
  row('onMouseDown', handler, 'partial', `${temporary} Native passes it on unchanged.`),
  row('onMouseEnter', handler, 'partial', `${temporary} Native passes it on unchanged.`),
  row('onMouseLeave', handler, 'partial', `${temporary} Native passes it on unchanged.`),
  row('onMouseMove', handler, 'unsupported', temporary),
  row('onMouseOut', handler, 'partial', `${temporary} Native passes it on unchanged.`),
  row('onMouseOver', handler, 'partial', `${temporary} Native passes it on unchanged.`),
  row('onMouseUp', handler, 'partial', `${temporary} Native passes it on unchanged.`),
  row('onTouchCancel', handler, 'native', `${temporary} ${forwarded}`),
  row('onTouchEnd', handler, 'native', `${temporary} ${forwarded}`),
  row('onTouchMove', handler, 'native', `${temporary} ${forwarded}`),
  row('onTouchStart', handler, 'native', `${temporary} ${forwarded}`),
];

export const commonOtherProps: CompatRow[] = [
  row(
    'autoCapitalize',
    "'none' | 'sentences' | 'words' | 'characters'",
    'partial',
    `${textInputOnly} Native support since 0.0.55.`,
  ),
  row('autoFocus', 'boolean', 'unsupported', ignored),
  row('children', 'ReactNode', 'native', 'Native wraps a bare string in a Text.'),
  row(
    'data-*',
    'string',
    'unsupported',
    'Any name containing "data-". Native ignores them, except the two below.',
  ),
  row(
    'data-layoutconformance',
    "'classic' | 'strict'",
    'partial',
    'Native: "strict" turns on React Native\'s strict layout for View-based elements. Web: a plain attribute.',
  ),
  row('data-testid', 'string', 'polyfilled', 'testID on native.'),
  row(
    'dir',
    "'auto' | 'ltr' | 'rtl'",
    'polyfilled',
    'Native sets direction and writingDirection styles. Web: input and textarea default to "auto".',
  ),
  row(
    'elementTiming',
    'string',
    'unsupported',
    ignored,
    {
      web: {
        status: 'partial',
        note: 'React DOM 19.0 logs an unknown-prop error but sets it; Chromium only.',
      },
    },
  ),
  row(
    'enterKeyHint',
    "'enter' | 'done' | 'go' | 'next' | 'previous' | 'search' | 'send'",
    'partial',
    textInputOnly,
  ),
  row(
    'hidden',
    "true | 'hidden' | 'until-found'",
    'polyfilled',
    'Native: display none unless the style sets display; "until-found" stays visible.',
    {
      web: {
        status: 'partial',
        note: 'React DOM 19.0 renders "until-found" as plain hidden.',
      },
    },
  ),
  row('id', 'string', 'polyfilled', 'nativeID on native.'),
  row('inert', 'boolean', 'unsupported', ignored),
  row(
    'inputMode',
    "'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search'",
    'partial',
    textInputOnly,
  ),
  row('lang', 'string', 'unsupported', ignored),
  row(
    'ref',
    'React.Ref<HTMLElement>',
    'polyfilled',
    'Typed by tag (HTMLDivElement for div). Native: a copy of the React Native element.',
  ),
  row(
    'role',
    'AriaRole',
    'polyfilled',
    'No abstract roles; "none", not "presentation" (web writes presentation). Native: role prop.',
  ),
  row(
    'spellCheck',
    'boolean',
    {android: 'unsupported', ios: 'partial'},
    `${textInputOnly} iOS only.`,
  ),
  row(
    'style',
    'StyleXArray<Style | Theme>',
    'polyfilled',
    'css.create() and css.createTheme() results, or arrays of them. Falsy skipped; later wins.',
  ),
  row(
    'suppressHydrationWarning',
    'boolean',
    'unsupported',
    'No hydration on native.',
  ),
  row(
    'tabIndex',
    '0 | -1',
    {android: 'polyfilled', ios: 'unsupported'},
    'focusable on native (Android only).',
  ),
];

/** Every prop `<html.div>` and the other plain elements accept. */
export const commonProps: CompatRow[] = [...commonAriaProps, ...commonEventProps, ...commonOtherProps];

// ---------------------------------------------------------------------------
// Props each element adds to the common ones
// ---------------------------------------------------------------------------

const referrerPolicy =
  "'no-referrer' | 'no-referrer-when-downgrade' | 'origin' | 'origin-when-cross-origin' | 'same-origin' | 'strict-origin' | 'strict-origin-when-cross-origin' | 'unsafe-url'";

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
function withTextFieldProps(own: CompatRow[]): CompatRow[] {
  return [...own, ...textFieldProps].sort((a, b) => a.name.localeCompare(b.name));
}

export const elementProps: Record<ElementWithOwnProps, CompatRow[]> = {
  a: [
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
  ],
  button: [
    row('disabled', 'boolean', 'polyfilled', 'Native: disabled and not focusable.'),
    row(
      'type',
      "'button' | 'submit'",
      'unsupported',
      'Web default: "button", not "submit".',
    ),
  ],
  img: [
    row('alt', 'string', 'polyfilled', "Passed to React Native's Image alt."),
    row('crossOrigin', "'anonymous' | 'use-credentials'", 'polyfilled', "Passed to React Native's Image."),
    row('decoding', "'async' | 'auto' | 'sync'", 'unsupported', ignored),
    row('draggable', 'boolean', 'unsupported', ignored),
    row('fetchPriority', "'high' | 'low' | 'auto'", 'unsupported', ignored),
    row(
      'height',
      'number',
      'polyfilled',
      'A number. With width, also sets the aspect ratio.',
    ),
    row('loading', "'eager' | 'lazy'", 'unsupported', ignored),
    row('onError', handler, 'polyfilled', 'Native event: {type}.'),
    row(
      'onLoad',
      handler,
      'polyfilled',
      'Native event: {type, target: {naturalWidth, naturalHeight}}.',
    ),
    row('referrerPolicy', referrerPolicy, 'polyfilled', "Passed to React Native's Image."),
    row('src', 'string', 'polyfilled', "Passed to React Native's Image."),
    row('srcSet', 'string', 'polyfilled', "Passed to React Native's Image."),
    row('width', 'number', 'polyfilled', 'A number. With height, also sets the aspect ratio.'),
  ],
  input: withTextFieldProps([
    row('autoComplete', 'AutoComplete', 'polyfilled', 'Values listed below.'),
    row('checked', "boolean | 'mixed'", 'unsupported', 'React DOM treats "mixed" as checked.', {issue: 11}),
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
  ]),
  label: [
    row(
      'for',
      'string',
      'unsupported',
      'Not htmlFor. Native: nothing links the label to the field.',
    ),
  ],
  li: [row('value', 'number', 'unsupported', ignored)],
  optgroup: [
    row(
      'disabled',
      'boolean',
      'partial',
      'Native: only stops onClick on the group itself.',
      {issue: 7},
    ),
    row('label', 'string', 'unsupported', ignored, {issue: 7}),
  ],
  option: [
    row('disabled', 'boolean', 'unsupported', ignored, {issue: 8}),
    row('label', 'string', 'partial', 'Native shows the label instead of the children.', {issue: 8}),
    row('value', 'string', 'unsupported', ignored, {issue: 8}),
  ],
  select: [
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
  ],
  textarea: withTextFieldProps([
    row('autoComplete', 'AutoComplete', 'polyfilled', 'Same values as on input.'),
    row('rows', 'number', 'polyfilled', 'numberOfLines on native.'),
  ]),
};

/** Every prop of every element in one table: common props, then each element's own as `name (tag)`. */
export const allProps: CompatRow[] = [
  ...commonProps,
  ...elementsWithOwnProps.flatMap((tag) =>
    elementProps[tag].map((prop) => ({...prop, name: `${prop.name} (${tag})`})),
  ),
];

// ---------------------------------------------------------------------------
// Instance APIs: what a ref gives you
// ---------------------------------------------------------------------------

const scaled = 'Native: adjusted for the viewport scale, if set.';

function api(name: string, native: Native, note?: string): CompatRow {
  return row(name, undefined, native, note);
}

export const nodeInstance: CompatRow[] = [
  api('Node.DOCUMENT_NODE', 'native'),
  api('Node.DOCUMENT_POSITION_CONTAINED_BY', 'native'),
  api('Node.DOCUMENT_POSITION_CONTAINS', 'native'),
  api('Node.DOCUMENT_POSITION_DISCONNECTED', 'native'),
  api('Node.DOCUMENT_POSITION_FOLLOWING', 'native'),
  api('Node.DOCUMENT_POSITION_PRECEDING', 'native'),
  api('Node.ELEMENT_NODE', 'native'),
  api('Node.TEXT_NODE', 'native'),
  api('Node.childNodes', 'native'),
  api('Node.compareDocumentPosition()', 'native'),
  api('Node.contains()', 'native'),
  api('Node.firstChild', 'native'),
  api('Node.getRootNode()', 'partial', 'Native: no options argument.'),
  api('Node.hasChildNodes()', 'native'),
  api('Node.isConnected', 'native'),
  api('Node.lastChild', 'native'),
  api('Node.nextSibling', 'native'),
  api('Node.nodeName', 'polyfilled', 'Native reports the HTML tag, such as "DIV".'),
  api('Node.nodeType', 'native'),
  api('Node.nodeValue', 'native'),
  api('Node.parentElement', 'native'),
  api('Node.parentNode', 'native'),
  api('Node.previousSibling', 'native'),
  api('Node.textContent', 'native'),
];

export const elementInstance: CompatRow[] = [
  api('Element.childElementCount', 'native'),
  api('Element.children', 'native'),
  api('Element.clientHeight', 'native', scaled),
  api('Element.clientLeft', 'native', scaled),
  api('Element.clientTop', 'native', scaled),
  api('Element.clientWidth', 'native', scaled),
  api('Element.computedStyleMap()', 'unsupported'),
  api('Element.firstElementChild', 'native'),
  api('Element.getAttribute()', 'unsupported'),
  api('Element.getBoundingClientRect()', 'native', scaled),
  api('Element.getClientRects()', 'unsupported'),
  api('Element.hasAttribute()', 'unsupported'),
  api('Element.hasPointerCapture()', 'native'),
  api('Element.id', 'native'),
  api('Element.lastElementChild', 'native'),
  api('Element.nextElementSibling', 'native'),
  api('Element.previousElementSibling', 'native'),
  api('Element.releasePointerCapture()', 'native'),
  api('Element.scroll()', 'unsupported'),
  api('Element.scrollBy()', 'unsupported'),
  api('Element.scrollHeight', 'native', scaled),
  api('Element.scrollIntoView()', 'unsupported'),
  api('Element.scrollLeft', 'native', scaled),
  api('Element.scrollTo()', 'unsupported'),
  api('Element.scrollTop', 'native', scaled),
  api('Element.scrollWidth', 'native', scaled),
  api('Element.setPointerCapture()', 'native'),
  api('Element.tagName', 'partial', "Native: React Native's view name, not the HTML tag; nodeName has the tag."),
];

export const htmlElementInstance: CompatRow[] = [
  api('HTMLElement.blur()', 'native'),
  api('HTMLElement.click()', 'unsupported'),
  api('HTMLElement.focus()', 'partial', 'Native: no options argument.'),
  api('HTMLElement.hidden', 'unsupported'),
  api('HTMLElement.offsetHeight', 'native', scaled),
  api('HTMLElement.offsetLeft', 'native', scaled),
  api('HTMLElement.offsetParent', 'native'),
  api('HTMLElement.offsetTop', 'native', scaled),
  api('HTMLElement.offsetWidth', 'native', scaled),
];

export const imageInstance: CompatRow[] = [
  api('HTMLImageElement.complete', 'polyfilled', 'Native: false until React Native sets it.'),
  api('HTMLImageElement.currentSrc', 'unsupported'),
  api('HTMLImageElement.naturalHeight', 'unsupported', 'Native: read it from the onLoad event.'),
  api('HTMLImageElement.naturalWidth', 'unsupported', 'Native: read it from the onLoad event.'),
];

const selectionPolyfill = 'Since 0.0.55; the changelog says it needs a future React Native release.';

function textFieldInstance(iface: 'HTMLInputElement' | 'HTMLTextAreaElement'): CompatRow[] {
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

export const inputInstance: CompatRow[] = textFieldInstance('HTMLInputElement');
export const textareaInstance: CompatRow[] = textFieldInstance('HTMLTextAreaElement');

/** Members every element's ref has. */
export const commonInstance: CompatRow[] = [...nodeInstance, ...elementInstance, ...htmlElementInstance];

/** The full instance table for the overview page. */
export const allInstance: CompatRow[] = [
  ...commonInstance,
  ...imageInstance,
  ...inputInstance,
  ...textareaInstance,
];
