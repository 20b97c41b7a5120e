import {css, html} from 'react-strict-dom';

const styles = css.create({
  card: {
    alignItems: 'center',
    display: 'flex',
    flexDirection: 'row',
    gap: 12,
  },
  image: {
    borderRadius: 24,
  },
  name: {
    fontSize: '1.125rem',
    fontWeight: 'bold',
  },
});

interface Props {
  name: string;
  photoUrl: string;
}

// <img>, <p> and <div> on the web; Image, Text and View on native.
export function Avatar({name, photoUrl}: Props) {
  return (
    <html.div style={styles.card}>
      <html.img
        alt=""
        height={48}
        src={photoUrl}
        style={styles.image}
        width={48}
      />
      <html.p style={styles.name}>{name}</html.p>
    </html.div>
  );
}
