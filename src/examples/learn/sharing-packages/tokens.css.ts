import {css} from 'react-strict-dom';

// The variables a shared UI package would export; camelCase keys work on
// every platform.
export const buttonColors = css.defineVars({
  accent: '#0b5cad',
  onAccent: '#ffffff',
});
