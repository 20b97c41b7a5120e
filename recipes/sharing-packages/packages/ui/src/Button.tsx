import type {ReactNode} from 'react';
import {css, html} from 'react-strict-dom';
// Import the theme file itself, never through an index file that re-exports it:
// the compiler must see the `.css` path to name the variables.
import {colors, radii} from './tokens.css';

const styles = css.create({
  button: {
    backgroundColor: colors.accent,
    borderRadius: radii.control,
    borderWidth: 0,
    color: colors.onAccent,
    paddingBlock: 8,
    paddingInline: 16,
  },
});

export function Button({children, onClick}: {children: ReactNode; onClick?: () => void}) {
  return (
    <html.button onClick={onClick} style={styles.button}>
      {children}
    </html.button>
  );
}
