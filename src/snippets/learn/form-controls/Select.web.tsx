import type {ChangeEvent} from 'react';
import {css, html} from 'react-strict-dom';
import type {SelectProps} from './Select.types';

const styles = css.create({
  field: {display: 'flex', flexDirection: 'column', gap: 4},
});

export function Select({label, options, value, onChange}: SelectProps) {
  return (
    <html.label style={styles.field}>
      {label}
      <html.select
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <html.option key={option.value} value={option.value}>
            {option.label}
          </html.option>
        ))}
      </html.select>
    </html.label>
  );
}
