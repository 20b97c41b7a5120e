import {css} from 'react-strict-dom';

// Constants used as style keys live in a *.css.ts file,
// where the compiler can read them.
export const media = css.defineConsts({
  dark: '@media (prefers-color-scheme: dark)',
});
