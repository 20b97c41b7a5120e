/**
 * The playground's starter: a counter styled with css.create. Change a colour,
 * add a style, or break a rule and read the error.
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  card: {
    alignItems: 'center',
    backgroundColor: '#ffffff',
    borderColor: '#d0d7de',
    borderRadius: 12,
    borderStyle: 'solid',
    borderWidth: 1,
    color: '#1c1e21',
    display: 'flex',
    gap: 12,
    padding: 16,
  },
  count: {
    color: '#0b5cd5',
    fontSize: 32,
    fontWeight: 700,
  },
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
    paddingInline: 16,
  },
});

export default function App() {
  const [count, setCount] = useState(0);
  return (
    <html.div style={styles.card}>
      <html.span style={styles.count}>{count}</html.span>
      <html.button style={styles.button} onClick={() => setCount(count + 1)}>
        Add one
      </html.button>
    </html.div>
  );
}
