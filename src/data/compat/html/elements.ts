/** The elements `html` exports, what each renders on native, and the elements table. */
import type {CompatRow, PlatformSupport} from '../types';
import {inputTypes} from './inputTypes';
import {row} from './shared';

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
  {
    tag: 'a',
    native: 'Text',
    note: 'Role link; blue and underlined by default. href does nothing on native (see <html.a>).',
  },
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
