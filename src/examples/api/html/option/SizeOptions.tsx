/**
 * Options with a value distinct from their text, and one that is disabled.
 * On native, `<html.select>` renders a plain view, not a picker.
 * @platforms web
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

// What onChange receives on every platform (its prop type is `any`).
type ChangeEvent = {target: {value: string}};

const styles = css.create({
  select: {
    borderRadius: 8,
    fontSize: 16,
    padding: 6,
  },
  note: {
    marginTop: 8,
  },
});

export function SizeOptions() {
  const [size, setSize] = useState('m');
  return (
    <html.div>
      <html.select aria-label="T-shirt size" onChange={(event: ChangeEvent) => setSize(event.target.value)} style={styles.select} value={size}>
        <html.option value="s">Small</html.option>
        <html.option value="m">Medium</html.option>
        <html.option value="l">Large</html.option>
        <html.option disabled value="xl">
          Extra large (sold out)
        </html.option>
      </html.select>
      <html.p style={styles.note}>Size code sent with the order: {size}</html.p>
    </html.div>
  );
}
