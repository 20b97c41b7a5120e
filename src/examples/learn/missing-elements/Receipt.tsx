/**
 * A receipt written without the elements React Strict DOM does not have:
 * no dl, dt and dd (a list of rows, each with two text elements), no time
 * (a span with the date as text) and no small (a paragraph in a smaller
 * font).
 * @platforms web android ios
 */
import {css, html} from 'react-strict-dom';

const styles = css.create({
  card: {
    borderColor: '#8d949e',
    borderRadius: 12,
    borderStyle: 'solid',
    borderWidth: 1,
    maxWidth: 360,
    padding: 16,
  },
  title: {fontSize: 18, fontWeight: 700},
  // The list of terms and values: one row per pair.
  list: {marginTop: 12},
  row: {
    borderTopColor: '#d0d7de',
    borderTopStyle: 'solid',
    borderTopWidth: 1,
    display: 'flex',
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingBlock: 6,
  },
  term: {fontWeight: 700},
  small: {fontSize: 12, marginTop: 12},
});

const lines = [
  {term: 'Order', value: '1042'},
  {term: 'Items', value: '3'},
  {term: 'Total', value: '€24.00'},
];

export function Receipt() {
  return (
    <html.article style={styles.card}>
      <html.p style={styles.title}>Receipt</html.p>
      <html.p>
        Paid on <html.span>2 December 2026</html.span>
      </html.p>
      <html.div aria-label="Order details" role="list" style={styles.list}>
        {lines.map(({term, value}) => (
          <html.div key={term} role="listitem" style={styles.row}>
            <html.span style={styles.term}>{term}</html.span>
            <html.span>{value}</html.span>
          </html.div>
        ))}
      </html.div>
      <html.p style={styles.small}>Prices include VAT.</html.p>
    </html.article>
  );
}
