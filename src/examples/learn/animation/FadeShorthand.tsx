/**
 * A note that fades when toggled, timed with the `transition` shorthand.
 * The web animates the change; native does not know the shorthand, warns
 * about it, and the opacity jumps.
 * @platforms web android ios
 * @native-prints warn unsupported style property "transition"
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  note: {
    backgroundColor: '#dbeafe',
    borderRadius: 8,
    color: '#1c1e21',
    marginBottom: 8,
    opacity: 1,
    paddingBlock: 8,
    paddingInline: 12,
    transition: 'opacity 600ms ease-out',
  },
  faded: {
    opacity: 0.3,
  },
  button: {
    backgroundColor: 'transparent',
    borderColor: '#8d949e',
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    color: 'inherit',
    fontSize: 16,
    paddingBlock: 6,
    paddingInline: 12,
  },
});

export function FadeShorthand() {
  const [faded, setFaded] = useState(false);
  return (
    <html.div>
      <html.p data-testid="note" style={[styles.note, faded && styles.faded]}>
        Saved a minute ago.
      </html.p>
      <html.button aria-pressed={faded} onClick={() => setFaded(!faded)} style={styles.button}>
        Fade
      </html.button>
    </html.div>
  );
}
