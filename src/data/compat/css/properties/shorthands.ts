/** The "Shorthand properties" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row} from '../shared';

export const shorthands: CompatRow[] = [
  ...[
    ['border', 'borderWidth, borderStyle and borderColor'],
    ['borderTop', 'borderTopWidth, borderTopStyle and borderTopColor'],
    ['borderRight', 'borderRightWidth, borderRightStyle and borderRightColor'],
    ['borderBottom', 'borderBottomWidth, borderBottomStyle and borderBottomColor'],
    ['borderLeft', 'borderLeftWidth, borderLeftStyle and borderLeftColor'],
    ['borderBlock', 'borderBlockWidth, borderBlockStyle and borderBlockColor'],
    ['borderInline', 'borderInlineWidth, borderInlineStyle and borderInlineColor'],
    ['background', 'backgroundColor'],
    ['animation', 'the animation* longhands'],
  ].map(([name, longhands]): CompatRow => ({
    name,
    web: {status: 'unsupported', note: 'The compiler rejects it.'},
    android: 'unsupported',
    ios: 'unsupported',
    note: `Use ${longhands}.`,
  })),
  row('font', 'unsupported', 'Use fontFamily, fontSize, fontStyle, fontWeight and lineHeight.'),
  row(
    'textDecoration',
    'unsupported',
    'Use textDecorationLine, textDecorationColor and textDecorationStyle.',
  ),
  row('transition', 'unsupported', 'Use the transition* longhands.'),
  row('outline', 'unsupported', 'Use the outline* longhands.'),
  row('flexFlow', 'unsupported', 'Use flexDirection and flexWrap.'),
  row('listStyle', 'unsupported'),
];
