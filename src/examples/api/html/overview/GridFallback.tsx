/**
 * A three-column grid of cards. Native has no grid layout: it drops
 * `gridTemplateColumns` and `display: 'grid'` with a warning each, the `gap`
 * of a container that is not flex with an error, and the cards stack in one
 * column.
 * @platforms web android ios
 * @native-prints warn unsupported style property "gridTemplateColumns"
 * @native-prints warn "display:grid" is not a supported value
 * @native-prints error "display:flex" is required for "gap" to have an
 *   effect.
 */
import {css, html} from 'react-strict-dom';

const days = ['Mon', 'Tue', 'Wed'];

const styles = css.create({
  grid: {
    display: 'grid',
    gap: 8,
    gridTemplateColumns: '1fr 1fr 1fr',
  },
  card: {
    backgroundColor: '#dbeafe',
    borderRadius: 8,
    color: '#1c1e21',
    paddingBlock: 12,
    textAlign: 'center',
  },
});

export function GridFallback() {
  return (
    <html.div style={styles.grid}>
      {days.map((day) => (
        <html.div data-testid="grid-card" key={day} style={styles.card}>
          {day}
        </html.div>
      ))}
    </html.div>
  );
}
