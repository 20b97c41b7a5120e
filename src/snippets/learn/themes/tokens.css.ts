import {css} from 'react-strict-dom';

// Keep the key exact: native compares it as a string.
const DARK = '@media (prefers-color-scheme: dark)';

// Every defineVars call is a named export of a *.css.ts file.
export const colors = css.defineVars({
  text: {default: '#1b1d21', [DARK]: '#e6e7e9'},
  mutedText: {default: '#5f6672', [DARK]: '#a3a9b3'},
  surface: {default: '#ffffff', [DARK]: '#1b1d21'},
  accent: {default: '#0b5cd5', [DARK]: '#6ea8ff'},
});

export const spacing = css.defineVars({
  small: '8px',
  medium: '16px',
  large: '24px',
});
