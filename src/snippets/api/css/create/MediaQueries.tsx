import type {ReactNode} from 'react';
import {css, html} from 'react-strict-dom';

// Native matches dark mode only with this exact key: one space after the colon.
const DARK = '@media (prefers-color-scheme: dark)';

const styles = css.create({
  layout: {
    display: 'flex',
    flexDirection: {default: 'column', '@media (min-width: 768px)': 'row'},
    gap: 16,
  },
  panel: {
    backgroundColor: {default: '#ffffff', [DARK]: '#0d1117'},
    color: {default: '#1f2328', [DARK]: '#e6edf3'},
    flexGrow: 1,
    padding: {default: 12, '@media (min-width: 768px)': 24},
  },
  link: {
    // A media query nested in a pseudo-class: on hover, darker in light mode, lighter in dark mode.
    color: {
      default: '#0969da',
      ':hover': {default: '#0550ae', [DARK]: '#79c0ff'},
    },
  },
  reveal: {
    opacity: 1,
    transitionDuration: {default: '250ms', '@media (prefers-reduced-motion: reduce)': '0s'},
    transitionProperty: 'opacity',
  },
});

export function Layout({aside, children}: {aside: ReactNode; children: ReactNode}) {
  return (
    <html.div style={styles.layout}>
      <html.aside style={styles.panel}>{aside}</html.aside>
      <html.main style={[styles.panel, styles.reveal]}>
        {children}
        <html.a href="/help" style={styles.link}>
          Help
        </html.a>
      </html.main>
    </html.div>
  );
}
