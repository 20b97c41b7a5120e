// A reduced test case: one element, one style, nothing else from the app.
import {css, html} from 'react-strict-dom';

const styles = css.create({
  box: {
    // Say what you expected on each platform, e.g. 24px of padding on web and on Android.
    padding: '1.5rem',
    backgroundColor: 'lightblue',
  },
});

export default function Repro() {
  return <html.div style={styles.box}>Reduced test case</html.div>;
}
