/**
 * A controlled text field: its value lives in state and the greeting below
 * follows every keystroke.
 * @platforms web android ios
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

// What onChange receives on every platform (its prop type is `any`).
type ChangeEvent = {target: {value: string}};

const styles = css.create({
  input: {
    borderColor: '#8d949e',
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    fontSize: 16,
    paddingBlock: 6,
    paddingInline: 10,
  },
  greeting: {
    marginTop: 8,
  },
});

export function GreetingInput() {
  const [name, setName] = useState('');
  return (
    <html.div>
      <html.input
        aria-label="Your name"
        autoCapitalize="words"
        enterKeyHint="done"
        maxLength={30}
        onChange={(event: ChangeEvent) => setName(event.target.value)}
        placeholder="Your name"
        style={styles.input}
        type="text"
        value={name}
      />
      <html.p style={styles.greeting}>Hello, {name.trim() || 'stranger'}!</html.p>
    </html.div>
  );
}
