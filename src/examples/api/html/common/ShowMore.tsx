/**
 * Props every element shares: an id, ARIA attributes, `hidden`, and a style
 * array whose falsy entries are skipped.
 * @platforms web android ios
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
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
  open: {
    backgroundColor: '#0b5cd5',
    borderColor: '#0b5cd5',
    color: '#ffffff',
  },
  details: {
    marginTop: 12,
  },
});

export function ShowMore() {
  const [open, setOpen] = useState(false);
  return (
    <html.div>
      <html.button
        aria-controls="delivery-details"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        style={[styles.button, open && styles.open]}>
        Delivery details
      </html.button>
      <html.p hidden={open ? undefined : true} id="delivery-details" style={styles.details}>
        Orders placed before noon ship the same day.
      </html.p>
    </html.div>
  );
}
