import {css} from 'react-strict-dom';

// Constants are inlined where they are used: no CSS variables are created.
export const breakpoints = css.defineConsts({
  narrow: '@media (max-width: 599px)',
  wide: '@media (min-width: 600px)',
});

export const durations = css.defineConsts({
  fast: '150ms',
  slow: '300ms',
});
