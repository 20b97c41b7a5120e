import {css} from 'react-strict-dom';
import {colors, spacing} from './tokens.css';

const DARK = '@media (prefers-color-scheme: dark)';

// Override some or all of the variables; the rest keep their defaults.
export const forestColors = css.createTheme(colors, {
  accent: {default: '#1f7a4d', [DARK]: '#6fd3a0'},
  surface: {default: '#f3faf5', [DARK]: '#14201a'},
});

export const compactSpacing = css.createTheme(spacing, {
  medium: '12px',
  large: '16px',
});
