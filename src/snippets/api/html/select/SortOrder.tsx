import {html} from 'react-strict-dom';

type Order = 'newest' | 'oldest' | 'popular';

interface Props {
  order: Order;
  onChange: (order: Order) => void;
}

export function SortOrder({order, onChange}: Props) {
  return (
    <html.div>
      <html.label for="sort">Sort by</html.label>
      <html.select id="sort" onChange={(event: {target: {value: string}}) => onChange(event.target.value as Order)} value={order}>
        <html.option label="Newest first" value="newest">
          Newest first
        </html.option>
        <html.option label="Oldest first" value="oldest">
          Oldest first
        </html.option>
        <html.option label="Most popular" value="popular">
          Most popular
        </html.option>
      </html.select>
    </html.div>
  );
}
