import {css, html} from 'react-strict-dom';
import type {MessageListProps} from './MessageList.types';
import {MessageRow} from './MessageRow';

const styles = css.create({
  list: (maxHeight: number) => ({maxHeight, overflowY: 'auto'}),
});

// The browser renders every row; a few hundred are no problem for it.
export function MessageList({messages, maxHeight}: MessageListProps) {
  return (
    <html.ul aria-label="Messages" tabIndex={0} style={styles.list(maxHeight)}>
      {messages.map((message) => (
        <html.li key={message.id}>
          <MessageRow message={message} />
        </html.li>
      ))}
    </html.ul>
  );
}
