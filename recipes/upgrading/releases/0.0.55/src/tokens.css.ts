import {css} from 'react-strict-dom';

// Named tokens.stylex.ts before 0.0.52; only the file name changed.
export const colors = css.defineVars({
  badge: '#d93025',
  onBadge: '#ffffff',
});
