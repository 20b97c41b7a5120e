import {css, html} from 'react-strict-dom';

const styles = css.create({
  base: {
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    padding: 12,
  },
  info: {
    backgroundColor: '#e8f1fd',
    borderColor: '#0b5cd5',
  },
  error: {
    backgroundColor: '#fdecea',
    borderColor: '#c62828',
  },
  dismissed: {
    opacity: 0.5,
  },
});

interface Props {
  kind: 'info' | 'error';
  dismissed: boolean;
  message: string;
}

export function Notice({kind, dismissed, message}: Props) {
  return (
    <html.div
      style={[
        styles.base,
        // A variant: look the style up by the value of a prop.
        styles[kind],
        // A condition: falsy entries are skipped.
        dismissed && styles.dismissed,
      ]}>
      <html.p>{message}</html.p>
    </html.div>
  );
}
