import type {ChangeEvent} from 'react';
import {css, html} from 'react-strict-dom';
import type {CheckboxProps} from './Checkbox.types';

const styles = css.create({
  row: {alignItems: 'center', display: 'flex', gap: 8},
});

// The browser's own checkbox: Space toggles it, a click on the label toggles
// it, and it takes part in form submission.
export function Checkbox({label, checked, onChange}: CheckboxProps) {
  return (
    <html.label style={styles.row}>
      <html.input
        checked={checked}
        type="checkbox"
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
      />
      {label}
    </html.label>
  );
}
