import {css, html} from 'react-strict-dom';

const styles = css.create({
  banner: {
    // Browsers support sticky positioning: keep the banner in view.
    position: 'sticky',
    top: 0,
    backgroundColor: '#fff4ce',
    padding: 12,
  },
});

export function Banner({message}: {message: string}) {
  return (
    <html.div role="status" style={styles.banner}>
      {message}
    </html.div>
  );
}
