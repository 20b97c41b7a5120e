import type {ReactNode} from 'react';
import {css, html} from 'react-strict-dom';
import {colors} from './tokens.css';
import {themeStyle} from './themeStyle';

const brand = css.createTheme(colors, {accent: '#7b2cbf'});

const styles = css.create({
  section: {color: colors.text, padding: 16},
});

export function BrandSection({children}: {children: ReactNode}) {
  // With react-strict-dom 0.0.55, style={[brand, …]} fails to type-check.
  return (
    <html.section style={[themeStyle(brand), styles.section]}>
      {children}
    </html.section>
  );
}
