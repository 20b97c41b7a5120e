import {css} from 'react-strict-dom';
import type {StyleTheme, StyleVars} from 'react-strict-dom';
import {colors} from './tokens.css';

// Wide enough for any theme, so TypeScript accepts it in `style` (issue #290).
export type Theme = StyleTheme<StyleVars<{readonly [key: string]: unknown}>, symbol>;

// Override names and values are still checked against `colors`.
export const ocean: Theme = css.createTheme(colors, {
  accent: '#0550ae',
});
