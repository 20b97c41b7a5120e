import {css, html} from 'react-strict-dom';

const styles = css.create({
  banner: {
    // React Native has no sticky positioning, so the native file
    // places the banner in normal flow instead.
    position: 'relative',
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
