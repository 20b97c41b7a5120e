import {css} from 'react-strict-dom';
import {media} from './media.css';

export const palette = css.defineVars({
  text: {default: '#1c1e21', [media.dark]: '#e3e3e3'},
  accent: '#0b5cd5',
});
