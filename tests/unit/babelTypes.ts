/** The few shapes of @babel/core and the library's preset that the compile tests use. */
export interface StyleXRule {
  0: string;
}
export interface BabelResult {
  code: string;
  metadata: {stylex?: StyleXRule[]};
}
export interface Babel {
  transformSync(code: string, options: object): BabelResult | null;
}
export interface Preset {
  generateStyles(rules: StyleXRule[], useLayers?: boolean): string;
}
