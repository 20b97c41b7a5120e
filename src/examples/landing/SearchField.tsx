// A search field and its label, tied with `for` as in HTML.
// @platforms web android ios
import {css, html} from 'react-strict-dom';

const styles = css.create({
  field: {display: 'flex', flexDirection: 'column', gap: 4},
  input: {borderRadius: 6, fontSize: 16, padding: 6},
});

export function SearchField() {
  return (
    <html.div style={styles.field}>
      <html.label for="query">Search the catalogue</html.label>
      <html.input id="query" type="search" placeholder="Title or author" style={styles.input} />
    </html.div>
  );
}
