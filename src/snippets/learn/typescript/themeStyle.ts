import type {StyleTheme, StyleVars} from 'react-strict-dom';

// The theme type that the `style` prop of html.* elements is declared with.
type AnyVars = StyleVars<{readonly [key: string]: unknown}>;
type AnyTheme = StyleTheme<AnyVars, symbol>;

/**
 * Lets a css.createTheme() result be passed to `style` without the
 * "Index signature for type 'string' is missing" error (issue #290).
 * Only the type changes: the same object is returned.
 */
export function themeStyle(
  theme: StyleTheme<StyleVars<{}>, symbol>,
): AnyTheme {
  return theme as unknown as AnyTheme;
}
