/**
 * How each CSS property, value, pseudo-class and at-rule works with
 * `css.create()` on web, Android and iOS, for react-strict-dom 0.0.55.
 *
 * Native statuses come from the library's native runtime
 * (node_modules/react-strict-dom/dist/native/index.js): its list of allowed
 * style keys, the value parsers, and the mapping to React Native styles and
 * props. tests/unit/compat-css.test.ts fails when these tables and that source
 * disagree.
 *
 * Status rule for Android and iOS:
 * - native: handed to React Native under the same name (units or value types
 *   may be converted on the way);
 * - polyfilled: React Strict DOM implements it, by mapping it to other React
 *   Native styles or props, or in JavaScript;
 * - partial: only some values or cases work (the note says which);
 * - unsupported: dropped with a warning, or passed on with no effect.
 * The web column is "native" unless the browser or the StyleX compiler
 * rejects the feature.
 *
 * Each table (an h3 section of /api/css/) has its own file in ./properties/ or
 * ./values/, so a page that shows one (Learn › Animation) loads only its rows;
 * this index gathers them all for /api/css/ and the tests.
 */
import type {CompatRow} from '../types';
import {sizing} from './properties/sizing';
import {spacing} from './properties/spacing';
import {positioning} from './properties/positioning';
import {display} from './properties/display';
import {flexbox} from './properties/flexbox';
import {borders} from './properties/borders';
import {logicalBorders} from './properties/logicalBorders';
import {outlines} from './properties/outlines';
import {backgrounds} from './properties/backgrounds';
import {effects} from './properties/effects';
import {text} from './properties/text';
import {interaction} from './properties/interaction';
import {transforms} from './properties/transforms';
import {transitions} from './properties/transitions';
import {custom} from './properties/custom';
import {shorthands} from './properties/shorthands';
import {lengths} from './values/lengths';
import {timesAndAngles} from './values/timesAndAngles';
import {keywordsAndFunctions} from './values/keywordsAndFunctions';
import {display as displayValues} from './values/display';
import {position} from './values/position';
import {transformFunctions} from './values/transformFunctions';
import {timingFunctions} from './values/timingFunctions';

export * from './conditions';

/** CSS properties, in the groups shown as h3 sections on /api/css/. */
export const cssProperties = {
  sizing,
  spacing,
  positioning,
  display,
  flexbox,
  borders,
  logicalBorders,
  outlines,
  backgrounds,
  effects,
  text,
  interaction,
  transforms,
  transitions,
  custom,
  shorthands,
} satisfies Record<string, readonly CompatRow[]>;

/** Every property row, in page order. */
export const cssPropertyRows: readonly CompatRow[] = Object.values(cssProperties).flat();

/** Values, units and functions, in the groups shown as h3 sections on /api/css/. */
export const cssValues = {
  lengths,
  timesAndAngles,
  keywordsAndFunctions,
  display: displayValues,
  position,
  transformFunctions,
  timingFunctions,
} satisfies Record<string, readonly CompatRow[]>;

/** Every value row, in page order. */
export const cssValueRows: readonly CompatRow[] = Object.values(cssValues).flat();
