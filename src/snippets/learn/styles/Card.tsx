import {css, html} from 'react-strict-dom';
import type {Styles} from 'react-strict-dom';

const styles = css.create({
  card: {
    borderRadius: 8,
    padding: '1rem',
  },
  spaced: {
    marginBlock: '0.5rem',
  },
});

interface Props {
  children: string;
  // Accept styles from the parent, limited to the properties you allow.
  style?: Styles<{marginBlock?: number | string; maxWidth?: number | string}>;
}

export function Card({children, style}: Props) {
  // Later entries win, so the parent's style overrides the card's own.
  return (
    <html.article style={[styles.card, style]}>
      <html.p>{children}</html.p>
    </html.article>
  );
}

export function CardList() {
  return (
    <html.div>
      <Card style={styles.spaced}>First</Card>
      <Card style={styles.spaced}>Second</Card>
      {/* @ts-expect-error the card's own styles set padding, which Card does not accept */}
      <Card style={styles.card}>Third</Card>
    </html.div>
  );
}
