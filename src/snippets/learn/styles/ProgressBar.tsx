import {css, html} from 'react-strict-dom';

const styles = css.create({
  track: {
    backgroundColor: '#e5e7eb',
    borderRadius: 4,
    height: 8,
    overflow: 'hidden',
  },
  fill: {
    backgroundColor: '#0b5cd5',
    height: '100%',
  },
  // A dynamic style: plain parameters in, an object literal out.
  width: (percent: number) => ({
    width: `${percent}%`,
  }),
});

export function ProgressBar({value}: {value: number}) {
  const percent = Math.min(100, Math.max(0, value * 100));
  return (
    <html.div
      aria-valuemax={100}
      aria-valuemin={0}
      aria-valuenow={percent}
      role="progressbar"
      style={styles.track}>
      <html.div style={[styles.fill, styles.width(percent)]} />
    </html.div>
  );
}
