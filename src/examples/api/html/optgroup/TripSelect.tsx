/**
 * A select whose options are grouped by region; one group is disabled.
 * On native, `<html.select>` renders a plain view, not a picker.
 * @platforms web
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

// What onChange receives on every platform (its prop type is `any`).
type ChangeEvent = {target: {value: string}};

const styles = css.create({
  field: {
    display: 'flex',
    flexDirection: 'column',
    gap: 4,
    maxWidth: 320,
  },
  select: {
    borderRadius: 8,
    fontSize: 16,
    padding: 6,
  },
});

export function TripSelect() {
  const [city, setCity] = useState('lisbon');
  return (
    <html.div style={styles.field}>
      <html.label for="trip-city">Destination</html.label>
      <html.select id="trip-city" onChange={(event: ChangeEvent) => setCity(event.target.value)} style={styles.select} value={city}>
        <html.optgroup label="Europe">
          <html.option value="lisbon">Lisbon</html.option>
          <html.option value="oslo">Oslo</html.option>
        </html.optgroup>
        <html.optgroup label="Asia">
          <html.option value="osaka">Osaka</html.option>
          <html.option value="seoul">Seoul</html.option>
        </html.optgroup>
        <html.optgroup disabled label="Antarctica (no flights)">
          <html.option value="mcmurdo">McMurdo Station</html.option>
        </html.optgroup>
      </html.select>
    </html.div>
  );
}
