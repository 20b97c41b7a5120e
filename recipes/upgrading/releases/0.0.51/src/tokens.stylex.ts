import {css} from 'react-strict-dom';

export const colors = css.defineVars({
  badge: '#d93025',
  onBadge: '#ffffff',
});
