/**
 * A Theme component that applies css.createTheme results to everything inside
 * it without adding a box (`display: contents`). The outer themes follow the
 * colour scheme; a nested theme changes only the accent group.
 * @platforms web android ios
 * @native-prints warn "display:contents" is not a supported value
 */
import type {ReactNode} from 'react';
import {css, html, type StaticStyles} from 'react-strict-dom';
import {accents, colors} from './tokens.css';

const darkColors = css.createTheme(colors, {
  background: '#242526',
  text: '#e3e3e3',
});

const darkAccents = css.createTheme(accents, {
  accent: '#7cb1ff',
  onAccent: '#1c1e21',
});

const greenAccents = css.createTheme(accents, {
  accent: '#1f7a3d',
  onAccent: '#ffffff',
});

// The 0.0.55 types reject a theme in `style` (issue #290). These casts only
// inform the type checker; they must be their own statements for the compiler.
const dark = [darkColors, darkAccents] as unknown as StaticStyles;
const green = greenAccents as unknown as StaticStyles;

const styles = css.create({
  contents: {
    display: 'contents',
  },
  panel: {
    backgroundColor: colors.background,
    borderColor: accents.accent,
    borderRadius: 12,
    borderStyle: 'solid',
    borderWidth: 1,
    color: colors.text,
    display: 'flex',
    flexDirection: 'column',
    gap: 8,
    padding: 12,
  },
  badge: {
    alignSelf: 'flex-start',
    backgroundColor: accents.accent,
    borderRadius: 999,
    color: accents.onAccent,
    fontSize: 14,
    paddingBlock: 2,
    paddingInline: 10,
  },
});

interface ThemeProps {
  theme: StaticStyles | null;
  children: ReactNode;
}

function Theme({theme, children}: ThemeProps) {
  return <html.div style={[styles.contents, theme]}>{children}</html.div>;
}

interface Props {
  colorScheme?: 'light' | 'dark';
}

export function ThemedPanels({colorScheme = 'light'}: Props) {
  return (
    <Theme theme={colorScheme === 'dark' ? dark : null}>
      <html.div style={styles.panel}>
        <html.span style={styles.badge}>Default accent</html.span>
        <Theme theme={green}>
          <html.div style={styles.panel}>
            <html.span style={styles.badge}>Nested green accent</html.span>
          </html.div>
        </Theme>
      </html.div>
    </Theme>
  );
}
