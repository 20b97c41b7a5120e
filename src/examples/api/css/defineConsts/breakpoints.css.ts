import {css} from 'react-strict-dom';

// Constants are inlined where they are used: no CSS variable is created.
export const breakpoints = css.defineConsts({
  wide: '@media (min-width: 640px)',
});
