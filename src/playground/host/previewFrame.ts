import {
  isHello,
  parseFrameMessage,
  type ConsoleLevel,
  type HostMessage,
  type PortMessage,
} from '../protocol';
import {frameDocument, makeNonce} from './frameDocument';

/**
 * How the page watches a frame: it pings over the port and drops a frame
 * that stops answering. A loop the loop guard stops blocks for a second per
 * try, and React tries a failed render twice: the limit leaves room for that.
 */
export const watchdog = {pingEveryMs: 1000, hangAfterMs: 6000, startWithinMs: 15_000} as const;

export interface FrameEvents {
  rendered: (height: number) => void;
  failed: (message: string) => void;
  height: (height: number) => void;
  console: (level: ConsoleLevel, text: string) => void;
  /** A native run's library message (`[warn] React Strict DOM: …`). */
  native: (level: 'warn' | 'error', text: string) => void;
  /** The frame was removed: it stopped answering, navigated away, or never started. */
  lost: (reason: string) => void;
}

/** Where a frame's document finds its runtime, and the site's own files (images). */
export interface FrameUrls {
  runtime: string;
  site: string;
}

/**
 * One preview frame, for one run: an `<iframe sandbox="allow-scripts">` (an
 * opaque origin: no storage, no access to the page) whose document loads the
 * runtime. The page trusts one `hello` from this frame's window with this
 * frame's nonce, answers with a MessagePort, and from then on reads only that
 * port, through parseFrameMessage.
 */
export class PreviewFrame {
  readonly element: HTMLIFrameElement;
  private readonly nonce = makeNonce();
  private port: MessagePort | null = null;
  private loads = 0;
  private readonly created = performance.now();
  private lastAnswer = 0;
  private lastCheck = performance.now();
  private seq = 0;
  private watched = true;
  private readonly timer: ReturnType<typeof setInterval>;
  private disposed = false;

  constructor(
    parent: HTMLElement,
    urls: FrameUrls,
    private readonly first: HostMessage,
    private readonly events: FrameEvents,
  ) {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('allow', '');
    frame.referrerPolicy = 'no-referrer';
    frame.title = 'Preview of the edited code';
    frame.srcdoc = frameDocument(urls.runtime, urls.site, this.nonce);
    frame.addEventListener('load', this.onLoad);
    window.addEventListener('message', this.onHello);
    this.element = frame;
    parent.append(frame);
    this.timer = setInterval(this.check, watchdog.pingEveryMs);
  }

  /** Sends a message to the frame's runtime (dropped until the handshake is done). */
  post(message: HostMessage): void {
    this.port?.postMessage(message);
  }

  /**
   * Whether the watchdog judges this frame's silence. Chromium may run two
   * sandboxed frames of a page in one process: while a newer frame works,
   * the older one cannot answer either, and is not to blame.
   */
  watch(on: boolean): void {
    this.watched = on;
    this.lastAnswer = performance.now();
  }

  /** Removes the frame and stops listening to it. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    clearInterval(this.timer);
    window.removeEventListener('message', this.onHello);
    this.port?.close();
    this.element.remove();
  }

  private lose(reason: string): void {
    if (this.disposed) return;
    this.dispose();
    this.events.lost(reason);
  }

  /** A second load means the frame's document navigated itself: its content is no longer ours. */
  private readonly onLoad = () => {
    if (++this.loads > 1) {
      this.lose('The preview left its page (a link or a script navigated it), so it was reset.');
    }
  };

  private readonly onHello = (event: MessageEvent) => {
    const target = this.element.contentWindow;
    if (this.port || !target || event.source !== target || !isHello(event.data, this.nonce)) return;
    window.removeEventListener('message', this.onHello);
    const channel = new MessageChannel();
    this.port = channel.port1;
    this.port.onmessage = ({data}) => this.receive(data);
    this.lastAnswer = performance.now();
    // An opaque origin cannot be named: '*', to the window that just proved it holds the nonce.
    target.postMessage({type: 'rsd-preview-port'} satisfies PortMessage, '*', [channel.port2]);
    this.post(this.first);
  };

  private receive(data: unknown): void {
    const message = parseFrameMessage(data);
    if (!message || this.disposed) return;
    this.lastAnswer = performance.now();
    switch (message.type) {
      case 'rendered':
        this.events.rendered(message.height);
        break;
      case 'failed':
        this.events.failed(message.message);
        break;
      case 'height':
        this.events.height(message.height);
        break;
      case 'console':
        this.events.console(message.level, message.text);
        break;
      case 'native':
        this.events.native(message.level, message.text);
        break;
    }
  }

  private readonly check = () => {
    const now = performance.now();
    const late = now - this.lastCheck > 2 * watchdog.pingEveryMs;
    this.lastCheck = now;
    // Hidden tabs slow their timers and the frame's, and a page that was busy itself
    // (or shares the frame's process) checked late: silence then is no proof of a hang.
    if (document.hidden || late || !this.watched) {
      this.lastAnswer = now;
      return;
    }
    if (!this.port) {
      if (now - this.created > watchdog.startWithinMs) {
        this.lose(
          'The preview could not start: its script did not load. Check your connection, then press Run.',
        );
      }
      return;
    }
    if (now - this.lastAnswer > watchdog.hangAfterMs) {
      this.lose(
        `The preview stopped answering for ${watchdog.hangAfterMs / 1000} seconds (an endless loop?), so it was removed. Change the code, or press Run to try again.`,
      );
      return;
    }
    this.post({type: 'ping', seq: ++this.seq});
  };
}
