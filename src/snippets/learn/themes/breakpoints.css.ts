import {css} from 'react-strict-dom';

// Constants are inlined at build time: no CSS variables are created.
export const breakpoints = css.defineConsts({
  wide: '@media (min-width: 900px)',
});
