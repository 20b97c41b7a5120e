/** The "CSS-wide keywords and value functions" table on /api/css/. */
import type {CompatRow} from '../../types';
import {row, notConverted} from '../shared';

export const keywordsAndFunctions: CompatRow[] = [
  row(
    'inherit',
    'partial',
    'Only for inherited text properties (color, font*, letterSpacing, lineHeight, textAlign, textDecoration*, textTransform, cursor) and direction; elsewhere a warning is logged.',
  ),
  row('unset', 'partial', 'Same limits as inherit.'),
  row('initial', 'unsupported', 'A warning is logged.'),
  row('currentcolor', 'unsupported', 'A warning is logged.'),
  row('var()', 'polyfilled', 'With an optional fallback; resolved from the nearest theme.'),
  row('calc()', 'unsupported', 'A warning is logged.'),
  row('clamp()', 'unsupported', notConverted),
  row('min()', 'unsupported', notConverted),
  row('max()', 'unsupported', notConverted),
  row('minmax()', 'unsupported', 'Grid only.'),
  row('url()', 'unsupported'),
  row('linear-gradient()', 'native', 'In backgroundImage only.'),
  row('radial-gradient()', 'native', 'In backgroundImage only.'),
  row('<color>', 'native', 'Named colors, #hex, rgb(), rgba(), hsl() and hsla().'),
];
