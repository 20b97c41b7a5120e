/**
 * A link that opens in a new tab. It keeps the page's link colour; on
 * native, `<html.a>` renders blue text, and pressing it only logs that
 * `href` handling is not implemented.
 * @platforms web android ios
 * @native-press repo-link
 * @native-prints error <a> "href" handling is not implemented in React
 *   Native.
 */
import {css, html} from 'react-strict-dom';

const styles = css.create({
  link: {
    fontWeight: 700,
    textDecorationLine: 'underline',
  },
});

export function ExternalLink() {
  return (
    <html.p>
      Read the{' '}
      <html.a
        data-testid="repo-link"
        href="https://github.com/react/react-strict-dom"
        rel="noopener noreferrer"
        style={styles.link}
        target="_blank">
        React Strict DOM repository
      </html.a>{' '}
      on GitHub.
    </html.p>
  );
}
