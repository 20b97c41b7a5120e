import {css, html} from 'react-strict-dom';

const styles = css.create({
  // The box styles go on a div, which is a View on native…
  box: {
    backgroundColor: '#e7f0ff',
    borderRadius: 999,
    paddingBlock: 2,
    paddingInline: 8,
  },
  // …and the text styles on the span inside it, which is a Text.
  label: {color: '#0b5cd5', fontSize: 12},
});

export function Tag({label}: {label: string}) {
  return (
    <html.div style={styles.box}>
      <html.span style={styles.label}>{label}</html.span>
    </html.div>
  );
}
