import {css} from 'react-strict-dom';

const DARK = '@media (prefers-color-scheme: dark)';

export const colors = css.defineVars({
  border: {default: '#d0d7de', [DARK]: '#3d444d'},
  shadow: {default: 'rgba(31, 35, 40, 0.15)', [DARK]: 'rgba(1, 4, 9, 0.8)'},
  surface: {default: '#ffffff', [DARK]: '#151b23'},
  text: {default: '#1f2328', [DARK]: '#f0f6fc'},
});

// Lengths are strings with units: a bare number would reach the browser without one.
export const sizes = css.defineVars({
  radius: '8px',
  space: '16px',
});
