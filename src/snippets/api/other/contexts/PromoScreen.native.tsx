import type {ReactNode} from 'react';
import {contexts, css, html} from 'react-strict-dom';

// The card reads two custom properties by name. On the web a style
// sheet defines --promo-background and --promo-text; on native,
// ThemeProvider supplies them.
const styles = css.create({
  card: {
    backgroundColor: 'var(--promo-background)',
    borderRadius: 12,
    padding: 16,
  },
  title: {
    color: 'var(--promo-text)',
    fontSize: 20,
    fontWeight: 'bold',
  },
});

// Keys are the property names without "--", in camelCase.
const promoColors = {
  promoBackground: '#0b5cad',
  promoText: '#ffffff',
};

export function PromoCard({title}: {title: string}) {
  return (
    <html.div style={styles.card}>
      <html.h2 style={styles.title}>{title}</html.h2>
    </html.div>
  );
}

// A .native.tsx file: contexts exists only in the native build. The
// screen was designed 390 points wide; ViewportProvider scales its
// lengths to the device's width.
export function PromoScreen({children}: {children: ReactNode}) {
  return (
    <contexts.ViewportProvider viewportWidth={390}>
      <contexts.ThemeProvider customProperties={promoColors}>
        {children}
      </contexts.ThemeProvider>
    </contexts.ViewportProvider>
  );
}
