/**
 * Support data for the `html` export of react-strict-dom 0.0.55: its elements,
 * every prop its types accept, and the instance APIs its refs expose. Each element
 * page imports its own file (./input.ts, ...), so it loads only its own rows; this
 * index gathers them all for the overview page. tests/unit/compat-html.test.ts
 * checks them against the installed package's types and native source.
 *
 * Status words (see ../types.ts): web `native` means the browser or React DOM does
 * the work; android/ios `native` means React Native does it with the prop as given,
 * `polyfilled` means React Strict DOM's own JavaScript maps or emulates it.
 */
import type {CompatRow} from '../types';
import {commonInstance, commonProps} from './common';
import {type ElementWithOwnProps, elementsWithOwnProps} from './elements';
import {aProps} from './a';
import {buttonProps} from './button';
import {imgProps, imageInstance} from './img';
import {inputProps, inputInstance} from './input';
import {labelProps} from './label';
import {liProps} from './li';
import {optgroupProps} from './optgroup';
import {optionProps} from './option';
import {selectProps} from './select';
import {textareaProps, textareaInstance} from './textarea';

export * from './common';
export * from './elements';
export * from './a';
export * from './button';
export * from './img';
export * from './input';
export * from './label';
export * from './li';
export * from './optgroup';
export * from './option';
export * from './select';
export * from './textarea';

/** Each element's own props, by tag. */
export const elementProps: Record<ElementWithOwnProps, CompatRow[]> = {
  a: aProps,
  button: buttonProps,
  img: imgProps,
  input: inputProps,
  label: labelProps,
  li: liProps,
  optgroup: optgroupProps,
  option: optionProps,
  select: selectProps,
  textarea: textareaProps,
};

/** Every prop of every element in one table: common props, then each element's own as `name (tag)`. */
export const allProps: CompatRow[] = [
  ...commonProps,
  ...elementsWithOwnProps.flatMap((tag) =>
    elementProps[tag].map((prop) => ({...prop, name: `${prop.name} (${tag})`})),
  ),
];

/** The full instance table for the overview page. */
export const allInstance: CompatRow[] = [
  ...commonInstance,
  ...imageInstance,
  ...inputInstance,
  ...textareaInstance,
];
