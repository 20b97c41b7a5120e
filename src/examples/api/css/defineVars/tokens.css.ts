import {css} from 'react-strict-dom';

export const spacing = css.defineVars({
  small: '4px',
  medium: '8px',
  large: '16px',
});

export const brand = css.defineVars({
  accent: '#0b5cd5',
  onAccent: '#ffffff',
  pill: '999px',
});
