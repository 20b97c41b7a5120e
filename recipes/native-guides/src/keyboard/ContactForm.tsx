import {useRef, useState} from 'react';
import {css, html} from 'react-strict-dom';

export interface Message {
  name: string;
  email: string;
  text: string;
}

// What onInput and onKeyDown receive on every platform.
type InputEvent = {target: {value: string}};
type KeyEvent = {key: string};

const styles = css.create({
  label: {fontWeight: 700, marginTop: 12},
  field: {
    borderColor: '#8d949e',
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    fontSize: 16,
    marginTop: 4,
    paddingBlock: 8,
    paddingInline: 10,
  },
  send: {
    backgroundColor: '#0b5cd5',
    borderRadius: 8,
    borderWidth: 0,
    color: '#ffffff',
    fontSize: 16,
    marginTop: 16,
    paddingBlock: 10,
  },
});

// Enter ("next" on the keyboard's key) moves to the following field; the message
// is a textarea, where Enter starts a new line, so Send is a button.
export function ContactForm({onSend}: {onSend: (message: Message) => void}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [text, setText] = useState('');
  const emailField = useRef<HTMLInputElement>(null);
  const textField = useRef<HTMLTextAreaElement>(null);
  return (
    <html.div>
      <html.label for="contact-name" style={styles.label}>
        Name
      </html.label>
      <html.input
        aria-label="Name"
        autoComplete="name"
        enterKeyHint="next"
        id="contact-name"
        onInput={(event: InputEvent) => setName(event.target.value)}
        onKeyDown={(event: KeyEvent) =>
          event.key === 'Enter' && emailField.current?.focus()
        }
        style={styles.field}
        value={name}
      />
      <html.label for="contact-email" style={styles.label}>
        Email
      </html.label>
      <html.input
        aria-label="Email"
        autoComplete="email"
        enterKeyHint="next"
        id="contact-email"
        onInput={(event: InputEvent) => setEmail(event.target.value)}
        onKeyDown={(event: KeyEvent) =>
          event.key === 'Enter' && textField.current?.focus()
        }
        ref={emailField}
        style={styles.field}
        type="email"
        value={email}
      />
      <html.label for="contact-text" style={styles.label}>
        Message
      </html.label>
      <html.textarea
        aria-label="Message"
        id="contact-text"
        onInput={(event: InputEvent) => setText(event.target.value)}
        ref={textField}
        rows={4}
        style={styles.field}
        value={text}
      />
      <html.button onClick={() => onSend({name, email, text})} style={styles.send}>
        Send
      </html.button>
    </html.div>
  );
}
