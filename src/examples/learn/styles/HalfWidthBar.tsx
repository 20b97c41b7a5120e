/**
 * A bar sized with `calc()`. The web draws it at half the width less 8px;
 * native drops the `calc()` width with a warning, and the bar fills the row.
 * @platforms web android ios
 * @native-prints warn unsupported style value in "width:calc(50% - 8px)"
 */
import {css, html} from 'react-strict-dom';

const styles = css.create({
  track: {
    backgroundColor: '#d0d7de',
    borderRadius: 8,
  },
  bar: {
    backgroundColor: '#0b5cd5',
    borderRadius: 8,
    height: 16,
    width: 'calc(50% - 8px)',
  },
});

export function HalfWidthBar() {
  return (
    <html.div data-testid="track" style={styles.track}>
      <html.div data-testid="bar" style={styles.bar} />
    </html.div>
  );
}
