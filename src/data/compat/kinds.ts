/**
 * What a compatibility row is about, as the explorer's kind filter names it. Apart from
 * explorer.ts so the explorer's filter can import it without the rows.
 */
export const featureKinds = {
  element: 'Element',
  prop: 'Prop',
  property: 'Style property',
  value: 'Value',
  unit: 'Unit',
  condition: 'Pseudo-state or at-rule',
  api: 'Web API',
} as const;

export type FeatureKind = keyof typeof featureKinds;
