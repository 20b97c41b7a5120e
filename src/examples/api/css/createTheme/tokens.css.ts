import {css} from 'react-strict-dom';

// The light colours are the defaults; a theme overrides them for a subtree.
export const colors = css.defineVars({
  surface: '#ffffff',
  text: '#1c1e21',
  muted: '#525860',
  accent: '#0b5cd5',
  onAccent: '#ffffff',
  border: '#d0d7de',
});
