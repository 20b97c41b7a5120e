import type {FrameMessage, HelloMessage, HostMessage} from '../protocol';

// Taken when the runtime starts, before any reader code runs: reader code
// that later replaces these globals cannot reach or forge the channel.
const apply = Reflect.apply;
const portPost = MessagePort.prototype.postMessage;
const parentWindow = window.parent;
const parentPost = parentWindow.postMessage;
const listen = EventTarget.prototype.addEventListener;

export type Send = (message: FrameMessage) => void;

/**
 * Opens the frame's one channel to the page: sends the nonce written into the
 * frame's document to the parent window, takes the MessagePort the parent
 * answers with, and from then on talks over that port only. Messages sent
 * before the port arrives wait in order.
 */
export function openChannel(nonce: string, onMessage: (message: HostMessage) => void): Send {
  let port: MessagePort | undefined;
  const waiting: FrameMessage[] = [];
  apply(listen, window, [
    'message',
    (event: MessageEvent) => {
      if (port || event.source !== parentWindow || event.data?.type !== 'rsd-preview-port') return;
      const [received] = event.ports;
      if (!received) return;
      port = received;
      // The page is trusted, but its messages are still checked where they are used.
      port.onmessage = ({data}: MessageEvent<HostMessage>) => onMessage(data);
      for (const message of waiting.splice(0)) apply(portPost, port, [message]);
    },
  ]);
  const hello: HelloMessage = {type: 'rsd-preview-hello', nonce};
  // An opaque origin cannot be named as the target: '*' is the only choice, and the
  // parent checks the nonce and that the message comes from this frame's window.
  apply(parentPost, parentWindow, [hello, '*']);
  return (message) => {
    if (port) apply(portPost, port, [message]);
    else waiting.push(message);
  };
}
