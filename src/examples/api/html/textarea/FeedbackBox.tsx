/**
 * A multi-line field with a length limit and a live count of what is left.
 * @platforms web android ios
 */
import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const limit = 140;

// What onChange receives on every platform (its prop type is `any`).
type ChangeEvent = {target: {value: string}};

const styles = css.create({
  textarea: {
    borderColor: '#8d949e',
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    boxSizing: 'border-box',
    fontSize: 16,
    padding: 8,
    width: '100%',
  },
  count: {
    fontSize: 14,
    marginTop: 4,
  },
});

export function FeedbackBox() {
  const [text, setText] = useState('');
  return (
    <html.div>
      <html.textarea
        aria-label="Your feedback"
        maxLength={limit}
        onChange={(event: ChangeEvent) => setText(event.target.value)}
        placeholder="What could we do better?"
        rows={4}
        style={styles.textarea}
        value={text}
      />
      <html.p style={styles.count}>{limit - text.length} characters left</html.p>
    </html.div>
  );
}
