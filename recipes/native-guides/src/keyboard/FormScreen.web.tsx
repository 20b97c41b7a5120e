import {css, html} from 'react-strict-dom';
import type {FormScreenProps} from './FormScreen.types';

// The browser scrolls the page and keeps the focused field above the keyboard.
const styles = css.create({
  screen: {marginInline: 'auto', maxWidth: 480, padding: 16},
});

export function FormScreen({children}: FormScreenProps) {
  return <html.main style={styles.screen}>{children}</html.main>;
}
