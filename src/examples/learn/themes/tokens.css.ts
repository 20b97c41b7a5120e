import {css} from 'react-strict-dom';

// Two groups, so a theme for one leaves the other alone: a theme replaces
// every variable of its group, falling back to the defaults below.
export const colors = css.defineVars({
  background: '#f5f6f7',
  text: '#1c1e21',
});

export const accents = css.defineVars({
  accent: '#0b5cd5',
  onAccent: '#ffffff',
});
