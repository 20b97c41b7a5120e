import {css} from 'react-strict-dom';

export const colors = css.defineVars({
  text: {
    default: '#1c1e21',
    '@media (prefers-color-scheme: dark)': '#e3e3e3',
  },
  accent: '#0b5cd5',
});
