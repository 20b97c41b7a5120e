/** Row builder and notes shared by the CSS support tables (see ./index.ts). */
import type {CompatRow, SupportStatus} from '../types';

/** A row that works on web and has the same status (and note) on Android and iOS. */
export function row(
  name: string,
  onNative: SupportStatus,
  note?: string,
  issue?: number,
): CompatRow {
  return {
    name,
    web: 'native',
    android: onNative,
    ios: onNative,
    ...(note ? {note} : {}),
    ...(issue ? {issue} : {}),
  };
}

export const singleValue =
  'One value only: a value with several parts logs an error and is dropped.';
export const needsFlex = 'Needs display: flex on the element; an error is logged otherwise.';
export const needsFlexParent = 'Needs a parent with display: flex; an error is logged otherwise.';
export const perSideStyle =
  'Passed to React Native, which has one borderStyle for all sides, so it has no effect.';
export const notConverted = 'Passed to React Native unconverted, which does not understand it.';
