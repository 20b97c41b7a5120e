// A button whose background darkens on hover.
// @platforms web android ios
import {css, html} from 'react-strict-dom';

const styles = css.create({
  button: {
    backgroundColor: {
      default: '#0b5cd5',
      ':hover': '#084095',
    },
    borderWidth: 0,
    color: 'white',
    fontSize: 16,
    paddingBlock: 8,
    paddingInline: 16,
    borderRadius: 8,
  },
});

export function SaveButton() {
  return <html.button style={styles.button}>Save</html.button>;
}
