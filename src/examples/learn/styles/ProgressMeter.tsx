/**
 * Styles three ways: static styles from css.create, a style function for a
 * value known only at run time, and a conditional entry in a style array.
 * @platforms web android ios
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  track: {
    backgroundColor: '#d0d7de',
    borderRadius: 8,
    height: 16,
    overflow: 'hidden',
  },
  bar: {
    backgroundColor: '#0b5cd5',
    height: '100%',
  },
  complete: {
    backgroundColor: '#1f7a3d',
  },
  width: (percent: number) => ({
    width: `${percent}%`,
  }),
  controls: {
    alignItems: 'center',
    display: 'flex',
    gap: 8,
    marginTop: 8,
  },
  button: {
    backgroundColor: 'transparent',
    borderColor: '#8d949e',
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    color: 'inherit',
    fontSize: 14,
    paddingBlock: 4,
    paddingInline: 12,
  },
});

export function ProgressMeter() {
  const [percent, setPercent] = useState(40);
  const done = percent === 100;
  return (
    <html.div>
      <html.div
        aria-label="Upload progress"
        aria-valuemax={100}
        aria-valuemin={0}
        aria-valuenow={percent}
        role="progressbar"
        style={styles.track}>
        <html.div style={[styles.bar, styles.width(percent), done && styles.complete]} />
      </html.div>
      <html.div style={styles.controls}>
        <html.button onClick={() => setPercent(Math.max(0, percent - 20))} style={styles.button}>
          Less
        </html.button>
        <html.button onClick={() => setPercent(Math.min(100, percent + 20))} style={styles.button}>
          More
        </html.button>
        <html.span>{done ? 'Done' : `${percent}%`}</html.span>
      </html.div>
    </html.div>
  );
}
