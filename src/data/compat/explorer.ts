/**
 * Every compatibility table of the site, once, with where it is shown and what
 * kind of feature its rows are: the data behind the compatibility explorer
 * (/api/compatibility/), compat.json and llms-full.txt's summary. A table shown
 * on two pages (Learn › Animation repeats two of /api/css/) is listed once,
 * under the API page; the overview tables of /api/html/ gather rows listed here
 * under their own element's page. tests/built/compat-explorer.test.ts checks
 * that every row of every table on every built page is one row here.
 */
import {cssAtRuleRows, cssProperties, cssPseudoRows, cssValues} from './css';
import {
  commonAriaProps,
  commonEventProps,
  commonInstance,
  commonOtherProps,
  elementProps,
  elementsWithOwnProps,
  htmlElements,
  imageInstance,
  inputInstance,
  inputTypes,
  textareaInstance,
} from './html';
import {compatAsValues, documentApis, globalThisApis, webApis, windowApis} from './other';
import type {CompatRow, Platform, SupportStatus} from './types';
import {platforms, statusOf, supportStatuses} from './types';

import {type FeatureKind} from './kinds';

export {featureKinds, type FeatureKind} from './kinds';

/** One table of the site: its rows, their kind, and the section it sits under. */
export interface CompatSource {
  /** The table's caption on its page. */
  caption: string;
  kind: FeatureKind;
  /** The page and section, under the base URL: `/api/css/#sizing`. */
  href: string;
  rows: readonly CompatRow[];
  /** What the rows belong to, shown beside their names: `<html.a>`, `display`. */
  of?: string;
}

const css = (anchor: string) => `/api/css/#${anchor}`;

const cssPropertySources: CompatSource[] = (
  [
    ['sizing', 'Sizing properties', 'sizing'],
    ['spacing', 'Margin and padding properties', 'margin-and-padding'],
    ['positioning', 'Position properties', 'position'],
    ['display', 'Display, overflow and direction properties', 'display-overflow-and-direction'],
    ['flexbox', 'Flexbox and alignment properties', 'flexbox-and-alignment'],
    ['borders', 'Border properties', 'borders'],
    ['logicalBorders', 'Logical border properties', 'logical-borders'],
    ['outlines', 'Outline properties', 'outlines'],
    ['backgrounds', 'Background and shadow properties', 'backgrounds-and-shadows'],
    ['effects', 'Effect and image properties', 'effects-and-images'],
    ['text', 'Text and font properties', 'text-and-fonts'],
    ['interaction', 'Interaction properties', 'interaction'],
    ['transforms', 'Transform properties', 'transforms'],
    ['transitions', 'Transition and animation properties', 'transitions-and-animations'],
    ['custom', 'Custom properties', 'custom-properties'],
    ['shorthands', 'Shorthand properties', 'shorthands'],
  ] as const
).map(([group, caption, anchor]) => ({
  caption,
  kind: 'property',
  href: css(anchor),
  rows: cssProperties[group],
}));

const cssValueSources: CompatSource[] = [
  {caption: 'Length values and units', kind: 'unit', href: css('lengths'), rows: cssValues.lengths},
  {
    caption: 'Time and angle units',
    kind: 'unit',
    href: css('times-and-angles'),
    rows: cssValues.timesAndAngles,
  },
  {
    caption: 'CSS-wide keywords and value functions',
    kind: 'value',
    href: css('keywords-and-functions'),
    rows: cssValues.keywordsAndFunctions,
  },
  {
    caption: 'Values of display',
    kind: 'value',
    href: css('display-values'),
    rows: cssValues.display,
    of: 'display',
  },
  {
    caption: 'Values of position',
    kind: 'value',
    href: css('position-values'),
    rows: cssValues.position,
    of: 'position',
  },
  {
    caption: 'Functions of transform',
    kind: 'value',
    href: css('transform-functions'),
    rows: cssValues.transformFunctions,
    of: 'transform',
  },
  {
    caption: 'Values of transitionTimingFunction',
    kind: 'value',
    href: css('timing-functions'),
    rows: cssValues.timingFunctions,
    of: 'transitionTimingFunction',
  },
  {
    caption: 'Condition keys: default, pseudo-classes and pseudo-elements',
    kind: 'condition',
    href: css('pseudo-classes-and-pseudo-elements'),
    rows: cssPseudoRows,
  },
  {
    caption: 'At-rules and media queries',
    kind: 'condition',
    href: css('at-rules-and-media-queries'),
    rows: cssAtRuleRows,
  },
];

