import type {ReactNode} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  header: {
    backgroundColor: 'white',
    insetBlockStart: 0,
    // Browsers use sticky where they support it, relative elsewhere.
    // Native always takes the first value: sticky falls back to relative there, with a warning.
    position: css.firstThatWorks('sticky', 'relative'),
  },
});

export function Header({children}: {children: ReactNode}) {
  return <html.header style={styles.header}>{children}</html.header>;
}
