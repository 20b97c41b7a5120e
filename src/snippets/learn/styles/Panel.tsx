import {css, html} from 'react-strict-dom';

// Copy this key exactly, including the space after the colon:
// on native it is compared as a string.
const DARK = '@media (prefers-color-scheme: dark)';

const styles = css.create({
  panel: {
    backgroundColor: {
      default: 'white',
      [DARK]: '#1b1d21',
    },
    color: {
      default: '#1b1d21',
      [DARK]: '#e6e7e9',
    },
    // Ranges that do not overlap give the same result on every platform.
    padding: {
      default: 12,
      '@media (min-width: 600px) and (max-width: 899px)': 20,
      '@media (min-width: 900px)': 32,
    },
    transitionDuration: {
      default: '200ms',
      '@media (prefers-reduced-motion: reduce)': '0s',
    },
    transitionProperty: 'backgroundColor',
  },
});

export function Panel({children}: {children: string}) {
  return (
    <html.section style={styles.panel}>
      <html.p>{children}</html.p>
    </html.section>
  );
}
