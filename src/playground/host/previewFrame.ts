import {
  isShellHello,
  parseFrameMessage,
  parseShellMessage,
  type ConsoleLevel,
  type HostMessage,
  type PageToShell,
  type ShellPortsMessage,
} from '../protocol';
import {FocusGuard, focusLimits} from './focusGuard';
import {frameDocument, makeNonce} from './frameDocument';
import {shellDocument} from './shell';

/**
 * How the page watches a frame: it pings over the port at random moments
 * (a timer in the frame cannot fall into step with them); each answer carries
 * the share of the time the frame's event loop was busy since the previous one,
 * measured in the frame by a heartbeat reader code cannot see or stop
 * (src/playground/frame/busyMeter.ts). A frame busy most of the time over a
 * few seconds is reported, and past `busyRemovalMs` removed. A frame that stops
 * answering is removed after `hangAfterMs`: a loop the loop guard stops tells the
 * page before it throws (once per answer), so the guard and the watchdog never race.
 */
export const watchdog = {
  /** Pings leave every pingEveryMs × (0.5 to 1.5). */
  pingEveryMs: 500,
  /** No answer for this long: the frame hangs (a loop the guard cannot see, a stopped clock). */
  hangAfterMs: 10_000,
  /** From the frame's creation until its runtime has loaded (the network). */
  startWithinMs: 15_000,
  /** From the runtime's start to the first render or error: a frame that answers but never renders. */
  renderWithinMs: 20_000,
  /** The busy share is judged over answers covering at least this long. */
  busyWindowMs: 3000,
  /** Busier than this share of the time over the window: busy; below calmShare: calm again. */
  busyShare: 0.5,
  calmShare: 0.3,
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
  focusRemoved: `The preview kept trying to take the keyboard focus without a click or Tab from you (${focusLimits.takesBeforeRemoval} times), so it was removed. Change the code, or press Run to try again.`,
  busy: 'The preview keeps the processor busy most of the time, which slows this page and your computer. Press Stop to end it.',
  noRender: `The preview did not render within ${watchdog.renderWithinMs / 1000} seconds and reported no error (its code may have broken React itself), so it was removed. Change the code, or press Run to try again.`,
  busyRemoved: `The preview kept the processor busy for more than ${watchdog.busyRemovalMs / 1000} seconds after you were told, so it was removed. Change the code, or press Run to try again.`,
  navigated:
    'The preview left its page (a link or a script sent it to another address), so it was reset, and Auto-run was turned off: your browser may already have contacted that address, so your edits no longer run this code by themselves. Press Run to run it again.',
  noStart:
    'The preview could not start: its script did not load. Check your connection, then press Run.',
  hung: `The preview stopped answering for ${watchdog.hangAfterMs / 1000} seconds (an endless loop?), so it was removed. Change the code, or press Run to try again.`,
} as const;

/** Why a frame was removed: `navigated` when it left its page (the session then stops running edits by itself). */
export type LostKind = 'navigated' | 'other';

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
  lost: (reason: string, kind: LostKind) => void;
}

/** Where a frame's document finds its runtime, and the site's own files (images). */
export interface FrameUrls {
  runtime: string;
  site: string;
}

/** One answer's busy share and the time it covers. */
interface BusySample {
  share: number;
  spanMs: number;
}

/**
 * One preview, for one run: a shell frame of the page's own (src/playground/host/shell.ts)
 * holding an `<iframe sandbox="allow-scripts">` (an opaque origin: no storage,
 * no access to the page) whose document loads the runtime. The page trusts one
 * hello from the shell's window with the shell's nonce, gives the shell its
 * port and the preview frame's, and from then on reads the frame only through
 * parseFrameMessage.
 */
