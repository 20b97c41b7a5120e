import {css, html} from 'react-strict-dom';

const styles = css.create({
  card: {
    borderColor: '#ccc',
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    padding: 16,
  },
  selected: {
    borderColor: '#0a66c2',
  },
  name: {
    fontSize: 18,
    fontWeight: 'bold',
  },
});

interface Props {
  name: string;
  title: string;
  selected: boolean;
}

export function ProfileCard({name, title, selected}: Props) {
  return (
    <html.div
      aria-label={`Profile of ${name}`}
      data-testid="profile-card"
      role="group"
      // A falsy entry is skipped; later entries override earlier ones.
      style={[styles.card, selected && styles.selected]}>
      <html.p style={styles.name}>{name}</html.p>
      <html.p>{title}</html.p>
    </html.div>
  );
}
