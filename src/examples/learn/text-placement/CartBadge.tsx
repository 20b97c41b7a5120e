/**
 * Text placed the way Android and iOS need it: every string is the only
 * child of its element or sits inside a text element (html.p, html.span,
 * html.strong), and the badge, which is positioned, is an html.div, not a
 * span inside a span.
 * @platforms web android ios
 * @native-press add-one
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  card: {
    borderColor: '#8d949e',
    borderRadius: 12,
    borderStyle: 'solid',
    borderWidth: 1,
    padding: 16,
  },
  row: {
    alignItems: 'center',
    display: 'flex',
    flexDirection: 'row',
    gap: 24,
    marginTop: 12,
  },
  add: {
    alignItems: 'center',
    backgroundColor: '#0b5cd5',
    borderRadius: 8,
    borderWidth: 0,
    color: '#ffffff',
    display: 'flex',
    flexDirection: 'row',
    gap: 6,
    paddingBlock: 8,
    paddingInline: 12,
  },
  cart: {paddingBlock: 4, paddingInline: 8, position: 'relative'},
  badge: {
    alignItems: 'center',
    backgroundColor: '#b3261e',
    borderRadius: 10,
    color: '#ffffff',
    display: 'flex',
    fontSize: 12,
    height: 20,
    justifyContent: 'center',
    minWidth: 20,
    position: 'absolute',
    right: -12,
    top: -8,
  },
});

export function CartBadge() {
  const [count, setCount] = useState(0);
  return (
    <html.div style={styles.card}>
      {/* A text element may hold strings, numbers and other text elements. */}
      <html.p>
        Your cart holds <html.strong>{count}</html.strong>{' '}
        {count === 1 ? 'item' : 'items'}.
      </html.p>
      <html.div style={styles.row}>
        {/* Next to the icon, the label needs an html.span of its own. */}
        <html.button
          data-testid="add-one"
          onClick={() => setCount(count + 1)}
          style={styles.add}>
          <html.span aria-hidden={true}>+</html.span>
          <html.span>Add one</html.span>
        </html.button>
        <html.div style={styles.cart}>
          <html.span>Cart</html.span>
          {/* Positioned, so a div; a number alone is not wrapped in Text: String() it. */}
          {count > 0 ? <html.div style={styles.badge}>{String(count)}</html.div> : null}
        </html.div>
      </html.div>
    </html.div>
  );
}
