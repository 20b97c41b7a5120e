/**
 * Two paragraphs, one with no font size of its own. Browsers draw it at
 * 16px; React Native's default text size is 14, so on native it comes out
 * smaller than the paragraph that sets `fontSize: 16`.
 * @platforms web android ios
 */
import {css, html} from 'react-strict-dom';

const styles = css.create({
  sized: {
    fontSize: 16,
  },
});

export function DefaultTextSize() {
  return (
    <html.div>
      <html.p data-testid="unsized">This paragraph sets no font size.</html.p>
      <html.p data-testid="sized" style={styles.sized}>
        This one sets fontSize: 16.
      </html.p>
    </html.div>
  );
}
