import type {ReactNode} from 'react';
import {css, html} from 'react-strict-dom';
import type {StyleTheme, StyleVars} from 'react-strict-dom';
import {compactSpacing, forestColors} from './themes';

const styles = css.create({
  // No box of its own: children lay out as if the wrapper were not there.
  // React Native supports it, but the library warns in development:
  // @native-prints warn "display:contents" is not a supported value
  contents: {
    display: 'contents',
  },
});

// Any theme made by css.createTheme.
type AnyTheme = StyleTheme<StyleVars<{}>, symbol>;
// The theme type that the `style` prop accepts (see the TypeScript note below).
type StyleableTheme = StyleTheme<
  StyleVars<{readonly [key: string]: unknown}>,
  symbol
>;

const themes = {
  default: [],
  forest: [forestColors],
  forestCompact: [forestColors, compactSpacing],
} satisfies Record<string, AnyTheme[]>;

interface Props {
  name: keyof typeof themes;
  children: ReactNode;
}

export function Theme({name, children}: Props) {
  // One cast, here, instead of in every caller.
  const selected = themes[name] as unknown as StyleableTheme[];
  return <html.div style={[styles.contents, selected]}>{children}</html.div>;
}
