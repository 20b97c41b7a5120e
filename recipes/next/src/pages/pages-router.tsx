import {css, html} from 'react-strict-dom';

const styles = css.create({
  note: {fontStyle: 'italic'},
});

// A Pages Router route. On the server the Pages Router loads packages with Node.js's
// require, uncompiled, unless next.config.ts lists them in transpilePackages.
export default function PagesRouterPage() {
  return <html.p style={styles.note}>Rendered by the Pages Router</html.p>;
}
