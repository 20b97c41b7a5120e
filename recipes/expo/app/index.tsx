import {css, html} from 'react-strict-dom';
import App from '../src/App';

// A route's own styles: the PostCSS include must list app/ for them to reach the web.
const styles = css.create({
  route: {
    borderTopColor: '#0b5cad',
    borderTopStyle: 'solid',
    borderTopWidth: 4,
  },
});

export default function Home() {
  return (
    <html.div data-layoutconformance="strict" data-testid="route" style={styles.route}>
      <App />
    </html.div>
  );
}
