import {html} from 'react-strict-dom';

const sizes = [
  {value: 's', label: 'Small'},
  {value: 'm', label: 'Medium'},
  {value: 'l', label: 'Large', soldOut: true},
];

// Give every option a label: native shows the label, not the children.
export function SizeOptions() {
  return (
    <html.select aria-label="Size" defaultValue="m" name="size">
      {sizes.map((size) => (
        <html.option disabled={size.soldOut} key={size.value} label={size.label} value={size.value}>
          {size.label}
        </html.option>
      ))}
    </html.select>
  );
}
