/**
 * What the frame takes away from reader code before any of it runs, where the
 * sandbox and the CSPs leave a way out (tried in tests/e2e/preview-*.spec.ts):
 *
 * - WebRTC: Chromium ignores CSP `webrtc` and no Permissions Policy covers it,
 *   so `RTCPeerConnection` would send STUN and TURN packets anywhere.
 * - Child frames: a frame's navigation is refused by `frame-src`, but Chromium
 *   has already looked up and connected to its address by then, as often as
 *   code makes frames. No child frame can be made here: every HTML parser
 *   (`innerHTML`, `DOMParser`, `document.write`, …) takes its text through the
 *   Trusted Types policy below, and the element factories refuse frame tags.
 *   The frame's own navigation (`location`) cannot be wrapped; it costs the
 *   frame (the page resets it), so it happens once per run.
 * - The clipboard: a copy or cut puts on the clipboard the text the reader had
 *   selected when they pressed the key or opened the menu, whatever code does
 *   to the selection after; no copy handler of reader code runs. A drag out of
 *   the preview carries what the reader dragged: code cannot write its data.
 * - The keyboard focus: a cross-origin frame may call `focus()` with no click
 *   from the reader. This refuses the common calls; the page guards the focus
 *   for every other way in (src/playground/host/focusGuard.ts), by what the
 *   browser tells it, never by what this frame says, and is the real guarantee.
 *
 * Every check here runs through functions taken before reader code (platform.ts).
 * A child frame or a worker would be a fresh realm with the originals: both
 * are refused (above, and by the CSP's `worker-src 'none'`).
 */
import {platform} from './platform';

const p = platform;

/** What the guards tell the page, over the frame's port. */
export interface GuardReports {
  /** Reader code asked for the focus while the frame did not have it; refused. */
  focusRefused: () => void;
}

/** Elements that make a nested browsing context (a frame that can navigate), or navigate this one (`meta` refresh). */
const framingTags = /^(?:[\w.-]+:)?(?:i?frame|frameset|object|embed|fencedframe|portal|meta)$/i;
/** The same tags in markup, as a parser would start them. */
const framingMarkup =
  /<(?:[\w.-]+:)?(?:i?frame|frameset|object|embed|fencedframe|portal|meta)(?=[\s/>]|$)/i;

/** Whether `value` is an element, asked of the platform itself (reader code may change what `instanceof` says). */
function isElement(value: unknown): value is Element {
  try {
    p.closest(value as Element, '*');
    return true;
  } catch {
    return false;
  }
}

/** Thrown where reader code asks for something the preview does not allow. */
function refused(what: string): Error {
  return new Error(`${what} is not available in the preview.`);
}

/** Deletes the globals that reach past the frame: WebRTC, XSLT (it parses markup no policy sees), fenced frames. */
function removeGlobals(): void {
  const own = window as unknown as Record<string, unknown>;
  for (const name of p.ownNames(window)) {
    if (
      p.regexTest(
        /^(?:(?:webkit)?RTC|XSLTProcessor$|HTMLFencedFrameElement$|FencedFrameConfig$|HTMLPortalElement$)/,
        name,
      )
    ) {
      p.deleteProperty(own, name);
    }
  }
}

/** Replaces `owner[name]` with `replacement`, which gets the original. */
function wrap<A extends unknown[], R>(
  owner: object,
  name: string,
  replacement: (original: (...args: A) => R, self: unknown, args: A) => R,
): void {
  const original = (owner as Record<string, unknown>)[name] as ((...args: A) => R) | undefined;
  if (typeof original !== 'function') return;
  p.defineProperty(owner, name, {
    configurable: true,
    writable: true,
    value: function (this: unknown, ...args: A) {
      return replacement(original, this, args);
    },
  });
}

