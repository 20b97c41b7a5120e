/**
 * What the frame takes away from reader code before any of it runs, where the
 * sandbox and the CSPs leave a way out (tried in tests/e2e/preview-isolation.spec.ts):
 *
 * - WebRTC: Chromium ignores CSP `webrtc` and no Permissions Policy covers it,
 *   so `RTCPeerConnection` would send STUN and TURN packets anywhere.
 * - The clipboard: after one click in the preview, a `copy` handler plus
 *   `execCommand('copy')` would replace what the reader copied.
 * - The keyboard focus: a cross-origin frame may call `focus()` with no click
 *   from the reader, and would then receive what the reader types in the editor.
 *   This refuses the common calls; the page guards the focus for every other
 *   way in (src/playground/host/focusGuard.ts), and is the real guarantee.
 *
 * A child frame is another opaque origin and workers are blocked by the CSP:
 * reader code has no fresh realm to fetch the originals back from.
 */

/** What the guards tell the page, over the frame's port. */
export interface GuardReports {
  /** Reader code asked for the focus while the frame did not have it; refused. */
  focusRefused: () => void;
  /** The reader pressed a pointer inside the frame: focus that follows is theirs to give. */
  pointer: () => void;
  /** The frame received the focus with no pointer press inside it. */
  focused: () => void;
}

const apply = Reflect.apply;
const listen = EventTarget.prototype.addEventListener;
const hasFocus = Document.prototype.hasFocus;
const now = Performance.prototype.now.bind(performance);

/** How long after a pointer press the focus arriving in the frame still counts as its result. */
const pressLastsMs = 1000;

/** Deletes every WebRTC constructor (`RTCPeerConnection`, `webkitRTCPeerConnection`, `RTCDataChannel`, …). */
function removeWebRtc(): void {
  for (const name of Object.getOwnPropertyNames(window)) {
    if (/^(webkit)?RTC/.test(name)) delete (window as unknown as Record<string, unknown>)[name];
  }
}

/** `copy` and `cut` can neither be run by code nor handled by it: the browser copies the selection. */
function guardClipboard(): void {
  const execCommand = Document.prototype.execCommand;
  Document.prototype.execCommand = function (this: Document, command, ...rest) {
    // Read once: an object whose toString changes could pass the check and then say "copy".
    const name = String(command);
    if (/^(copy|cut)$/i.test(name)) return false;
    return apply(execCommand, this, [name, ...rest]);
  };
  for (const type of ['copy', 'cut']) {
    apply(listen, window, [type, (event: Event) => event.stopImmediatePropagation(), true]);
  }
}

/** Replaces `owner[name]` with a version that runs only while the frame has the focus. */
function onlyWhileFocused(owner: object | undefined, name: string, refused: () => void): void {
  const original = owner && (owner as Record<string, unknown>)[name];
  if (typeof original !== 'function') return;
  Object.defineProperty(owner, name, {
    configurable: true,
    writable: true,
    value: function (this: unknown, ...args: unknown[]) {
      if (apply(hasFocus, document, [])) return apply(original, this, args);
      refused();
      return undefined;
    },
  });
}

/** The calls that move the focus into the frame, refused unless it has the focus already. */
function guardFocus(reports: GuardReports): void {
  const mathML = (globalThis as {MathMLElement?: {prototype: object}}).MathMLElement;
  const focusers: Array<[object | undefined, string]> = [
    [HTMLElement.prototype, 'focus'],
    [SVGElement.prototype, 'focus'],
    [mathML?.prototype, 'focus'],
    [HTMLInputElement.prototype, 'select'],
    [HTMLTextAreaElement.prototype, 'select'],
    [HTMLDialogElement.prototype, 'show'],
    [HTMLDialogElement.prototype, 'showModal'],
    [HTMLElement.prototype, 'showPopover'],
    [HTMLElement.prototype, 'togglePopover'],
    [window, 'focus'],
  ];
  for (const [owner, name] of focusers) onlyWhileFocused(owner, name, reports.focusRefused);

  let pressedAt = -Infinity;
  apply(listen, window, [
    'pointerdown',
    (event: Event) => {
      if (!event.isTrusted) return;
      pressedAt = now();
      reports.pointer();
    },
    true,
  ]);
  apply(listen, window, [
    'focus',
    (event: Event) => {
      if (event.isTrusted && event.target === window && now() - pressedAt > pressLastsMs) {
        reports.focused();
      }
    },
    true,
  ]);
}

/** Installs every guard; call before any reader code runs. */
export function installGuards(reports: GuardReports): void {
  removeWebRtc();
  guardClipboard();
  guardFocus(reports);
}
