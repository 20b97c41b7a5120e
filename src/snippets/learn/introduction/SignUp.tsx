import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: 8,
    padding: 16,
  },
  input: {
    borderColor: {
      default: '#8a8f98',
      ':focus': '#0b5cd5',
    },
    borderRadius: 6,
    borderStyle: 'solid',
    borderWidth: 1,
    paddingBlock: 6,
    paddingInline: 10,
  },
  button: {
    backgroundColor: {
      default: '#0b5cd5',
      ':hover': '#084095',
    },
    borderRadius: 6,
    color: 'white',
    paddingBlock: 8,
  },
});

interface Props {
  onSubmit: (email: string) => void;
}

// The package types input events loosely; both platforms provide `target.value`.
type TextEvent = {target: {value: string}};

// The same component renders <label>, <input> and <button> in a browser,
// and Text, TextInput and a pressable View on Android and iOS.
export function SignUp({onSubmit}: Props) {
  const [email, setEmail] = useState('');
  return (
    <html.div style={styles.form}>
      <html.label for="email">Email address</html.label>
      <html.input
        id="email"
        type="email"
        value={email}
        onChange={(event: TextEvent) => setEmail(event.target.value)}
        style={styles.input}
      />
      <html.button onClick={() => onSubmit(email)} style={styles.button}>
        Sign up
      </html.button>
    </html.div>
  );
}
