/**
 * A form that moves on as the reader types: Enter (or the keyboard's
 * "next" key on a phone) focuses the following field, and on the last one
 * sends. enterKeyHint labels that key; the refs work the same on every
 * platform.
 * @platforms web android ios
 */
import {useRef, useState} from 'react';
import {css, html} from 'react-strict-dom';

type InputEvent = {target: {value: string}};
type KeyEvent = {key: string};

const styles = css.create({
  form: {display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 360},
  field: {
    borderColor: '#8d949e',
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    fontSize: 16,
    paddingBlock: 8,
    paddingInline: 10,
  },
  sent: {fontWeight: 700},
});

export function NextField() {
  const [city, setCity] = useState('');
  const [street, setStreet] = useState('');
  const [sent, setSent] = useState('');
  const streetField = useRef<HTMLInputElement>(null);
  return (
    <html.div style={styles.form}>
      <html.input
        aria-label="City"
        enterKeyHint="next"
        onInput={(event: InputEvent) => setCity(event.target.value)}
        onKeyDown={(event: KeyEvent) =>
          event.key === 'Enter' && streetField.current?.focus()
        }
        placeholder="City, then Enter"
        style={styles.field}
        value={city}
      />
      <html.input
        aria-label="Street"
        enterKeyHint="send"
        onInput={(event: InputEvent) => setStreet(event.target.value)}
        onKeyDown={(event: KeyEvent) =>
          event.key === 'Enter' && setSent(`${street}, ${city}`)
        }
        placeholder="Street, then Enter"
        ref={streetField}
        style={styles.field}
        value={street}
      />
      <html.p style={styles.sent}>{sent ? `Sent: ${sent}` : 'Nothing sent yet'}</html.p>
    </html.div>
  );
}
