import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const limit = 280;

const styles = css.create({
  textarea: {
    borderColor: '#999',
    borderRadius: 4,
    padding: 8,
  },
  count: {
    color: '#555',
    fontSize: 12,
    textAlign: 'right',
  },
});

export function CommentBox() {
  const [text, setText] = useState('');
  return (
    <html.div>
      <html.textarea
        aria-label="Comment"
        maxLength={limit}
        onInput={(event: {target: {value: string}}) => setText(event.target.value)}
        placeholder="Write a comment"
        rows={4}
        style={styles.textarea}
        value={text}
      />
      <html.p aria-live="polite" style={styles.count}>
        {limit - text.length} characters left
      </html.p>
    </html.div>
  );
}
