import {css, html} from 'react-strict-dom';

const styles = css.create({
  article: {
    display: 'flex',
    flexDirection: 'column',
    gap: 8,
    padding: 16,
  },
  meta: {
    color: '#555',
    fontSize: 14,
  },
});

// Block elements (article, header, p) stack like on the web; on native each
// one is a View or a Text with block layout polyfilled.
export function ArticleLayout() {
  return (
    <html.article style={styles.article}>
      <html.header>
        <html.h2>Release notes</html.h2>
        <html.p style={styles.meta}>
          Published by <html.strong>the docs team</html.strong>
        </html.p>
      </html.header>
      <html.p>
        Text goes inside text elements such as <html.code>p</html.code> and <html.code>span</html.code>.
      </html.p>
    </html.article>
  );
}
