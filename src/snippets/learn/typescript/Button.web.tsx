import {css, html} from 'react-strict-dom';
import type {ButtonProps} from './Button.types';

const styles = css.create({
  button: {paddingBlock: 8, paddingInline: 16},
});

export function Button({label, onClick}: ButtonProps) {
  return (
    <html.button style={styles.button} onClick={onClick}>
      {label}
    </html.button>
  );
}
