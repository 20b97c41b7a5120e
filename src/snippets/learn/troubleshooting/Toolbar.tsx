import type {ReactNode} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  toolbar: {
    // gap, alignItems and justifyContent only apply to a flex container.
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: 8,
    // One value per property on native: not margin: '0 auto'.
    marginBlock: 0,
    marginInline: 'auto',
  },
});

export function Toolbar({children}: {children: ReactNode}) {
  return <html.div style={styles.toolbar}>{children}</html.div>;
}
