/**
 * A label tied to its field with `for`, the web attribute (not `htmlFor`).
 * @platforms web android ios
 */
import {css, html} from 'react-strict-dom';

const styles = css.create({
  field: {
    display: 'flex',
    flexDirection: 'column',
    gap: 4,
    maxWidth: 320,
  },
  label: {
    fontWeight: 700,
  },
  input: {
    borderColor: '#8d949e',
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    fontSize: 16,
    paddingBlock: 6,
    paddingInline: 10,
  },
});

export function EmailField() {
  return (
    <html.div style={styles.field}>
      <html.label for="newsletter-email" style={styles.label}>
        Email address
      </html.label>
      <html.input
        autoComplete="email"
        id="newsletter-email"
        inputMode="email"
        placeholder="you@example.com"
        style={styles.input}
        type="email"
      />
    </html.div>
  );
}
