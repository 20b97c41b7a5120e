import {css} from 'react-strict-dom';
import {media} from './media.css';
import {palette} from './palette.css';

// Named imports from *.css.ts files, and literal values: all static.
export const brandTheme = css.createTheme(palette, {
  accent: {default: '#7b2cbf', [media.dark]: '#c77dff'},
});
