import {css, html} from 'react-strict-dom';

const styles = css.create({
  label: {
    color: {default: 'black', ':hover': 'blue'},
    fontWeight: 'bold',
  },
});

export function EmailLabel() {
  return (
    <html.label for="email" style={styles.label}>
      Email
    </html.label>
  );
}
