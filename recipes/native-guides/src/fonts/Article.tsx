import {css, html} from 'react-strict-dom';

// One family name, exactly as loaded: no fallback list. On native a list such as
// 'Lora, Georgia, serif' is looked up as one family name, finds none, and falls
// back to the system font.
const styles = css.create({
  article: {fontFamily: 'Lora'},
  title: {fontSize: 24, fontWeight: 700, marginBottom: 8},
  body: {fontSize: 16, fontWeight: 400, lineHeight: 1.5},
});

export function Article({title, children}: {title: string; children: string}) {
  return (
    <html.article style={styles.article}>
      <html.h2 style={styles.title}>{title}</html.h2>
      <html.p style={styles.body}>{children}</html.p>
    </html.article>
  );
}
