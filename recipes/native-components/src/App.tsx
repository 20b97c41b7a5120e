import {css, html} from 'react-strict-dom';
import {DeleteButton} from './icons/DeleteButton';
import {Logo} from './icons/Logo';
import {MenuItem} from './native-hover/MenuItem';
import {MessageList} from './scrolling/MessageList';
import {ScrollArea} from './scrolling/ScrollArea';

const styles = css.create({
  root: {padding: 16},
});

const messages = Array.from({length: 30}, (_, index) => ({
  id: String(index),
  sender: `Sender ${index + 1}`,
  subject: `Message ${index + 1}`,
}));

// Every component of the icons, scrolling and native-hover guides, in one app.
export default function App() {
  return (
    <html.div data-layoutconformance="strict" style={styles.root}>
      <Logo />
      <DeleteButton onClick={() => {}} />
      <MenuItem label="Archive" onSelect={() => {}} />
      <ScrollArea label="Terms" maxHeight={120}>
        <html.p>Native components from the guides, rendered by one app.</html.p>
      </ScrollArea>
      <MessageList maxHeight={240} messages={messages} />
    </html.div>
  );
}
