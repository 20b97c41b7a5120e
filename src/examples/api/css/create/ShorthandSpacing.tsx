/**
 * Two tags with the same padding, written two ways. Native drops the
 * two-value `padding` with an error, so the first tag loses its padding
 * there; the longhand pair works on every platform.
 * @platforms web android ios
 * @native-prints error invalid style value in "padding:4px 12px". Shortform
 *   properties cannot contain multiple values. Please use longform
 *   properties.
 */
import {css, html} from 'react-strict-dom';

const styles = css.create({
  row: {
    display: 'flex',
    gap: 8,
  },
  tag: {
    backgroundColor: '#dbeafe',
    borderRadius: 8,
    color: '#1c1e21',
  },
  shorthand: {
    padding: '4px 12px',
  },
  longhand: {
    paddingBlock: 4,
    paddingInline: 12,
  },
});

export function ShorthandSpacing() {
  return (
    <html.div style={styles.row}>
      <html.span data-testid="shorthand-tag" style={[styles.tag, styles.shorthand]}>
        Shorthand
      </html.span>
      <html.span data-testid="longhand-tag" style={[styles.tag, styles.longhand]}>
        Longhand
      </html.span>
    </html.div>
  );
}
