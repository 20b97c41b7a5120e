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

const ignored = 'Accepted, then ignored on native: nothing reaches React Native.';
const warned =
  'On native, logs the warning \'unsupported prop\' in development and does nothing.';
const textInputOnly = 'On native only input and textarea (TextInput) read it; other elements ignore it.';
const reactDomIgnores =
  'React DOM 19.0 has no such event: it logs "Unknown event handler property" in development and never calls the handler.';

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
    note: 'Logs "<input type="checkbox" /> is not implemented in React Native." in development, then renders a text field.',
    issue: 11,
  },
  {value: 'color', support: 'unsupported', note: plainTextField, issue: 12},
  {
    value: 'date',
    support: 'unsupported',
    note: 'Logs "<input type="date" /> is not implemented in React Native." in development, then renders a text field.',
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
    note: 'Logs "<input type="radio" /> is not implemented in React Native." in development, then renders a text field.',
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

const idRef = 'The id of another element.';

export const commonAriaProps: CompatRow[] = [
  row('aria-activedescendant', 'string', 'unsupported', `${idRef} ${ignored}`),
  row('aria-atomic', 'boolean', 'unsupported', ignored),
  row('aria-autocomplete', "'none' | 'inline' | 'list' | 'both'", 'unsupported', ignored),
  row('aria-busy', 'boolean', 'polyfilled', 'accessibilityState.busy on native.'),
  row('aria-checked', "boolean | 'mixed'", 'polyfilled', 'accessibilityState.checked on native.'),
  row('aria-colcount', 'number', 'unsupported', ignored),
  row('aria-colindex', 'number', 'unsupported', ignored),
  row('aria-colindextext', 'string', 'unsupported', ignored),
  row('aria-colspan', 'number', 'unsupported', ignored),
  row('aria-controls', 'string', 'unsupported', `${idRef} ${ignored}`),
  row('aria-current', "boolean | 'page' | 'step' | 'location' | 'date' | 'time'", 'unsupported', ignored),
  row('aria-describedby', 'string', 'unsupported', `${idRef} ${ignored}`),
  row('aria-details', 'string', 'unsupported', `${idRef} ${ignored}`),
  row('aria-disabled', 'boolean', 'polyfilled', 'accessibilityState.disabled on native.'),
  row('aria-errormessage', 'string', 'unsupported', `${idRef} ${ignored}`),
  row('aria-expanded', 'boolean', 'polyfilled', 'accessibilityState.expanded on native.'),
  row('aria-flowto', 'string', 'unsupported', `${idRef} ${ignored}`),
  row('aria-haspopup', "'menu' | 'listbox' | 'tree' | 'grid' | 'dialog'", 'unsupported', ignored),
  row(
    'aria-hidden',
    'boolean',
    'polyfilled',
    'On native sets accessibilityElementsHidden (read by iOS) and, when true, importantForAccessibility "no-hide-descendants" (read by Android).',
  ),
  row('aria-invalid', "boolean | 'grammar' | 'spelling'", 'unsupported', ignored),
  row('aria-keyshortcuts', 'string', 'unsupported', ignored),
  row('aria-label', 'string', 'polyfilled', 'accessibilityLabel on native.'),
  row(
    'aria-labelledby',
    'string',
    {android: 'polyfilled', ios: 'unsupported'},
    'accessibilityLabelledBy on native, which React Native reads on Android only. Native splits the value at commas, not spaces, so separate several ids with commas.',
  ),
  row('aria-level', 'number', 'unsupported', ignored),
  row(
    'aria-live',
    "'off' | 'assertive' | 'polite'",
    {android: 'polyfilled', ios: 'unsupported'},
    'accessibilityLiveRegion on native ("off" becomes "none"), which React Native reads on Android only.',
  ),
  row(
    'aria-modal',
    'boolean',
    {android: 'unsupported', ios: 'polyfilled'},
    'accessibilityViewIsModal on native, which React Native reads on iOS only.',
  ),
  row('aria-multiline', 'boolean', 'unsupported', ignored),
  row('aria-multiselectable', 'boolean', 'unsupported', ignored),
  row('aria-orientation', "'horizontal' | 'vertical'", 'unsupported', ignored),
  row('aria-owns', 'string', 'unsupported', `${idRef} ${ignored}`),
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
const forwarded = "Passed to React Native's prop of the same name; the handler gets React Native's event object.";
const temporary = 'Temporary: marked TEMP in the library source and may be removed.';

export const commonEventProps: CompatRow[] = [
  row('onAuxClick', handler, 'unsupported', ignored, {issue: 38}),
  row('onBlur', handler, 'native', forwarded),
  row(
    'onClick',
    '(event: StrictClickEvent) => void',
    'polyfilled',
    "Becomes React Native's onPress on native (a View turns into a Pressable). The event has altKey, button, ctrlKey, metaKey, shiftKey, pageX, pageY, defaultPrevented (always false), type \"click\" and getModifierState(); preventDefault() and stopPropagation() do nothing. Ignored by img; replaced on an a that has href.",
  ),
  row('onContextMenu', handler, 'unsupported', ignored, {issue: 38}),
  row('onCopy', handler, 'unsupported', ignored, {issue: 38}),
  row('onCut', handler, 'unsupported', ignored, {issue: 38}),
  row('onFocus', handler, 'native', forwarded),
  row('onFocusIn', handler, 'unsupported', `React DOM logs that it uses onFocus instead, and never calls the handler. ${ignored}`, {
    web: 'unsupported',
    issue: 38,
  }),
  row('onFocusOut', handler, 'unsupported', `React DOM logs that it uses onBlur instead, and never calls the handler. ${ignored}`, {
    web: 'unsupported',
    issue: 38,
  }),
  row('onFullscreenChange', handler, 'unsupported', `${reactDomIgnores} ${ignored}`, {web: 'unsupported', issue: 38}),
  row('onFullscreenError', handler, 'unsupported', `${reactDomIgnores} ${ignored}`, {web: 'unsupported', issue: 38}),
  row('onGotPointerCapture', handler, 'native', forwarded),
  row(
    'onKeyDown',
    '(event: {key: string; type: string | null}) => void',
    'partial',
    'On native only input and textarea call it, with {key, type: "keydown"}: for Backspace, single-character keys, Enter on submit, and Enter typed into a textarea. Other elements ignore it.',
  ),
  row('onKeyUp', handler, 'unsupported', ignored, {issue: 38}),
  row('onLostPointerCapture', handler, 'native', forwarded),
  row('onPaste', handler, 'unsupported', ignored, {issue: 38}),
  row('onPointerCancel', handler, 'native', forwarded),
  row('onPointerDown', handler, 'native', forwarded),
  row('onPointerEnter', handler, 'native', forwarded),
  row('onPointerLeave', handler, 'native', forwarded),
  row('onPointerMove', handler, 'native', forwarded),
  row('onPointerOut', handler, 'native', forwarded),
  row('onPointerOver', handler, 'native', forwarded),
  row('onPointerUp', handler, 'native', forwarded),
  row(
    'onScroll',
    handler,
    'partial',
    "Passed to the React Native component unchanged. A View does not scroll, so on native it only fires from a textarea (TextInput) or from a scrolling component rendered with compat.native.",
  ),
  row('onWheel', handler, 'unsupported', ignored, {issue: 38}),
  row('onMouseDown', handler, 'partial', `${temporary} Passed to the React Native component unchanged.`),
  row('onMouseEnter', handler, 'partial', `${temporary} Passed to the React Native component unchanged.`),
  row('onMouseLeave', handler, 'partial', `${temporary} Passed to the React Native component unchanged.`),
  row('onMouseMove', handler, 'unsupported', `${temporary} ${ignored}`),
  row('onMouseOut', handler, 'partial', `${temporary} Passed to the React Native component unchanged.`),
  row('onMouseOver', handler, 'partial', `${temporary} Passed to the React Native component unchanged.`),
  row('onMouseUp', handler, 'partial', `${temporary} Passed to the React Native component unchanged.`),
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
    `Native support arrived in 0.0.55. ${textInputOnly}`,
  ),
  row('autoFocus', 'boolean', 'unsupported', ignored),
  row('children', 'ReactNode', 'native', 'A bare string inside a View-based element is wrapped in a Text on native.'),
  row(
    'data-*',
    'string',
    'unsupported',
    'Any prop whose name contains "data-". Rendered as an attribute on web; ignored on native except data-testid and data-layoutconformance.',
  ),
  row(
    'data-layoutconformance',
    "'classic' | 'strict'",
    'partial',
    'On native, "strict" wraps a View-based element in React Native\'s experimental LayoutConformance (strict mode); Text, Image and TextInput elements ignore it. On web it is a plain data attribute: browsers already follow CSS layout.',
  ),
  row('data-testid', 'string', 'polyfilled', 'testID on native, for end-to-end test tools.'),
  row(
    'dir',
    "'auto' | 'ltr' | 'rtl'",
    'polyfilled',
    'On native sets the style\'s writingDirection, and direction unless the value is "auto"; text children inherit it. On web, input and textarea default to "auto".',
  ),
  row(
    'elementTiming',
    'string',
    'unsupported',
    ignored,
    {
      web: {
        status: 'partial',
        note: 'React DOM 19.0 logs "React does not recognize the elementTiming prop" in development, then sets the attribute; only Chromium-based browsers implement element timing.',
      },
    },
  ),
  row(
    'enterKeyHint',
    "'enter' | 'done' | 'go' | 'next' | 'previous' | 'search' | 'send'",
    'partial',
    `Sets the label of the keyboard's enter key. ${textInputOnly}`,
  ),
  row(
    'hidden',
    "true | 'hidden' | 'until-found'",
    'polyfilled',
    'On native, true and "hidden" set display: none unless the style sets display; "until-found" leaves the element visible.',
    {
      web: {
        status: 'partial',
        note: 'React DOM 19.0 treats hidden as a boolean, so "until-found" renders as plain hidden.',
      },
    },
  ),
  row('id', 'string', 'polyfilled', 'nativeID on native.'),
  row('inert', 'boolean', 'unsupported', ignored),
  row(
    'inputMode',
    "'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search'",
    'partial',
    `Picks the on-screen keyboard. ${textInputOnly}`,
  ),
  row('lang', 'string', 'unsupported', ignored),
  row(
    'ref',
    'React.Ref<HTMLElement>',
    'polyfilled',
    'The element type follows the tag (HTMLDivElement for div, and so on). On native the ref is a copy of the React Native element with nodeName set to the tag and, on img, input and textarea, the extra members listed in the instance tables.',
  ),
  row(
    'role',
    'AriaRole',
    'polyfilled',
    'One of the roles listed below: no abstract roles, and "none" instead of "presentation". Web renders "none" as role="presentation". Native passes it to React Native\'s role prop, and some elements get a default role.',
  ),
  row(
    'spellCheck',
    'boolean',
    {android: 'unsupported', ios: 'partial'},
    `React Native reads it on iOS only. ${textInputOnly}`,
  ),
  row(
    'style',
    'StyleXArray<Style | Theme>',
    'polyfilled',
    'Only results of css.create() and css.createTheme(), or (nested) arrays of them. Falsy entries are skipped and later entries win.',
  ),
  row(
    'suppressHydrationWarning',
    'boolean',
    'unsupported',
    'A React DOM hydration switch. Native apps do not hydrate server HTML, so it has no effect there.',
  ),
  row(
    'tabIndex',
    '0 | -1',
    {android: 'polyfilled', ios: 'unsupported'},
    'Only 0 or -1. On native sets focusable (true for 0), which React Native reads on Android only.',
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
const valueEventNote =
  'On native the handler gets {target: {value}, type} on every edit, with the text as target.value.';

export const elementProps: Record<ElementWithOwnProps, CompatRow[]> = {
  a: [
    row('download', 'string', 'unsupported', ignored),
    row(
      'href',
      'string',
      'unsupported',
      'On native a press only logs the error \'<a> "href" handling is not implemented in React Native.\' in development; it also replaces any onClick handler.',
    ),
    row('referrerPolicy', referrerPolicy, 'unsupported', ignored),
    row('rel', 'string', 'unsupported', ignored),
    row('target', "'_self' | '_blank' | '_parent' | '_top'", 'unsupported', ignored),
  ],
  button: [
    row('disabled', 'boolean', 'polyfilled', 'On native disables the Pressable and takes it out of focus order.'),
    row(
      'type',
      "'button' | 'submit'",
      'unsupported',
      `Defaults to "button" on web (plain HTML defaults to "submit"). ${ignored}`,
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
      'A number, not a string. With width, also sets the aspect ratio (both platforms).',
    ),
    row('loading', "'eager' | 'lazy'", 'unsupported', ignored),
    row('onError', handler, 'polyfilled', 'On native the handler gets {type: "error"}.'),
    row(
      'onLoad',
      handler,
      'polyfilled',
      'On native the handler gets {type: "load", target: {naturalWidth, naturalHeight}}.',
    ),
    row('referrerPolicy', referrerPolicy, 'polyfilled', "Passed to React Native's Image."),
    row('src', 'string', 'polyfilled', "Passed to React Native's Image."),
    row('srcSet', 'string', 'polyfilled', "Passed to React Native's Image."),
    row('width', 'number', 'polyfilled', 'A number, not a string. With height, also sets the aspect ratio.'),
  ],
  input: [
    row('autoComplete', 'AutoComplete', 'polyfilled', 'One of the values listed on this page; passed to TextInput.'),
    row('checked', "boolean | 'mixed'", 'unsupported', `React DOM treats "mixed" as checked. ${ignored}`, {issue: 11}),
    row('defaultChecked', 'boolean', 'unsupported', ignored, {issue: 11}),
    row('defaultValue', 'string', 'polyfilled', 'Initial text of an uncontrolled field.'),
    row('disabled', 'boolean', 'polyfilled', 'On native the field is not editable and not focusable.'),
    row('max', 'string | number', 'unsupported', ignored),
    row('maxLength', 'number', 'native', "Passed to TextInput's maxLength."),
    row('min', 'string | number', 'unsupported', ignored),
    row('minLength', 'number', 'unsupported', ignored),
    row('multiple', 'boolean', 'unsupported', ignored),
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
      `${warned.replace(' and does nothing.', '; the handler still gets React Native\'s raw selection event.')}`,
      {web: {status: 'unsupported', note: reactDomIgnores}, issue: 38},
    ),
    row('placeholder', 'string', 'polyfilled', 'Style it with ::placeholder in css.create().'),
    row('readOnly', 'boolean', 'polyfilled', 'On native sets editable to false.'),
    row('required', 'boolean', 'unsupported', ignored),
    row('step', "number | 'any'", 'unsupported', ignored),
    row(
      'type',
      "'checkbox' | 'color' | 'date' | 'datetime-local' | 'email' | 'file' | 'hidden' | 'month' | 'number' | 'password' | 'radio' | 'range' | 'search' | 'submit' | 'tel' | 'text' | 'time' | 'url' | 'week'",
      'partial',
      'Native always renders a text field: see the input type table for what each value does.',
    ),
    row('value', 'string', 'native', "Passed to TextInput's value."),
  ],
  label: [
    row(
      'for',
      'string',
      'unsupported',
      'Written for, not htmlFor: web renders it as htmlFor. On native nothing links the label to the field.',
    ),
  ],
  li: [row('value', 'number', 'unsupported', ignored)],
  optgroup: [
    row(
      'disabled',
      'boolean',
      'partial',
      'On native it only matters when the optgroup has onClick (it is then a Pressable): disabled stops the press. Nothing looks different and the options are unaffected.',
      {issue: 7},
    ),
    row('label', 'string', 'unsupported', ignored, {issue: 7}),
  ],
  option: [
    row('disabled', 'boolean', 'unsupported', ignored, {issue: 8}),
    row('label', 'string', 'partial', 'On native the label is the only text shown: children are replaced by it.', {issue: 8}),
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
  textarea: [
    row('autoComplete', 'AutoComplete', 'polyfilled', 'Same values as on input; passed to TextInput.'),
    row('defaultValue', 'string', 'polyfilled', 'Initial text of an uncontrolled field.'),
    row('disabled', 'boolean', 'polyfilled', 'On native the field is not editable and not focusable.'),
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
      `${warned.replace(' and does nothing.', '; the handler still gets React Native\'s raw selection event.')}`,
      {web: {status: 'unsupported', note: reactDomIgnores}, issue: 38},
    ),
    row('placeholder', 'string', 'polyfilled', 'Style it with ::placeholder in css.create().'),
    row('readOnly', 'boolean', 'polyfilled', 'On native sets editable to false.'),
    row('required', 'boolean', 'unsupported', ignored),
    row('rows', 'number', 'polyfilled', 'numberOfLines on native.'),
    row('value', 'string', 'native', "Passed to TextInput's value."),
  ],
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

const scaled = 'Divided by the viewport scale when contexts.ViewportProvider sets one.';

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
  api('Node.getRootNode()', 'partial', 'The options argument is not supported on native.'),
  api('Node.hasChildNodes()', 'native'),
  api('Node.isConnected', 'native'),
  api('Node.lastChild', 'native'),
  api('Node.nextSibling', 'native'),
  api('Node.nodeName', 'polyfilled', 'On native the ref reports the HTML tag in capitals ("DIV"), not the React Native view name.'),
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
  api('Element.tagName', 'native'),
];

export const htmlElementInstance: CompatRow[] = [
  api('HTMLElement.blur()', 'native'),
  api('HTMLElement.click()', 'unsupported'),
  api('HTMLElement.focus()', 'partial', 'Works without arguments; the options argument is not supported on native.'),
  api('HTMLElement.hidden', 'unsupported'),
  api('HTMLElement.offsetHeight', 'native', scaled),
  api('HTMLElement.offsetLeft', 'native', scaled),
  api('HTMLElement.offsetParent', 'native'),
  api('HTMLElement.offsetTop', 'native', scaled),
  api('HTMLElement.offsetWidth', 'native', scaled),
];

export const imageInstance: CompatRow[] = [
  api('HTMLImageElement.complete', 'polyfilled', 'On native false until React Native reports the image as complete.'),
  api('HTMLImageElement.currentSrc', 'unsupported'),
  api('HTMLImageElement.naturalHeight', 'unsupported', 'On native read it from the onLoad event target instead.'),
  api('HTMLImageElement.naturalWidth', 'unsupported', 'On native read it from the onLoad event target instead.'),
];

const selectionPolyfill =
  "Added to native refs in 0.0.55 when React Native's element lacks it, from the last selection React Native reported; the changelog says it needs a future React Native release.";

function textFieldInstance(iface: 'HTMLInputElement' | 'HTMLTextAreaElement'): CompatRow[] {
  return [
    api(`${iface}.disabled`, 'unsupported'),
    api(`${iface}.select()`, 'unsupported'),
    api(`${iface}.selectionDirection`, 'unsupported'),
    api(`${iface}.selectionEnd`, 'polyfilled', selectionPolyfill),
    api(`${iface}.selectionStart`, 'polyfilled', selectionPolyfill),
    api(`${iface}.setSelectionRange()`, 'polyfilled', `Calls TextInput's setSelection on native. ${selectionPolyfill}`),
    ...(iface === 'HTMLInputElement' ? [api(`${iface}.showPicker()`, 'unsupported')] : []),
    api(`${iface}.value`, 'unsupported', 'Keep the text in state from onInput or onChange instead.'),
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
