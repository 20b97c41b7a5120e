/**
 * An image with a text alternative, its intrinsic size, and rounded corners.
 * The picture comes from a bundler import, which gives a URL string on the
 * web only.
 * @platforms web
 */
import {css, html} from 'react-strict-dom';
import hills from './hills.png';

const styles = css.create({
  image: {
    borderRadius: 12,
    objectFit: 'cover',
  },
});

export function FramedImage() {
  return (
    <html.img
      alt="Green hills under a rising sun"
      height={200}
      src={hills}
      style={styles.image}
      width={320}
    />
  );
}
