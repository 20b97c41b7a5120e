/**
 * Two components built from html.* elements: a reusable Avatar that takes
 * props, and a ContactCard that composes it with text and a button.
 * @platforms web android ios
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  card: {
    alignItems: 'center',
    borderColor: '#8d949e',
    borderRadius: 12,
    borderStyle: 'solid',
    borderWidth: 1,
    display: 'flex',
    flexWrap: 'wrap',
    gap: 12,
    padding: 12,
  },
  avatar: {
    alignItems: 'center',
    backgroundColor: '#0b5cd5',
    borderRadius: 24,
    color: '#ffffff',
    display: 'flex',
    fontWeight: 700,
    height: 48,
    justifyContent: 'center',
    width: 48,
  },
  text: {
    flexGrow: 1,
  },
  name: {
    fontWeight: 700,
  },
  button: {
    backgroundColor: 'transparent',
    borderColor: '#8d949e',
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    color: 'inherit',
    fontSize: 14,
    paddingBlock: 6,
    paddingInline: 12,
  },
});

interface AvatarProps {
  name: string;
}

function Avatar({name}: AvatarProps) {
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('');
  return (
    <html.span aria-hidden={true} style={styles.avatar}>
      {initials}
    </html.span>
  );
}

export function ContactCard() {
  const [following, setFollowing] = useState(false);
  return (
    <html.div style={styles.card}>
      <Avatar name="Ada Lovelace" />
      <html.div style={styles.text}>
        <html.p style={styles.name}>Ada Lovelace</html.p>
        <html.p>Analytical Engine team</html.p>
      </html.div>
      <html.button aria-pressed={following} onClick={() => setFollowing(!following)} style={styles.button}>
        {following ? 'Following' : 'Follow'}
      </html.button>
    </html.div>
  );
}
