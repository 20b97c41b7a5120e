import {css, html} from 'react-strict-dom';

const styles = css.create({
  root: {
    padding: 16,
  },
});

// The outermost html.* element of the app opts native layout into the
// W3C-conforming behaviour that React Strict DOM is written against.
export default function App() {
  return (
    <html.div data-layoutconformance="strict" style={styles.root}>
      <html.h1>Hello from React Strict DOM</html.h1>
    </html.div>
  );
}
