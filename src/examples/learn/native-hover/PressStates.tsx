/**
 * A button styled for :hover and :active. On the web the browser applies the
 * states; on Android and iOS they need React Native's pointer events.
 * @platforms web android ios
 */
import {css, html} from 'react-strict-dom';

const styles = css.create({
  button: {
    backgroundColor: {
      default: '#0b5cad',
      ':hover': '#0a4f94',
      ':active': '#083b6e',
    },
    borderRadius: 8,
    borderWidth: 0,
    color: '#ffffff',
    fontSize: 16,
    paddingBlock: 10,
    paddingInline: 20,
    transform: {
      default: 'scale(1)',
      ':active': 'scale(0.96)',
    },
  },
});

export function PressStates() {
  return <html.button style={styles.button}>Hover, then press</html.button>;
}
