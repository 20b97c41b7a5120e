import type {ReactNode} from 'react';
import {css, html} from 'react-strict-dom';
import {colors, sizes} from './tokens.css';

const styles = css.create({
  tile: {
    backgroundColor: colors.surface,
    borderColor: colors.border,
    borderRadius: sizes.radius,
    borderStyle: 'solid',
    borderWidth: 1,
    // A variable can be part of a longer value.
    boxShadow: `0 1px 3px ${colors.shadow}`,
    color: colors.text,
    padding: sizes.space,
  },
});

export function Tile({children}: {children: ReactNode}) {
  return <html.div style={styles.tile}>{children}</html.div>;
}
