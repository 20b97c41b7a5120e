/**
 * A controlled select that reorders a list as its value changes.
 * On native, `<html.select>` renders a plain view, not a picker.
 * @platforms web
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

type Order = 'name' | 'price';

const products = [
  {name: 'Kettle', price: 35},
  {name: 'Blender', price: 60},
  {name: 'Toaster', price: 25},
];

// What onChange receives on every platform (its prop type is `any`).
type ChangeEvent = {target: {value: string}};

const styles = css.create({
  select: {
    borderRadius: 8,
    fontSize: 16,
    marginInlineStart: 8,
    padding: 6,
  },
  list: {
    marginTop: 8,
  },
});

export function SortSelect() {
  const [order, setOrder] = useState<Order>('name');
  const sorted = [...products].sort((a, b) =>
    order === 'name' ? a.name.localeCompare(b.name) : a.price - b.price,
  );
  return (
    <html.div>
      <html.label for="sort-order">Sort by</html.label>
      <html.select
        id="sort-order"
        onChange={(event: ChangeEvent) => setOrder(event.target.value as Order)}
        style={styles.select}
        value={order}>
        <html.option value="name">Name</html.option>
        <html.option value="price">Price</html.option>
      </html.select>
      <html.ul style={styles.list}>
        {sorted.map((product) => (
          <html.li key={product.name}>
            {product.name}: ${product.price}
          </html.li>
        ))}
      </html.ul>
    </html.div>
  );
}
