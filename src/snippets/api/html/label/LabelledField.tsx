import {html} from 'react-strict-dom';

// Write for, not htmlFor. On web a click on the label focuses the field;
// on native the two are not linked, so the field also gets an aria-label.
export function LabelledField() {
  return (
    <html.div>
      <html.label for="postcode">Postcode</html.label>
      <html.input aria-label="Postcode" autoComplete="postal-code" id="postcode" />
    </html.div>
  );
}
