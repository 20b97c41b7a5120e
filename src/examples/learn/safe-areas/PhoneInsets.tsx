/**
 * A screen laid out for a phone's safe area. The insets are numbers here,
 * as useSafeAreaInsets() returns them on a phone: pick a device and the
 * bars grow by them, so their colour runs under the notch and the home
 * indicator while their text stays clear.
 * @platforms web android ios
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

type Insets = {top: number; right: number; bottom: number; left: number};

// Example insets in portrait, in points, as the hook returns them.
const devices: Record<string, Insets> = {
  'No insets': {top: 0, right: 0, bottom: 0, left: 0},
  'Notch and home indicator': {top: 59, right: 0, bottom: 34, left: 0},
};

const styles = css.create({
  picker: {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    gap: 8,
    marginBottom: 12,
  },
  choice: {paddingBlock: 6, paddingInline: 12},
  chosen: {backgroundColor: '#0b5cd5', borderColor: '#0b5cd5', color: '#ffffff'},
  phone: {
    borderColor: '#8d949e',
    borderRadius: 24,
    borderStyle: 'solid',
    borderWidth: 2,
    height: 360,
    maxWidth: 240,
    overflow: 'hidden',
    position: 'relative',
  },
  // The part of the screen the system draws on: it does not move the layout.
  notch: {
    backgroundColor: '#1b1d21',
    borderRadius: 12,
    height: 24,
    left: '30%',
    position: 'absolute',
    right: '30%',
    top: 8,
  },
  indicator: {
    backgroundColor: '#1b1d21',
    borderRadius: 3,
    bottom: 8,
    height: 5,
    left: '35%',
    position: 'absolute',
    right: '35%',
  },
  // Each bar keeps 12 of its own padding inside the inset: the sum is computed,
  // since native has no calc().
  top: (inset: number) => ({
    backgroundColor: '#0b5cd5',
    color: '#ffffff',
    fontWeight: 700,
    paddingBottom: 12,
    paddingInline: 16,
    paddingTop: inset + 12,
  }),
  content: {flexGrow: 1, padding: 16},
  bottom: (inset: number) => ({
    backgroundColor: '#e8eef9',
    color: '#1b1d21',
    paddingBottom: inset + 12,
    paddingInline: 16,
    paddingTop: 12,
  }),
  column: {display: 'flex', flexDirection: 'column', height: '100%'},
});

export function PhoneInsets() {
  const [device, setDevice] = useState('Notch and home indicator');
  const insets = devices[device];
  return (
    <html.div>
      <html.div style={styles.picker}>
        {Object.keys(devices).map((name) => (
          <html.button
            aria-pressed={name === device}
            key={name}
            onClick={() => setDevice(name)}
            style={[styles.choice, name === device && styles.chosen]}>
            {name}
          </html.button>
        ))}
      </html.div>
      <html.div style={styles.phone}>
        <html.div style={styles.column}>
          <html.header style={styles.top(insets.top)}>Orders</html.header>
          <html.div style={styles.content}>
            <html.p>Two orders on their way.</html.p>
          </html.div>
          <html.footer style={styles.bottom(insets.bottom)}>
            Home · Orders · Account
          </html.footer>
        </html.div>
        <html.div aria-hidden={true} style={styles.notch} />
        <html.div aria-hidden={true} style={styles.indicator} />
      </html.div>
    </html.div>
  );
}
