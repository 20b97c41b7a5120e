/** The "Outline properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const outlines: CompatRow[] = [
  ...['outlineColor', 'outlineOffset', 'outlineStyle', 'outlineWidth'].map((name) =>
    row(
      name,
      'partial',
      'Only on experimental React Native builds (nightly or main); release builds warn that the property is unsupported.',
    ),
  ),
];
