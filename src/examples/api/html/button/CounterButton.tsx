/**
 * A button that counts its presses and is disabled after five.
 * @platforms web android ios
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const limit = 5;

const styles = css.create({
  button: {
    backgroundColor: {
      default: '#0b5cd5',
      ':active': '#084095',
    },
    borderRadius: 8,
    borderWidth: 0,
    color: '#ffffff',
    fontSize: 16,
    paddingBlock: 8,
    paddingInline: 16,
  },
  disabled: {
    opacity: 0.5,
  },
});

export function CounterButton() {
  const [count, setCount] = useState(0);
  const done = count >= limit;
  return (
    <html.button
      disabled={done}
      onClick={() => setCount(count + 1)}
      style={[styles.button, done && styles.disabled]}
      type="button">
      {done ? `Pressed ${limit} times` : `Pressed ${count} of ${limit} times`}
    </html.button>
  );
}
