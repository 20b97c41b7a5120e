import {css, html} from 'react-strict-dom';
import {Button} from '@acme/ui/Button';
import {colors} from '@acme/ui/tokens.css';

const styles = css.create({
  root: {
    borderColor: colors.accent,
    borderStyle: 'solid',
    borderWidth: 2,
    padding: 16,
  },
});

// The app's own styles use the package's variables, and its component.
export default function App() {
  return (
    <html.main data-layoutconformance="strict" style={styles.root}>
      <html.h1>Shared tokens and components</html.h1>
      <Button>Save</Button>
    </html.main>
  );
}
