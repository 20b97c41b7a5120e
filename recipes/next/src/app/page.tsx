import {css, html} from 'react-strict-dom';
import {Banner} from '../Banner';

const styles = css.create({
  main: {
    // A quick check that styles and media queries reach the page.
    color: {
      default: '#1b1d21',
      '@media (prefers-color-scheme: dark)': '#e6e7e9',
    },
    marginInline: 'auto',
    maxWidth: 720,
    padding: 24,
  },
});

// Next.js pages can render html.* elements directly, including in
// Server Components: the compiled output is plain React DOM.
export default function Page() {
  return (
    <html.main data-layoutconformance="strict" style={styles.main}>
      <Banner message="Styles and platform files are wired up." />
      <html.h1>Hello from React Strict DOM</html.h1>
    </html.main>
  );
}