/** No child frame, no `meta` refresh, no `document.open`/`write` (which would also drop every listener of this window). */
function refuseFraming(): void {
  // Read once: an object whose toString changes could pass the check and then say "iframe".
  const tagOf = (name: unknown) => String(name);
  wrap(Document.prototype, 'createElement', (original, self, args: unknown[]) => {
    const tag = tagOf(args[0]);
    if (p.regexTest(framingTags, tag)) throw refused(`<${tag}>`);
    return p.apply(original, self, [tag, ...args.slice(1)]);
  });
  wrap(Document.prototype, 'createElementNS', (original, self, args: unknown[]) => {
    const tag = tagOf(args[1]);
    if (p.regexTest(framingTags, tag)) throw refused(`<${tag}>`);
    return p.apply(original, self, [args[0], tag, ...args.slice(2)]);
  });
  // A customized built-in element (`class extends HTMLIFrameElement`) is made by its constructor, not createElement.
  wrap(CustomElementRegistry.prototype, 'define', (original, self, args: unknown[]) => {
    const options = args[2] as {extends?: unknown} | undefined;
    const base = options == null ? undefined : options.extends;
    const tag = base === undefined ? undefined : tagOf(base);
    if (tag !== undefined && p.regexTest(framingTags, tag)) throw refused(`<${tag}>`);
    return p.apply(original, self, [
      args[0],
      args[1],
      tag === undefined ? undefined : {extends: tag},
    ]);
  });
  for (const name of ['open', 'write', 'writeln']) {
    wrap(Document.prototype, name, () => {
      throw refused(`document.${name}()`);
    });
  }
  wrap(window, 'open', () => {
    throw refused('window.open()');
  });
  const navigation = (window as {navigation?: object}).navigation;
  if (navigation) {
    wrap(Object.getPrototypeOf(navigation) as object, 'navigate', () => {
      throw refused('navigation.navigate()');
    });
  }
  // Every HTML parser takes its text through the default policy; the CSP allows no other.
  const policies = (window as {trustedTypes?: {createPolicy: (...args: unknown[]) => unknown}})
    .trustedTypes;
  policies?.createPolicy('default', {
    createHTML: (html: string, _type: unknown, sink: string) =>
      sink === 'Document write' || p.regexTest(framingMarkup, html) ? null : html,
    // Scripts are the CSP's to judge ('unsafe-eval' for the compiled modules): the policy passes them.
    createScript: (script: string) => script,
    createScriptURL: (url: string) => url,
  });
}

/** Whether a key press is a copy or cut shortcut (Ctrl/Cmd+C or X, Ctrl+Insert, Shift+Delete). */
function isCopyShortcut(event: Event): boolean {
  const key = p.lowerCase(p.key(event));
  const command = p.ctrlKey(event) || p.metaKey(event);
  return (
    (command && (key === 'c' || key === 'x' || key === 'insert')) ||
    (p.shiftKey(event) && key === 'delete')
  );
}

/** The text selected now: in the focused text field, or in the document. */
function selectedText(): string {
  const active = p.activeElement(document);
  if (active) {
    // Each getter accepts its own kind of element only: a throw means "not that kind".
    try {
      const start = p.inputSelectionStart(active);
      const end = p.inputSelectionEnd(active);
      return start === null || end === null ? '' : p.sliceText(p.inputValue(active), start, end);
    } catch {
      // Not an input.
    }
    try {
      const start = p.textAreaSelectionStart(active);
      return p.sliceText(p.textAreaValue(active), start, p.textAreaSelectionEnd(active));
    } catch {
      // Not a textarea.
    }
  }
  const selection = p.getSelection(document);
  return selection ? p.selectionText(selection) : '';
}

/**
 * `copy` and `cut` run no handler of reader code and put on the clipboard the
 * text the reader selected, as it was when they pressed the shortcut or opened
 * the context menu (a handler of `keydown`, `beforecopy` or a timer may move
 * the selection onto other text just before the browser copies it), or nothing.
 */
function guardClipboard(): void {
  wrap(Document.prototype, 'execCommand', (original, self, args: unknown[]) => {
    // Read once: an object whose toString changes could pass the check and then say "copy".
    const name = String(args[0]);
    if (p.regexTest(/^(copy|cut)$/i, name)) return false;
    return p.apply(original, self, [name, ...args.slice(1)]);
  });
  let chosen: string | undefined;
  const note = (event: Event) => {
    if (!event.isTrusted) return;
    const type = p.eventType(event);
    const copying = type === 'contextmenu' || (type === 'keydown' && isCopyShortcut(event));
    chosen = copying ? selectedText() : undefined;
  };
  // Registered first, in the capture phase of the window: before any handler of reader code.
  for (const type of ['keydown', 'contextmenu', 'pointerdown']) p.listen(window, type, note, true);
  for (const type of ['beforecopy', 'beforecut']) {
    p.listen(window, type, (event) => p.stopImmediatePropagation(event), true);
  }
  for (const type of ['copy', 'cut']) {
    p.listen(
      window,
      type,
      (event) => {
        p.stopImmediatePropagation(event);
        const wanted = chosen;
        chosen = undefined;
        // What the browser would copy is what the reader chose: let it (a cut also deletes it).
        if (wanted !== undefined && wanted !== '' && selectedText() === wanted) return;
        p.preventDefault(event);
        const data = p.clipboardData(event);
        if (data && wanted) p.setData(data, 'text/plain', wanted);
      },
      true,
    );
  }
}

/**
 * Code cannot write a drag's data (what a `dragstart` handler would put in place
 * of the text the reader drags): every writer of `DataTransfer` is refused. The
 * copy guard writes through the original, taken before (platform.ts).
 */
