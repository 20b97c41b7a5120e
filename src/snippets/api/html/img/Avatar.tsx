import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  image: {
    borderRadius: 24,
  },
  fallback: {
    alignItems: 'center',
    backgroundColor: '#ddd',
    borderRadius: 24,
    display: 'flex',
    height: 48,
    justifyContent: 'center',
    width: 48,
  },
});

interface Props {
  name: string;
  src: string;
}

export function Avatar({name, src}: Props) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <html.div aria-label={name} role="img" style={styles.fallback}>
        <html.span>{name.slice(0, 1)}</html.span>
      </html.div>
    );
  }
  // width and height are numbers; together they also give the image its aspect ratio.
  return (
    <html.img
      alt={name}
      height={48}
      onError={() => setFailed(true)}
      src={src}
      style={styles.image}
      width={48}
    />
  );
}
