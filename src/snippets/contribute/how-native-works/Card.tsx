import {css, html} from 'react-strict-dom';

const styles = css.create({
  card: {
    // Chosen per render from the pointer and focus state and the window size.
    backgroundColor: {
      default: 'white',
      ':hover': '#eef4ff',
      '@media (prefers-color-scheme: dark)': '#1c1e21',
    },
    paddingBlock: {
      default: '1rem',
      '@media (min-width: 768px)': '2rem',
    },
    // Logical properties become React Native's start/end and vertical/horizontal props.
    marginInline: 'auto',
    // `em` resolves against this element's font size, `rem` against 16 × the system font scale.
    fontSize: '1.125rem',
    borderRadius: '0.5em',
  },
});

export function Card({children}: {children: string}) {
  return <html.section style={styles.card}>{children}</html.section>;
}