const htmlSources: CompatSource[] = [
  // Before the elements table, which repeats these rows: they are values of type.
  {
    caption: 'Values of <html.input type>',
    kind: 'value',
    href: '/api/html/input/#input-types',
    rows: inputTypes,
  },
  {caption: 'Elements of html', kind: 'element', href: '/api/html/#elements', rows: htmlElements},
  {
    caption: 'ARIA props',
    kind: 'prop',
    href: '/api/html/common/#aria-props',
    rows: commonAriaProps,
  },
  {
    caption: 'Event props',
    kind: 'prop',
    href: '/api/html/common/#event-props',
    rows: commonEventProps,
  },
  {
    caption: 'Other common props',
    kind: 'prop',
    href: '/api/html/common/#other-props',
    rows: commonOtherProps,
  },
  ...elementsWithOwnProps.map((tag): CompatSource => ({
    caption: `Props of <html.${tag}>`,
    kind: 'prop',
    href: `/api/html/${tag}/#props`,
    rows: elementProps[tag],
    of: `<html.${tag}>`,
  })),
  {
    caption: 'Common instance APIs',
    kind: 'api',
    href: '/api/html/common/#instance-api',
    rows: commonInstance,
  },
  ...(
    [
      ['img', imageInstance],
      ['input', inputInstance],
      ['textarea', textareaInstance],
    ] as const
  ).map(([tag, rows]): CompatSource => ({
    caption: `Instance API of <html.${tag}>`,
    kind: 'api',
    href: `/api/html/${tag}/#instance-api`,
    rows,
    of: `<html.${tag}>`,
  })),
];

const otherSources: CompatSource[] = [
  {
    caption: 'Values of the as prop',
    kind: 'value',
    href: '/api/other/compat/#values-of-as',
    rows: compatAsValues,
    of: 'compat.native as',
  },
  {
    caption: 'Web API classes and functions',
    kind: 'api',
    href: '/api/other/common-min-api/#web-apis',
    rows: webApis,
  },
  {
    caption: 'Members of globalThis',
    kind: 'api',
    href: '/api/other/common-min-api/#globalthis',
    rows: globalThisApis,
  },
  {
    caption: 'document members and events',
    kind: 'api',
    href: '/api/other/document/#compatibility',
    rows: documentApis,
  },
  {
    caption: 'window members',
    kind: 'api',
    href: '/api/other/window/#compatibility',
    rows: windowApis,
  },
];

/** Every table, in the order the explorer lists their rows. */
export const compatSources: readonly CompatSource[] = [
  ...cssPropertySources,
  ...cssValueSources,
  ...htmlSources,
  ...otherSources,
];

/** One row of the explorer: a table's row, with its kind and its place on the site. */
export interface ExplorerRow extends CompatRow {
  /** Unique and stable: the row's anchor on the explorer and its key in compat.json. */
  id: string;
  kind: FeatureKind;
  /** What the feature belongs to (`<html.a>` for its props), when the name alone is ambiguous. */
  of?: string;
  /** The section of the page the row comes from: `/api/html/a/#props`. */
  href: string;
  /** That table's caption. */
  table: string;
}

/** `prop-html-a-href`: lower-case words of the kind, the owner and the name, joined by dashes. */
export function rowId(kind: FeatureKind, name: string, of?: string): string {
  // `position: sticky` of `position` names its owner already.
  const owner = of && !name.startsWith(`${of}:`) ? of : undefined;
  return [kind, owner, name]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .replace(/%/g, ' percent ')
    .replace(/\*/g, ' star ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Every row of every table, once: a row object shown in two tables (the input types,
 * also in the elements table) counts under the first source that lists it.
 */
export const explorerRows: readonly ExplorerRow[] = (() => {
  const seen = new Set<CompatRow>();
  const rows: ExplorerRow[] = [];
  for (const source of compatSources) {
    for (const row of source.rows) {
      if (seen.has(row)) continue;
      seen.add(row);
      rows.push({
        ...row,
        id: rowId(source.kind, row.name, source.of),
        kind: source.kind,
        ...(source.of ? {of: source.of} : {}),
        href: source.href,
        table: source.caption,
      });
    }
  }
  return rows;
})();

/** How many rows have each status, per platform: the counts the explorer opens with. */
export function statusCounts(
  rows: readonly CompatRow[],
): Record<Platform, Record<SupportStatus, number>> {
  const counts = Object.fromEntries(
    platforms.map((platform) => [
      platform,
      Object.fromEntries(supportStatuses.map((status) => [status, 0])),
    ]),
  ) as Record<Platform, Record<SupportStatus, number>>;
  for (const row of rows)
    for (const platform of platforms) counts[platform][statusOf(row[platform])]++;
  return counts;
}

/** The counts of every row: what the explorer opens with. */
export const explorerCounts = statusCounts(explorerRows);
