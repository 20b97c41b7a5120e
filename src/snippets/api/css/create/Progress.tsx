import {css, html} from 'react-strict-dom';

const styles = css.create({
  track: {
    backgroundColor: '#d0d7de',
    blockSize: 8,
    borderRadius: 4,
  },
  // A style function: an arrow function with plain parameters that returns an object literal.
  fill: (percent: number, color: string) => ({
    backgroundColor: color,
    blockSize: 8,
    borderRadius: 4,
    inlineSize: `${percent}%`,
  }),
});

export function Progress({value, color = '#2da44e'}: {value: number; color?: string}) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <html.div aria-valuenow={percent} role="progressbar" style={styles.track}>
      <html.div style={styles.fill(percent, color)} />
    </html.div>
  );
}
