import {css, html} from 'react-strict-dom';
import type {Message} from './MessageList.types';

const styles = css.create({
  row: {
    borderBottomColor: '#d0d7de',
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
    paddingBlock: 8,
    paddingInline: 12,
  },
  sender: {fontWeight: 700},
});

// One row, shared by both platforms: only the list around it differs.
export function MessageRow({message}: {message: Message}) {
  return (
    <html.div style={styles.row}>
      <html.p style={styles.sender}>{message.sender}</html.p>
      <html.p>{message.subject}</html.p>
    </html.div>
  );
}
