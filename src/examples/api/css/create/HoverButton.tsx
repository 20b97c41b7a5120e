/**
 * A button whose background darkens on hover and whose padding grows on wide screens.
 * @platforms web android ios
 */
import {css, html} from 'react-strict-dom';

const styles = css.create({
  button: {
    backgroundColor: {
      default: '#0b5cd5',
      ':hover': '#084095',
    },
    borderRadius: 8,
    borderWidth: 0,
    color: 'white',
    fontSize: 16,
    paddingBlock: 8,
    paddingInline: {
      default: 16,
      '@media (min-width: 768px)': 32,
    },
  },
});

export function HoverButton() {
  return <html.button style={styles.button}>Save changes</html.button>;
}
