import type {FrameMessage, HelloMessage, HostMessage} from '../protocol';
import {platform} from './platform';

const p = platform;
const parentWindow = window.parent;
// The parent's own postMessage (another origin's function), taken before reader code runs.
const parentPost = parentWindow.postMessage;

export type Send = (message: FrameMessage) => void;

/** A window message from the parent (the shell) of type `type`, read through the platform's own accessors. */
function fromParent(event: Event, type: string): boolean {
  if (p.messageSource(event) !== parentWindow) return false;
  const data = p.messageData(event) as {type?: unknown} | null;
  return typeof data === 'object' && data !== null && data.type === type;
}

/**
 * Opens the frame's one channel to the page: sends the nonce written into the
 * frame's document to the parent window (the shell), takes the MessagePort the
 * shell answers with, and from then on talks over that port only. Messages
 * sent before the port arrives wait in order.
 *
 * The port never reaches reader code: the runtime keeps it in this closure,
 * reads each message through the `data` accessor taken at start (a getter
 * reader code puts on `MessageEvent.prototype` never sees the port's events'
 * `this`), and sends through the `postMessage` taken at start.
 */
export function openChannel(
  nonce: string,
  onMessage: (message: HostMessage) => void,
  onRefocus: () => void,
): Send {
  let port: MessagePort | undefined;
  const waiting: FrameMessage[] = [];
  const onWindowMessage = (event: Event) => {
    if (fromParent(event, 'rsd-preview-refocus')) {
      onRefocus();
      return;
    }
    if (port || !fromParent(event, 'rsd-preview-port')) return;
    const received = p.messagePorts(event)[0];
    if (!received) return;
    port = received;
    // The shell and the page are trusted, but their messages are still checked where they are used.
    p.apply(p.portOnMessage, port, [
      (message: MessageEvent) => onMessage(p.messageData(message) as HostMessage),
    ]);
    for (let i = 0; i < waiting.length; i++) p.portPost(port, waiting[i]);
    waiting.length = 0;
  };
  p.listen(window, 'message', onWindowMessage);
  const hello: HelloMessage = {type: 'rsd-preview-hello', nonce};
  // An opaque origin cannot be named as the target: '*' is the only choice, and the
  // shell checks the nonce and that the message comes from this frame's window.
  p.apply(parentPost, parentWindow, [hello, '*']);
  return (message) => {
    if (port) p.portPost(port, message);
    else waiting.push(message);
  };
}
