import {
  isHello,
  parseFrameMessage,
  type ConsoleLevel,
  type HostMessage,
  type PortMessage,
} from '../protocol';
import {FocusGuard, focusLimits} from './focusGuard';
import {frameDocument, makeNonce} from './frameDocument';

/**
 * How the page watches a frame: it pings over the port at random moments
 * (a timer in the frame cannot fall into step with them) and drops a frame
 * that stops answering. A loop the loop guard stops blocks for a second per
 * try, and React tries a failed render more than once: `hangAfterMs` leaves room for
 * that, on a busy machine too (6 s did not: the guard's message lost the race there). A frame that answers, but late most of the time, is busy: code that
 * keeps the processor working (a timer or an animation-frame loop) and never
 * falls silent. The reader is told, and past `busyRemovalMs` it is dropped.
 */
export const watchdog = {
  /** Pings leave every pingEveryMs × (0.5 to 1.5). */
  pingEveryMs: 500,
  hangAfterMs: 10_000,
  startWithinMs: 15_000,
  /** From the handshake to the first render or error: a frame that answers but never renders. */
  renderWithinMs: 20_000,
  /** An answer later than this means the frame was busy when the ping arrived. */
  lateAnswerMs: 50,
  /** The last answers judged; how many of them late make the frame busy, and how few calm again. */
  busyWindow: 8,
  busyAnswers: 5,
  calmAnswers: 2,
  /** Busy this long after the reader was told: removed. */
  busyRemovalMs: 15_000,
} as const;

/** Something the reader should know while the preview keeps running. */
export interface PreviewWarning {
  /** `focus`: it tried to take the keyboard focus; `busy`: it keeps the processor working. */
  kind: 'focus' | 'busy';
  message: string;
}

const messages = {
  focusTaken:
    'The preview tried to take the keyboard focus without a click or Tab from you; the focus stayed where you had it.',
  focusRemoved: `The preview kept trying to take the keyboard focus (${focusLimits.takesBeforeRemoval} times), so it was removed. Change the code, or press Run to try again.`,
  busy: 'The preview keeps the processor busy most of the time, which slows this page and your computer. Press Stop to end it.',
  noRender: `The preview did not render within ${watchdog.renderWithinMs / 1000} seconds and reported no error (its code may have broken React itself), so it was removed. Change the code, or press Run to try again.`,
  busyRemoved: `The preview kept the processor busy for more than ${watchdog.busyRemovalMs / 1000} seconds after you were told, so it was removed. Change the code, or press Run to try again.`,
} as const;

export interface FrameEvents {
  rendered: (height: number) => void;
  failed: (message: string) => void;
  height: (height: number) => void;
  console: (level: ConsoleLevel, text: string) => void;
  /** A native run's library message (`[warn] React Strict DOM: …`). */
  native: (level: 'warn' | 'error', text: string) => void;
  /** Said once per kind while the frame keeps running. */
  warned: (warning: PreviewWarning) => void;
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
  /** When the handshake was done, until the frame rendered or failed. */
  private renderDue: number | null = null;
  /** When the next check is due: a check that runs much later says the page itself was busy. */
  private checkDue = 0;
  private seq = 0;
  /** When each unanswered ping left. */
  private readonly pings = new Map<number, number>();
  /** Whether each of the last answers came late (busyWindow of them). */
  private answers: boolean[] = [];
  /** Since when the frame has been busy, once the reader was told. */
  private busySince: number | null = null;
  private readonly warnings = new Set<PreviewWarning['kind']>();
  private watched = true;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly focus: FocusGuard;
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
    this.focus = new FocusGuard(frame, this.onFocusTaken);
    parent.append(frame);
    this.schedule();
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
    this.answers = [];
  }

  /** Removes the frame and stops listening to it. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    clearTimeout(this.timer);
    this.focus.dispose();
    window.removeEventListener('message', this.onHello);
    this.port?.close();
    this.element.remove();
  }

  private lose(reason: string): void {
    if (this.disposed) return;
    this.dispose();
    this.events.lost(reason);
  }

  private warn(kind: PreviewWarning['kind'], message: string): void {
    if (this.warnings.has(kind)) return;
    this.warnings.add(kind);
    this.events.warned({kind, message});
  }

  private readonly onFocusTaken = (takes: number) => {
    if (takes >= focusLimits.takesBeforeRemoval) this.lose(messages.focusRemoved);
    else this.warn('focus', messages.focusTaken);
  };

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
    this.renderDue = this.lastAnswer + watchdog.renderWithinMs;
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
        this.renderDue = null;
        this.events.rendered(message.height);
        break;
      case 'failed':
        this.renderDue = null;
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
      case 'pong':
        this.answered(message.seq);
        break;
      case 'pointer':
        this.focus.pointer();
        break;
      case 'focus-arrived':
        this.focus.arrived();
        break;
      case 'focus-refused':
        this.warn('focus', messages.focusTaken);
        break;
    }
  }

  /** Judges how late the frame answered a ping, over the last busyWindow answers. */
  private answered(seq: number): void {
    const sent = this.pings.get(seq);
    if (sent === undefined) return;
    this.pings.delete(seq);
    const now = performance.now();
    this.answers = [...this.answers, now - sent > watchdog.lateAnswerMs].slice(
      -watchdog.busyWindow,
    );
    if (this.answers.length < watchdog.busyWindow) return;
    const late = this.answers.filter(Boolean).length;
    if (late <= watchdog.calmAnswers) this.busySince = null;
    // Between the two thresholds a busy frame stays busy: one prompt answer is no recovery.
    if (late <= watchdog.calmAnswers || (late < watchdog.busyAnswers && this.busySince === null)) {
      return;
    }
    this.busySince ??= now;
    this.warn('busy', messages.busy);
    if (now - this.busySince > watchdog.busyRemovalMs) this.lose(messages.busyRemoved);
  }

  private schedule(): void {
    const delay = watchdog.pingEveryMs * (0.5 + Math.random());
    this.checkDue = performance.now() + delay;
    this.timer = setTimeout(this.check, delay);
  }

  private readonly check = () => {
    if (this.disposed) return;
    const now = performance.now();
    const late = now - this.checkDue > watchdog.pingEveryMs;
    this.schedule();
    // Hidden tabs slow their timers and the frame's, and a page that was busy itself
    // (or shares the frame's process) checked late: silence then is no proof of a hang,
    // nor a late answer of a busy frame.
    if (document.hidden || late || !this.watched) {
      this.lastAnswer = now;
      // Nor is a render that has not come yet: its clock starts again.
      if (this.renderDue !== null) this.renderDue = now + watchdog.renderWithinMs;
      this.answers = [];
      this.pings.clear();
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
    if (this.renderDue !== null && now > this.renderDue) {
      this.lose(messages.noRender);
      return;
    }
    if (now - this.lastAnswer > watchdog.hangAfterMs) {
      this.lose(
        `The preview stopped answering for ${watchdog.hangAfterMs / 1000} seconds (an endless loop?), so it was removed. Change the code, or press Run to try again.`,
      );
      return;
    }
    this.pings.set(++this.seq, now);
    this.post({type: 'ping', seq: this.seq});
  };
}
