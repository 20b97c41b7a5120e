import {useState} from 'react';
import {html} from 'react-strict-dom';

// The event is typed StrictClickEvent: the fields both platforms fill in.
// On web it is React DOM's mouse event; on native it is built from
// React Native's press event.
export function ClickPosition() {
  const [message, setMessage] = useState('Press me');
  return (
    <html.button
      onClick={(event) => {
        const where = `${Math.round(event.pageX)}, ${Math.round(event.pageY)}`;
        const modified = event.shiftKey || event.getModifierState('Meta');
        setMessage(`Pressed at ${where}${modified ? ' with a modifier' : ''}`);
      }}>
      {message}
    </html.button>
  );
}
