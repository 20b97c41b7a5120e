/**
 * The messages between the page (src/playground/host) and a preview frame
 * (src/playground/frame): the one thing both sides share. The frame runs a
 * reader's code, so everything it sends is untrusted: the page reads it only
 * through parseFrameMessage, which checks each field and caps its size.
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

/** The parent's answer to a valid hello, carrying the MessagePort in its transfer list. */
export interface PortMessage {
  type: 'rsd-preview-port';
}

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
  | {type: 'pong'; seq: number}
  /** The reader pressed a pointer inside the frame (a trusted event): the focus may follow. */
  | {type: 'pointer'}
  /** The frame received the keyboard focus with no pointer press inside it. */
  | {type: 'focus-arrived'}
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
      return typeof data.seq === 'number' ? {type: 'pong', seq: data.seq} : null;
    case 'pointer':
    case 'focus-arrived':
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
