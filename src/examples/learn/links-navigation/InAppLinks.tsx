/**
 * Two links to the same screen. In a browser both run their onClick.
 * Switch to Native and press each: the one with an href only logs that
 * href handling is not implemented, and its onClick never runs; the one
 * without navigates.
 * @platforms web android ios
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

// What onClick receives on every platform (a subset of it).
type ClickEvent = {preventDefault: () => void};

const styles = css.create({
  screen: {
    borderColor: '#8d949e',
    borderRadius: 12,
    borderStyle: 'solid',
    borderWidth: 1,
    padding: 16,
  },
  title: {fontSize: 20, fontWeight: 700, marginBottom: 12},
  links: {display: 'flex', flexDirection: 'column', gap: 12},
  back: {alignSelf: 'flex-start', paddingBlock: 6, paddingInline: 12},
});

export function InAppLinks() {
  const [screen, setScreen] = useState<'Home' | 'Orders'>('Home');
  return (
    <html.div style={styles.screen}>
      <html.p style={styles.title}>{screen}</html.p>
      <html.nav style={styles.links}>
        <html.a
          href="#orders"
          onClick={(event: ClickEvent) => {
            event.preventDefault();
            setScreen('Orders');
          }}>
          Orders, with href and onClick
        </html.a>
        <html.a onClick={() => setScreen('Orders')}>Orders, with onClick only</html.a>
        <html.button onClick={() => setScreen('Home')} style={styles.back}>
          Back to Home
        </html.button>
      </html.nav>
    </html.div>
  );
}
