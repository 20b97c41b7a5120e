/**
 * The web side of a scrolling list: a box with a maximum height and
 * overflowY 'auto' scrolls in every browser. On Android and iOS the same
 * style scrolls nothing, which is why the native file uses FlatList.
 * @platforms web
 */
import {css, html} from 'react-strict-dom';

const styles = css.create({
  list: {
    borderColor: '#8d949e',
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    maxHeight: 240,
    overflowY: 'auto',
  },
  row: {
    borderBottomColor: '#d0d7de',
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
    paddingBlock: 8,
    paddingInline: 12,
  },
  sender: {fontWeight: 700},
});

const senders = ['Ada', 'Grace', 'Alan', 'Katherine', 'Edsger'];

// 60 rows: enough to overflow the 240px box several times over.
const messages = Array.from({length: 60}, (_, i) => ({
  id: String(i + 1),
  sender: senders[i % senders.length],
  subject: `Message ${i + 1} of 60`,
}));

export function ScrollingInbox() {
  return (
    <html.ul aria-label="Messages" tabIndex={0} style={styles.list}>
      {messages.map((message) => (
        <html.li key={message.id} style={styles.row}>
          <html.p style={styles.sender}>{message.sender}</html.p>
          <html.p>{message.subject}</html.p>
        </html.li>
      ))}
    </html.ul>
  );
}
