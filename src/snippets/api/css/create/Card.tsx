import type {ReactNode} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  card: {
    backgroundColor: 'white',
    borderColor: '#d0d7de',
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    padding: 16,
  },
  selected: {
    borderColor: '#0969da',
  },
  title: {
    fontSize: '1.25rem',
    fontWeight: 600,
    marginBlockEnd: 8,
  },
});

interface Props {
  title: string;
  selected?: boolean;
  children?: ReactNode;
}

export function Card({title, selected = false, children}: Props) {
  return (
    // Falsy entries are skipped; later entries win where they set the same property.
    <html.section style={[styles.card, selected && styles.selected]}>
      <html.h2 style={styles.title}>{title}</html.h2>
      {children}
    </html.section>
  );
}
