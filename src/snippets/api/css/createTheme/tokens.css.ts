import {css} from 'react-strict-dom';

// Two variable groups: a theme overrides variables of one group.
export const colors = css.defineVars({
  accent: {default: '#0969da', '@media (prefers-color-scheme: dark)': '#4493f8'},
  surface: {default: '#ffffff', '@media (prefers-color-scheme: dark)': '#0d1117'},
  text: {default: '#1f2328', '@media (prefers-color-scheme: dark)': '#e6edf3'},
});

export const spacing = css.defineVars({
  gap: '12px',
  inset: '16px',
});
