/**
 * A checkbox and a group of radio buttons built from html.button with
 * role and aria-checked: the approach of the native files, which renders
 * the same on every platform. Screen readers announce each control's role
 * and whether it is checked.
 * @platforms web android ios
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const wrappings = ['Paper', 'Cloth', 'None'];

const styles = css.create({
  form: {display: 'flex', flexDirection: 'column', gap: 12},
  group: {display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 8},
  control: {
    alignItems: 'center',
    backgroundColor: 'transparent',
    borderColor: '#8d949e',
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    color: 'inherit',
    display: 'flex',
    flexDirection: 'row',
    fontSize: 16,
    gap: 8,
    paddingBlock: 8,
    paddingInline: 12,
  },
  on: {backgroundColor: '#0b5cd5', borderColor: '#0b5cd5', color: '#ffffff'},
  mark: {fontWeight: 700, width: 16},
});

export function GiftOptions() {
  const [giftCard, setGiftCard] = useState(false);
  const [wrapping, setWrapping] = useState('Paper');
  return (
    <html.div style={styles.form}>
      <html.button
        aria-checked={giftCard}
        role="checkbox"
        style={[styles.control, giftCard && styles.on]}
        onClick={() => setGiftCard(!giftCard)}
      >
        <html.span style={styles.mark}>{giftCard ? '✓' : '○'}</html.span>
        <html.span>Add a gift card</html.span>
      </html.button>
      <html.div aria-label="Wrapping" role="radiogroup" style={styles.group}>
        {wrappings.map((name) => (
          <html.button
            aria-checked={name === wrapping}
            key={name}
            role="radio"
            style={[styles.control, name === wrapping && styles.on]}
            onClick={() => setWrapping(name)}
          >
            {name}
          </html.button>
        ))}
      </html.div>
    </html.div>
  );
}
