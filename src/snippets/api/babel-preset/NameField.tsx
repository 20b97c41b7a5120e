import {css, html} from 'react-strict-dom';

const styles = css.create({
  label: {
    color: '#1f2328',
    fontWeight: 'bold',
  },
});

export function NameField() {
  return (
    <html.div>
      <html.label for="name" style={styles.label}>
        Name
      </html.label>
      <html.input id="name" />
    </html.div>
  );
}