function guardDragData(): void {
  const writers: Array<[object, string]> = [
    [DataTransfer.prototype, 'setData'],
    [DataTransfer.prototype, 'clearData'],
    [DataTransferItemList.prototype, 'add'],
    [DataTransferItemList.prototype, 'remove'],
    [DataTransferItemList.prototype, 'clear'],
  ];
  for (const [owner, name] of writers) {
    wrap(owner, name, () => {
      throw refused(`Writing a drag's data (${name})`);
    });
  }
}

/** Replaces `owner[name]` with a version that runs only while the frame has the focus. */
function onlyWhileFocused(owner: object | undefined, name: string, onRefused: () => void): void {
  if (!owner) return;
  wrap(owner, name, (original, self, args: unknown[]) => {
    if (p.hasFocus(document)) return p.apply(original, self, args);
    onRefused();
    return undefined;
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
    // Reporting an invalid field focuses it; a form's requestSubmit reports its fields.
    [HTMLInputElement.prototype, 'reportValidity'],
    [HTMLSelectElement.prototype, 'reportValidity'],
    [HTMLTextAreaElement.prototype, 'reportValidity'],
    [HTMLButtonElement.prototype, 'reportValidity'],
    [HTMLFieldSetElement.prototype, 'reportValidity'],
    [HTMLOutputElement.prototype, 'reportValidity'],
    [HTMLFormElement.prototype, 'reportValidity'],
    [HTMLFormElement.prototype, 'requestSubmit'],
    [ElementInternals.prototype, 'reportValidity'],
    [HTMLDialogElement.prototype, 'show'],
    [HTMLDialogElement.prototype, 'showModal'],
    [HTMLElement.prototype, 'showPopover'],
    [HTMLElement.prototype, 'togglePopover'],
    [window, 'focus'],
  ];
  for (const [owner, name] of focusers) onlyWhileFocused(owner, name, reports.focusRefused);
  // A click made by code (`click()`, `dispatchEvent`) does what the element does when the
  // reader clicks it: a link navigates the frame, a label focuses its field, a popover or
  // command button opens what may take the focus. Only the reader's own clicks do these.
  p.listen(
    window,
    'click',
    (event) => {
      if (event.isTrusted) return;
      const target = p.eventTarget(event);
      if (!isElement(target) || !p.closest(target, clickedByCodeRefused)) return;
      p.preventDefault(event);
      if (!p.hasFocus(document)) reports.focusRefused();
    },
    true,
  );
}

/**
 * What a click made by code may not activate (see guardFocus): links, labels, and
 * buttons (a popover or command button may be set up by property, with no attribute).
 */
const clickedByCodeRefused =
  'a[href], area[href], label, button, input[type="button" i], input[type="submit" i], input[type="reset" i], input[type="image" i]';

/**
 * The element that had the focus when the frame last lost it. When the page
 * holds the keyboard a moment after a press (while its shell confirms that
 * the press was the reader's) and then gives it back, the browser focuses the
 * frame's document, not the field the reader pressed: `refocus` puts it back.
 */
function rememberFocus(): () => void {
  let last: Element | null = null;
  // Asked, and no input here since: the next focus of this frame is the shell's, and puts
  // the field back too. Whether the frame has the focus may be stale when the shell asks
  // (the browser tells it apart from the message), so it is not trusted alone.
  let asked = false;
  p.listen(
    window,
    'focusout',
    (event) => {
      if (!event.isTrusted || p.relatedTarget(event) !== null) return;
      const target = p.eventTarget(event);
      last = isElement(target) ? target : null;
    },
    true,
  );
  const putBack = () => {
    const active = p.activeElement(document);
    if (!last || !p.isConnected(last)) return;
    if (active !== null && active !== document.body) return;
    try {
      p.focus(last, {preventScroll: true});
    } catch {
      // Not an HTML element: it keeps the focus it has.
    }
  };
  p.listen(window, 'focus', (event) => {
    if (!event.isTrusted || p.eventTarget(event) !== window || !asked) return;
    asked = false;
    putBack();
  });
  // The reader's own press or key here: where the focus goes is theirs from now on.
  for (const type of ['pointerdown', 'keydown']) {
    p.listen(
      window,
      type,
      (event) => {
        if (event.isTrusted) asked = false;
      },
      true,
    );
  }
  return () => {
    asked = true;
    if (p.hasFocus(document)) putBack();
  };
}

/** Installs every guard; call before any reader code runs. Returns what puts the focus back (see rememberFocus). */
export function installGuards(reports: GuardReports): () => void {
  removeGlobals();
  refuseFraming();
  guardClipboard();
  guardDragData();
  guardFocus(reports);
  return rememberFocus();
}
