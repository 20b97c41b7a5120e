/**
 * One button from a shared package, shown twice: with the package's own
 * variables, and inside an app's theme that overrides them with css.createTheme.
 * @platforms web android ios
 */
import {css, html, type StaticStyles} from 'react-strict-dom';
import {buttonColors} from './tokens.css';

// What the app adds: its brand colours for the package's variables.
const appBrand = css.createTheme(buttonColors, {
  accent: '#7a2fb8',
  onAccent: '#ffffff',
});
// The 0.0.55 types reject a theme in `style` (issue #290). This cast only
// informs the type checker; it must be its own statement for the compiler.
const appBrandStyle = appBrand as unknown as StaticStyles;

const styles = css.create({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 12,
  },
  button: {
    backgroundColor: buttonColors.accent,
    borderRadius: 6,
    borderWidth: 0,
    color: buttonColors.onAccent,
    fontSize: 16,
    paddingBlock: 8,
    paddingInline: 16,
  },
});

function SharedButton({label}: {label: string}) {
  return <html.button style={styles.button}>{label}</html.button>;
}

export function BrandedButtons() {
  return (
    <html.div style={styles.row}>
      <SharedButton label="Package colours" />
      <html.div style={appBrandStyle}>
        <SharedButton label="App theme" />
      </html.div>
    </html.div>
  );
}
