import {css, html} from 'react-strict-dom';
import {Banner} from './Banner';

const styles = css.create({
  root: {
    // A quick check that styles and media queries reach the page.
    backgroundColor: {
      default: '#ffffff',
      '@media (prefers-color-scheme: dark)': '#1b1d21',
    },
    color: {
      default: '#1b1d21',
      '@media (prefers-color-scheme: dark)': '#e6e7e9',
    },
    padding: 16,
  },
});

// The outermost html.* element of the app opts native layout into the
// W3C-conforming behaviour that React Strict DOM is written against.
export default function App() {
  return (
    <html.div data-layoutconformance="strict" style={styles.root}>
      <Banner message="Styles and platform files are wired up." />
      <html.h1>Hello from React Strict DOM</html.h1>
    </html.div>
  );
}
