/**
 * A transition that runs on every platform: opacity and transform change when
 * the button is pressed, with the same functions in both states, a spring on
 * native, ease-out in browsers, and no motion when the user asks for less.
 * @platforms web android ios
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const reducedMotion = '@media (prefers-reduced-motion: reduce)';

const styles = css.create({
  button: {
    backgroundColor: {default: '#0b5cd5', ':hover': '#0a4fb8'},
    borderRadius: 8,
    borderStyle: 'none',
    color: 'white',
    fontSize: 16,
    paddingBlock: 8,
    paddingInline: 16,
  },
  panel: {
    backgroundColor: '#e7f0fd',
    borderRadius: 8,
    color: '#1c1e21',
    marginTop: 12,
    opacity: 0,
    paddingBlock: 12,
    paddingInline: 16,
    transform: 'translateY(-8px)',
    transitionDuration: '250ms',
    transitionProperty: {default: 'opacity, transform', [reducedMotion]: 'none'},
    // Native uses the first value; browsers ignore spring() and keep ease-out.
    transitionTimingFunction: css.firstThatWorks('spring(1, 170, 26, 0)', 'ease-out'),
  },
  shown: {
    opacity: 1,
    transform: 'translateY(0px)',
  },
});

export function RevealPanel() {
  const [shown, setShown] = useState(false);
  return (
    <html.div>
      <html.button aria-expanded={shown} onClick={() => setShown(!shown)} style={styles.button}>
        {shown ? 'Hide details' : 'Show details'}
      </html.button>
      <html.p aria-hidden={!shown} style={[styles.panel, shown && styles.shown]}>
        Ships in two days. Free returns for 30 days.
      </html.p>
    </html.div>
  );
}
