import type {ReactNode} from 'react';
import {css, html} from 'react-strict-dom';
import type {StyleTheme, StyleVars} from 'react-strict-dom';
import {colors, spacing} from './tokens.css';

// The annotation works around a typing bug (issue #290): without it,
// TypeScript rejects a createTheme() result passed to `style`.
type Theme = StyleTheme<StyleVars<{readonly [key: string]: unknown}>, symbol>;

// Overrides a subset of `colors`; the other variables keep their values.
const forest: Theme = css.createTheme(colors, {
  accent: {default: '#1a7f37', '@media (prefers-color-scheme: dark)': '#3fb950'},
});

const compact: Theme = css.createTheme(spacing, {
  gap: '6px',
  inset: '8px',
});

const styles = css.create({
  panel: {
    backgroundColor: colors.surface,
    color: colors.text,
    display: 'flex',
    flexDirection: 'column',
    gap: spacing.gap,
    padding: spacing.inset,
  },
  link: {
    color: colors.accent,
  },
});

interface Props {
  dense: boolean;
  children: ReactNode;
}

export function Panel({dense, children}: Props) {
  return (
    // One theme per variable group; themes of different groups combine in the array.
    <html.section style={[forest, dense && compact, styles.panel]}>
      {children}
      <html.a href="/settings" style={styles.link}>
        Settings
      </html.a>
    </html.section>
  );
}
