/** Rows of the condition-key tables on /api/css/: pseudo-classes and pseudo-elements, at-rules. */
import type {CompatRow} from '../types';
import {row} from './shared';

/** Keys of condition objects other than at-rules: default, pseudo-classes, pseudo-elements. */
export const cssPseudoRows: readonly CompatRow[] = [
  row(
    'default',
    'polyfilled',
    'The value when no condition applies. Required in every condition object.',
  ),
  row(':hover', 'polyfilled', 'Tracked with mouse and pointer enter and leave events.'),
  row(
    ':focus',
    'polyfilled',
    'Tracked with focus and blur events, so only elements that can take focus match.',
  ),
  row(':active', 'polyfilled', 'Set between pointer down and pointer up or cancel.', 292),
  row(
    '::placeholder',
    'partial',
    'Only color, applied as the placeholder text color of html.input and html.textarea; other properties log a warning.',
  ),
  row(':focus-visible', 'unsupported', 'A warning is logged, as for every other pseudo-class.'),
  row(':focus-within', 'unsupported'),
  row(':disabled', 'unsupported'),
  row(':first-child', 'unsupported'),
  row(':last-child', 'unsupported'),
  row(':nth-child()', 'unsupported'),
  row(':visited', 'unsupported'),
  row('::before', 'unsupported', 'A warning is logged, as for every other pseudo-element.'),
  row('::after', 'unsupported'),
  row('::selection', 'unsupported'),
];

/** Keys of condition objects that are at-rules, mostly media queries. */
export const cssAtRuleRows: readonly CompatRow[] = [
  row(
    '@media (width)',
    'polyfilled',
    'With min- and max-. Compared with the window width; em and rem count as 16px.',
  ),
  row('@media (height)', 'polyfilled', 'With min- and max-. Compared with the window height.'),
  row(
    '@media (aspect-ratio)',
    'polyfilled',
    'With min- and max-. A ratio such as 16/9, or a number.',
  ),
  row('@media (orientation)', 'polyfilled', 'portrait or landscape, from the window size.'),
  row(
    '@media (prefers-reduced-motion)',
    'polyfilled',
    'reduce or no-preference, from the system setting; (prefers-reduced-motion) alone means reduce.',
  ),
  row(
    '@media (prefers-color-scheme: dark)',
    'partial',
    'Native matches only this exact key, with one space after the colon.',
  ),
  row(
    '@media (prefers-color-scheme: light)',
    'unsupported',
    'Never matches on native: put light values under default.',
  ),
  row('@media (hover)', 'unsupported', 'Never matches on native.'),
  row('@media (pointer)', 'unsupported', 'Never matches on native.'),
  row('@media (resolution)', 'unsupported', 'Never matches on native.'),
  row(
    '@media screen',
    'unsupported',
    'On native, a query that names a media type other than all never matches, so screen and (…) is always false.',
  ),
  row(
    '@media not',
    'partial',
    'Avoid on native: not all and (…) never matches, and not (…) without a media type throws "Invalid CSS media query".',
  ),
  row(
    '@media … and …',
    'polyfilled',
    'All conditions must match; a comma-separated list matches if any query does.',
  ),
  row(
    '@media (width >= 600px)',
    'unsupported',
    'Range syntax throws "Invalid CSS media query" on native. Use min- and max-.',
  ),
  row('@supports', 'unsupported', 'A warning is logged on native.'),
  row('@container', 'unsupported', 'A warning is logged on native.'),
];
