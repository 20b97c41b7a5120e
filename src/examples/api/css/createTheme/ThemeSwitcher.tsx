/**
 * A card coloured by variables, with a dark theme made by css.createTheme.
 * It starts in the colour scheme it is given; its button switches the theme.
 * @platforms web android ios
 */
import {useState} from 'react';
import {css, html, type StaticStyles} from 'react-strict-dom';
import {colors} from './tokens.css';

const darkTheme = css.createTheme(colors, {
  surface: '#1b1b1d',
  text: '#e3e3e3',
  muted: '#b4b9c0',
  accent: '#7cb1ff',
  onAccent: '#1b1b1d',
  border: '#444950',
});
// The 0.0.55 types reject a theme in `style` (issue #290). This cast only
// informs the type checker; it must be its own statement for the compiler.
const darkThemeStyle = darkTheme as unknown as StaticStyles;

const styles = css.create({
  card: {
    alignItems: 'flex-start',
    backgroundColor: colors.surface,
    borderColor: colors.border,
    borderRadius: 12,
    borderStyle: 'solid',
    borderWidth: 1,
    color: colors.text,
    display: 'flex',
    flexDirection: 'column',
    gap: 8,
    padding: 16,
  },
  title: {
    fontSize: 18,
    fontWeight: 700,
    margin: 0,
  },
  text: {
    color: colors.muted,
    margin: 0,
  },
  button: {
    backgroundColor: colors.accent,
    borderRadius: 8,
    borderWidth: 0,
    color: colors.onAccent,
    fontSize: 14,
    paddingBlock: 6,
    paddingInline: 12,
  },
});

type ColorScheme = 'light' | 'dark';

interface Props {
  colorScheme?: ColorScheme;
}

export function ThemeSwitcher({colorScheme = 'light'}: Props) {
  const [scheme, setScheme] = useState<ColorScheme>(colorScheme);
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <html.div style={scheme === 'dark' ? darkThemeStyle : null}>
      <html.div style={styles.card}>
        <html.p style={styles.title}>Weekly report</html.p>
        <html.p style={styles.text}>The {scheme} theme sets every colour in this card.</html.p>
        <html.button style={styles.button} onClick={() => setScheme(next)}>
          {`Use the ${next} theme`}
        </html.button>
      </html.div>
    </html.div>
  );
}
