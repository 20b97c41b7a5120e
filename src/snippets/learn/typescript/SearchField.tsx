import {useState} from 'react';
import type {ComponentProps} from 'react';
import {html} from 'react-strict-dom';

// onChange and onInput are typed `any`, so describe the part of the event
// that both platforms provide: web passes React's event, native passes
// {target: {value}, type}.
type ValueEvent = Readonly<{target: Readonly<{value: string}>}>;

// onClick is typed, but its event type is not exported: read it off
// the prop.
type OnClick = ComponentProps<typeof html.button>['onClick'];
type ClickEvent = Parameters<NonNullable<OnClick>>[0];

export function SearchField() {
  const [query, setQuery] = useState('');
  const handleChange = (event: ValueEvent) => setQuery(event.target.value);
  const handleClear = (event: ClickEvent) => {
    if (!event.shiftKey) setQuery('');
  };
  return (
    <html.div>
      <html.input type="search" value={query} onChange={handleChange} />
      <html.button onClick={handleClear}>Clear</html.button>
    </html.div>
  );
}
