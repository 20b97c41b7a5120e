import {useState} from 'react';
import {css, html} from 'react-strict-dom';

// Event props are typed any, so name the part you read. Both platforms
// put the current text at event.target.value.
type ValueEvent = {target: {value: string}};

const styles = css.create({
  field: {
    display: 'flex',
    flexDirection: 'column',
    gap: 4,
  },
  input: {
    borderColor: {
      default: '#999',
      ':focus': '#0a66c2',
    },
    borderRadius: 4,
    padding: 8,
    '::placeholder': {
      color: '#777',
    },
  },
});

export function EmailField() {
  const [email, setEmail] = useState('');
  return (
    <html.div style={styles.field}>
      <html.label for="email">E-mail</html.label>
      <html.input
        autoCapitalize="none"
        autoComplete="email"
        enterKeyHint="next"
        id="email"
        onInput={(event: ValueEvent) => setEmail(event.target.value)}
        placeholder="name@example.com"
        style={styles.input}
        type="email"
        value={email}
      />
    </html.div>
  );
}
