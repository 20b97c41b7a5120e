/**
 * Options for React Strict DOM's Babel preset, shared by the build-time live
 * examples (src/plugins/rsd-examples) and the in-browser compiler, so both give
 * the same class names. The preset's own defaults are debug and dev `true`
 * (dev class names, `data-element-src` attributes); the site ships production output.
 */
export const rsdPresetOptions = {debug: false, dev: false, platform: 'web'} as const;

/**
 * Which half of the library the code is compiled for. On `native` the preset
 * adds no plugins (its `css.create` calls stay runtime calls of the native
 * build), so the compile is TypeScript, JSX and CommonJS only.
 */
export type Platform = 'web' | 'native';

/**
 * How StyleX rules become CSS (`generateStyles`, and the PostCSS plugin's
 * `useCSSLayers`): no cascade layers, because Infima's unlayered element
 * rules would beat layered ones; rules get `:not(#\#)` specificity instead.
 */
export const styleOptions = {useLayers: false} as const;
