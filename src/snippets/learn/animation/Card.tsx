import type {ReactNode} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  card: {
    backgroundColor: {default: 'white', ':hover': '#f0f2f5'},
    borderRadius: 12,
    padding: 16,
    transform: {default: 'scale(1)', ':active': 'scale(0.97)'},
    transitionDuration: '150ms',
    // camelCase names: the web compiler writes them as background-color and
    // transform, and native looks them up in the element's style.
    transitionProperty: 'backgroundColor, transform',
    transitionTimingFunction: 'ease-out',
  },
});

export function Card({children, onOpen}: {children: ReactNode; onOpen: () => void}) {
  return (
    <html.div onClick={onOpen} style={styles.card}>
      {children}
    </html.div>
  );
}