export class PreviewFrame {
  /** The shell's element: the one the page lays out, sizes and focuses. */
  readonly element: HTMLIFrameElement;
  private readonly shellNonce = makeNonce();
  private port: MessagePort | null = null;
  private shellPort: MessagePort | null = null;
  private loads = 0;
  private readonly created = performance.now();
  /** When the runtime started (the shell passed it its port), or null before. */
  private startedAt: number | null = null;
  private lastAnswer = 0;
  private lastPong = 0;
  /** A stopped loop's report counts as an answer once per real answer: a frame cannot live on reports alone. */
  private loopCredit = true;
  /** When the first render or error is due, until it came. */
  private renderDue: number | null = null;
  /** When the next check is due: a check that runs much later says the page itself was busy. */
  private checkDue = 0;
  private seq = 0;
  private readonly pings = new Set<number>();
  private samples: BusySample[] = [];
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
    const frameNonce = makeNonce();
    const shell = document.createElement('iframe');
    shell.setAttribute('sandbox', 'allow-scripts');
    shell.setAttribute('allow', '');
    shell.referrerPolicy = 'no-referrer';
    shell.title = 'Preview of the edited code';
    shell.srcdoc = shellDocument({
      shellNonce: this.shellNonce,
      frameNonce,
      title: shell.title,
      srcdoc: frameDocument(urls.runtime, urls.site, frameNonce),
    });
    shell.addEventListener('load', this.onLoad);
    window.addEventListener('message', this.onHello);
    this.element = shell;
    parent.append(shell);
    this.focus = new FocusGuard(shell, this.onFocusTaken, {post: this.postShell});
    this.schedule();
  }

  /** Sends a message to the frame's runtime (dropped until the handshake is done). */
  post(message: HostMessage): void {
    this.port?.postMessage(message);
  }

  private readonly postShell = (message: PageToShell) => this.shellPort?.postMessage(message);

  /**
   * Whether the watchdog judges this frame. Chromium may run two sandboxed
   * frames of a page in one process: while a newer frame works, the older one
   * cannot answer either, and is not to blame.
   */
  watch(on: boolean): void {
    this.watched = on;
    this.lastAnswer = performance.now();
    this.samples = [];
  }

  /** Removes the frame and stops listening to it. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    clearTimeout(this.timer);
    this.focus.dispose();
    window.removeEventListener('message', this.onHello);
    this.port?.close();
    this.shellPort?.close();
    this.element.remove();
  }

  private lose(reason: string, kind: LostKind = 'other'): void {
    if (this.disposed) return;
    this.dispose();
    this.events.lost(reason, kind);
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

  /** The shell never loads a second document (nothing in it navigates): if it did, it is no longer ours. */
  private readonly onLoad = () => {
    if (++this.loads > 1) this.lose(messages.navigated, 'navigated');
  };

  private readonly onHello = (event: MessageEvent) => {
    const target = this.element.contentWindow;
    if (this.shellPort || !target || event.source !== target) return;
    if (!isShellHello(event.data, this.shellNonce)) return;
    window.removeEventListener('message', this.onHello);
    const shellChannel = new MessageChannel();
    const frameChannel = new MessageChannel();
    this.shellPort = shellChannel.port1;
    this.shellPort.onmessage = ({data}) => this.fromShell(data);
    this.port = frameChannel.port1;
    this.port.onmessage = ({data}) => this.receive(data);
    // An opaque origin cannot be named: '*', to the window that just proved it holds the nonce.
    target.postMessage({type: 'rsd-preview-shell-ports'} satisfies ShellPortsMessage, '*', [
      shellChannel.port2,
      frameChannel.port2,
    ]);
    // Waits in the port until the runtime takes it.
    this.post(this.first);
  };

  private fromShell(data: unknown): void {
    const message = parseShellMessage(data);
    if (!message || this.disposed) return;
    switch (message.type) {
      case 'ready':
        this.startedAt = this.lastAnswer = this.lastPong = performance.now();
        this.renderDue = this.startedAt + watchdog.renderWithinMs;
        break;
      case 'verdict':
        this.focus.verdict(message.id, message.press);
        break;
      case 'left':
        this.lose(messages.navigated, 'navigated');
        break;
    }
  }

  private receive(data: unknown): void {
    const message = parseFrameMessage(data);
    if (!message || this.disposed) return;
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
        this.answered(message.seq, message.busy);
        break;
      case 'loop':
        // The frame is busy in a loop the guard is stopping, and alive: once per answer.
        if (this.loopCredit) this.lastAnswer = performance.now();
        this.loopCredit = false;
        break;
      case 'focus-refused':
        this.warn('focus', messages.focusTaken);
        break;
    }
  }

  /** An answer, with the frame's busy share since its previous one: judged over the last busyWindowMs. */
  private answered(seq: number, share: number): void {
    if (!this.pings.delete(seq)) return;
    const now = performance.now();
    this.lastAnswer = now;
    this.loopCredit = true;
    this.samples.push({share, spanMs: now - this.lastPong});
    this.lastPong = now;
    let covered = 0;
    let busy = 0;
    let kept = 0;
    for (let i = this.samples.length - 1; i >= 0 && covered < watchdog.busyWindowMs; i--) {
      const sample = this.samples[i]!;
      covered += sample.spanMs;
      busy += sample.share * sample.spanMs;
      kept++;
    }
    this.samples = this.samples.slice(-kept);
    if (covered < watchdog.busyWindowMs) return;
    const average = busy / covered;
    if (average < watchdog.calmShare) this.busySince = null;
    // Between the two thresholds a busy frame stays busy, and a calm one calm.
    if (average < watchdog.busyShare) return;
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
    // nor a late heartbeat of a busy frame.
    if (document.hidden || late || !this.watched) {
      this.lastAnswer = now;
      // Nor is a render that has not come yet: its clock starts again.
      if (this.renderDue !== null) this.renderDue = now + watchdog.renderWithinMs;
      this.samples = [];
      this.lastPong = now;
      this.pings.clear();
      return;
    }
    if (this.startedAt === null) {
      if (now - this.created > watchdog.startWithinMs) this.lose(messages.noStart);
      return;
    }
    if (this.renderDue !== null && now > this.renderDue) {
      this.lose(messages.noRender);
      return;
    }
    if (now - this.lastAnswer > watchdog.hangAfterMs) {
      this.lose(messages.hung);
      return;
    }
    this.pings.add(++this.seq);
    this.post({type: 'ping', seq: this.seq});
  };
}
