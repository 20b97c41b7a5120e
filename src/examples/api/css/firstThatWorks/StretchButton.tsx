/**
 * A button that fills its container's width, margins included: `stretch`
 * where the browser knows it, then the older WebKit keyword, then 100%.
 * @platforms web
 */
import {css, html} from 'react-strict-dom';

const styles = css.create({
  button: {
    backgroundColor: '#0b5cd5',
    borderRadius: 8,
    borderWidth: 0,
    color: '#ffffff',
    fontSize: 16,
    marginInline: 16,
    paddingBlock: 8,
    width: css.firstThatWorks('stretch', '-webkit-fill-available', '100%'),
  },
});

export function StretchButton() {
  return <html.button style={styles.button}>Continue</html.button>;
}
