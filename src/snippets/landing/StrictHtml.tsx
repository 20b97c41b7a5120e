import {html} from 'react-strict-dom';

export function SearchField() {
  return (
    <html.main>
      <html.label for="query">Search the catalogue</html.label>
      <html.input id="query" type="search" placeholder="Title or author" />
    </html.main>
  );
}
