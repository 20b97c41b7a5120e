/**
 * The messages between the page (src/playground/host), a preview's shell (a
 * frame of the page's own, see host/shell.ts) and the preview frame inside it
 * (src/playground/frame): the one thing the three share. The preview frame
 * runs a reader's code, so everything it sends is untrusted data: the page
 * reads it only through parseFrameMessage, which checks each field and caps
 * its size, and no message of the frame's can grant anything (the keyboard
 * focus) or speak for the library outside a native run's own channel.
 */

/** The console methods the frame forwards. */
export const consoleLevels = ['log', 'info', 'warn', 'error', 'debug'] as const;
export type ConsoleLevel = (typeof consoleLevels)[number];

/** Longest text the page keeps from one console entry or error. */
export const maxTextLength = 2000;
/** Heights the page gives a frame, in CSS pixels. */
export const frameHeightLimits = {min: 48, max: 4000} as const;

/** How the page looks where the preview sits: the frame copies it onto its own root. */
export interface FrameLook {
  colorScheme: 'light' | 'dark';
  color: string;
  fontFamily: string;
  fontSize: string;
  lineHeight: string;
}

/** Props for the rendered component: plain data only (the site's colour scheme). */
export type PreviewProps = Record<string, string | number | boolean>;

/** The phone a native run stands for: the library's `Platform.OS` branches, the frame's width and colour scheme. */
export interface NativeDevice {
  os: 'ios' | 'android';
  width: number;
  colorScheme: 'light' | 'dark';
}

/** The frame's first message, to the parent window: the nonce written into its document. */
export interface HelloMessage {
  type: 'rsd-preview-hello';
  nonce: string;
}

/** The shell's answer to a valid hello, carrying the MessagePort in its transfer list. */
export interface PortMessage {
  type: 'rsd-preview-port';
}

/**
 * The shell to the preview frame, as a window message (the frame trusts it
 * only from its parent window): the page gave the frame the keyboard back
 * after a press the shell confirmed, and the element that had the focus before
 * the page held it a moment gets it again.
 */
export interface RefocusMessage {
  type: 'rsd-preview-refocus';
}

/** The shell's first message, to the page's window: the nonce written into its document. */
export interface ShellHelloMessage {
  type: 'rsd-preview-shell';
  nonce: string;
}

/** The page's answer to a valid shell hello: its port, then the preview frame's, in the transfer list. */
export interface ShellPortsMessage {
  type: 'rsd-preview-shell-ports';
}

/** Page → shell, over the shell's port. */
export type PageToShell =
  /** The page had an input of its own (a key, a press): the shell notes whether the frame was active then. */
  | {type: 'input'}
  /** The focus went into the frame: was the frame's last user activation newer than the page's last input? */
  | {type: 'verdict?'; id: number}
  /** The page gave the shell the focus back after a confirmed press: pass it on to the frame. */
  | {type: 'regrant'};

/** Shell → page, over the shell's port. */
export type ShellToPage =
  /** The preview frame said hello with its nonce and has its port: its runtime is running. */
  | {type: 'ready'}
  /** The answer to `verdict?`: whether a press inside the frame explains the focus change. */
  | {type: 'verdict'; id: number; press: boolean}
  /** The preview frame loaded a second document: it navigated itself. */
  | {type: 'left'};

/** Page → frame, over the port. */
export type HostMessage =
  | {
      type: 'run';
      /** File name → CommonJS module code, from the compiler. */
      modules: Record<string, string>;
      entry: string;
      /** The compiled atomic CSS. */
      css: string;
      props: PreviewProps;
      look: FrameLook;
      /** Set for a native run only. */
      device?: NativeDevice;
    }
  | {type: 'look'; look: FrameLook; props: PreviewProps}
  | {type: 'ping'; seq: number};

/** Frame → page, over the port. */
export type FrameMessage =
  /** The component rendered for the first time; `height` is its root's. */
  | {type: 'rendered'; height: number}
  /** A module threw, the export is not a component, or the first render threw. */
  | {type: 'failed'; message: string}
  | {type: 'height'; height: number}
  | {type: 'console'; level: ConsoleLevel; text: string}
  /** A native run's `[warn]`/`[error] React Strict DOM: …` line, apart from the reader's console. */
  | {type: 'native'; level: 'warn' | 'error'; text: string}
  /** The answer to a ping, with the share of the time (0 to 1) the frame's event loop was busy since the last one. */
  | {type: 'pong'; seq: number; busy: number}
  /** The loop guard is about to stop a loop: sent before it throws, while the frame still runs it. */
  | {type: 'loop'; message: string}
  /** Code asked for the focus while the frame did not have it; the frame refused. */
  | {type: 'focus-refused'};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// Taken when the module loads: in a frame, before reader code can replace them.
const apply = Reflect.apply;
const sliceText = String.prototype.slice;

/** Cuts text to maxTextLength, saying so. */
export function capText(text: string): string {
  return text.length > maxTextLength
    ? `${apply(sliceText, text, [0, maxTextLength])}… (cut)`
    : text;
}

function readHeight(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.min(frameHeightLimits.max, Math.max(frameHeightLimits.min, Math.ceil(value)));
}

/**
 * A message from a frame's port as the page may use it, or null when it is
 * not one: unknown types, wrong field types and extra shapes are dropped;
 * texts are cut to maxTextLength and heights clamped to frameHeightLimits.
 */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case 'rendered':
    case 'height': {
      const height = readHeight(data.height);
      return height === null ? null : {type: data.type, height};
    }
    case 'failed':
      return typeof data.message === 'string'
        ? {type: 'failed', message: capText(data.message)}
        : null;
    case 'console':
      return typeof data.text === 'string' &&
        (consoleLevels as readonly unknown[]).includes(data.level)
        ? {type: 'console', level: data.level as ConsoleLevel, text: capText(data.text)}
        : null;
    case 'native':
      return typeof data.text === 'string' && (data.level === 'warn' || data.level === 'error')
        ? {type: 'native', level: data.level, text: capText(data.text)}
        : null;
    case 'pong':
      return typeof data.seq === 'number' && typeof data.busy === 'number' && data.busy >= 0
        ? {type: 'pong', seq: data.seq, busy: Math.min(1, data.busy)}
        : null;
    case 'loop':
      return typeof data.message === 'string'
        ? {type: 'loop', message: capText(data.message)}
        : null;
    case 'focus-refused':
      return {type: data.type};
    default:
      return null;
  }
}

/** Whether a window message is a frame's hello carrying `nonce`. */
export function isHello(data: unknown, nonce: string): data is HelloMessage {
  return isRecord(data) && data.type === 'rsd-preview-hello' && data.nonce === nonce;
}

/** Whether a window message is a shell's hello carrying `nonce`. */
export function isShellHello(data: unknown, nonce: string): data is ShellHelloMessage {
  return isRecord(data) && data.type === 'rsd-preview-shell' && data.nonce === nonce;
}

/** A message from a shell's port, or null when it is not one (the shell is the page's own code, checked all the same). */
export function parseShellMessage(data: unknown): ShellToPage | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case 'ready':
    case 'left':
      return {type: data.type};
    case 'verdict':
      return typeof data.id === 'number' && typeof data.press === 'boolean'
        ? {type: 'verdict', id: data.id, press: data.press}
        : null;
    default:
      return null;
  }
}
