import {css, html} from 'react-strict-dom';

const styles = css.create({
  root: {padding: 16},
});

// Before 0.0.38: no data-layoutconformance attribute, and React 18.
export default function App() {
  return <html.div style={styles.root}>Hello</html.div>;
}
