import {css, html} from 'react-strict-dom';

const styles = css.create({
  button: {
    // When several states apply: :active beats :focus, :focus beats :hover.
    backgroundColor: {
      default: '#0b5cd5',
      ':hover': '#0a4fb8',
      ':focus': '#084095',
      ':active': '#06306f',
    },
    borderRadius: 6,
    borderWidth: 0,
    color: 'white',
    paddingBlock: 8,
    paddingInline: 16,
  },
  input: {
    borderColor: {
      default: '#8a8f98',
      ':focus': '#0b5cd5',
    },
    borderStyle: 'solid',
    borderWidth: 1,
    padding: 8,
    // The only pseudo-element. On native only its color is supported.
    '::placeholder': {
      color: '#6b7280',
    },
  },
});

export function SubscribeForm({onSubscribe}: {onSubscribe: () => void}) {
  return (
    <html.div>
      <html.input
        placeholder="you@example.com"
        style={styles.input}
        type="email"
      />
      <html.button onClick={onSubscribe} style={styles.button}>
        Subscribe
      </html.button>
    </html.div>
  );
}
