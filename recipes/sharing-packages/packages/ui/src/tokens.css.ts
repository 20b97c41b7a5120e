import {css} from 'react-strict-dom';

// camelCase keys only: on native, var() names are looked up camel-cased, so a
// hyphenated key such as 'on-accent' would never be found there.
export const colors = css.defineVars({
  accent: '#0b5cad',
  onAccent: '#ffffff',
});

export const radii = css.defineVars({
  control: '6px',
});
