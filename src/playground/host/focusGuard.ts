/**
 * Keeps the keyboard where the reader put it. A cross-origin frame may take
 * the focus with no gesture (Chromium offers no switch against it, and the
 * sandbox has no flag), and would then receive what the reader types in the
 * editor. The page lets the focus into a preview only on signals the browser
 * gives the page and its shell, which no script can make, never on anything
 * the preview frame says:
 *
 * - the reader's own Tab, which the page sees leave one of its elements;
 * - a press in the preview, which gives the page the browser's user activation
 *   (`navigator.userActivation.isActive`). A key or a press on the page does
 *   too, so the page trusts that alone only when it has had the focus, with no
 *   input of its own, for longer than the activation lasts; otherwise it asks
 *   the preview's shell (src/playground/host/shell.ts), whose activation comes
 *   from the preview alone, whether the latest input was in the preview. Until
 *   the shell answers, the keyboard waits on the preview's box, where keys do
 *   nothing: the frame cannot delay the answer into a keylogger.
 *
 * Any other arrival is undone: the focus goes back to the element that had it.
 */
import type {PageToShell} from '../protocol';

export const focusLimits = {
  /**
   * How long the browser's user activation lasts after an input: the HTML
   * standard's "transient activation duration", 5 s in Chromium and Firefox.
   * Not a wait: the page reads `isActive` when the focus moves, and trusts it
   * alone only after this long without an input of its own.
   */
  activationLifespanMs: 5000,
  /** Takes after which the frame is removed. */
  takesBeforeRemoval: 3,
} as const;

/** What the guard needs of the preview's shell. */
export interface ShellLink {
  /** Sends a message over the shell's port; dropped until the shell is ready. */
  post: (message: PageToShell) => void;
}

/**
 * The page's side of every frame's guard, one listener of each kind per page:
 * the element outside the frames that had the focus last, the page's last
 * input of its own, since when the page has had the focus, and whether a Tab
 * just took the focus off the page's own elements.
 */
const page = {
  previous: null as HTMLElement | null,
  lastInputAt: -Infinity,
  /** Counts the page's inputs: whether one came between two moments. */
  inputs: 0,
  focusedSince: Infinity,
  /** A Tab moved the focus off the page's elements, and nothing happened on the page since. */
  tabbedOut: false,
  /** Told of each input of the page's own (the guards' shells note it). */
  onInput: new Set<() => void>(),
  /** The frames' boxes, where the keyboard waits for a shell's answer: never "the element that had the focus". */
  holders: new WeakSet<Element>(),
  tracking: false,
};

/**
 * The events that give the page the browser's user activation (HTML's
 * "activation triggering input events"), and a few more, which only make the
 * guard more careful.
 */
const inputEvents = ['keydown', 'mousedown', 'pointerdown', 'pointerup', 'touchend'] as const;

function trackPage(): void {
  if (page.tracking) return;
  page.tracking = true;
  // Unknown before the first focus event: as good as just focused.
  page.focusedSince = performance.now();
  let tab: KeyboardEvent | null = null;
  // The page's own events: reader code runs in frames only, so none of them is forged.
  const input = () => {
    page.lastInputAt = performance.now();
    page.inputs++;
    page.tabbedOut = false;
    for (const notify of page.onInput) notify();
  };
  for (const type of inputEvents) window.addEventListener(type, input, true);
  window.addEventListener(
    'keydown',
    (event) => {
      tab = event.key === 'Tab' ? event : null;
      // Only the focus change of this keydown's own task is the Tab's.
      if (tab) setTimeout(() => (tab = null));
    },
    true,
  );
  document.addEventListener(
    'focusout',
    () => {
      // A Tab the editor kept for itself (to indent) is no way into a frame.
      if (tab && !tab.defaultPrevented) page.tabbedOut = true;
      tab = null;
    },
    true,
  );
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLIFrameElement) return;
      if (event.target instanceof Element && page.holders.has(event.target)) return;
      // The focus stayed on the page: no Tab into a frame to explain.
      page.tabbedOut = false;
      if (event.target instanceof HTMLElement) page.previous = event.target;
    },
    true,
  );
  window.addEventListener('focus', () => {
    page.focusedSince = performance.now();
  });
  window.addEventListener('blur', () => {
    // After this blur's guards: they read the state it ends.
    setTimeout(() => {
      page.focusedSince = Infinity;
      page.tabbedOut = false;
    });
  });
}

/**
 * Whether the page's activation alone proves a press in a frame: it has
 * had the focus, with no input of its own, for longer than an activation lasts,
 * so a live one came from a frame, and only a press moves the focus into one.
 */
function activationProvesPress(): boolean {
  const activation = (navigator as {userActivation?: {isActive: boolean}}).userActivation;
  if (!activation?.isActive) return false;
  const quietSince = Math.max(page.lastInputAt, page.focusedSince);
  return performance.now() - quietSince >= focusLimits.activationLifespanMs;
}

/** One frame's guard: see the top of this file. */
export class FocusGuard {
  private takes = 0;
  /** Questions to the shell with no answer yet: a frame that keeps its shell from answering still runs out of takes. */
  private unanswered = 0;
  /** The latest question to the shell, and where the keyboard waits meanwhile (null: not moved yet). */
  private asking: {id: number; inputs: number; parkedOn: HTMLElement | null} | null = null;
  private questions = 0;
  /** The page is giving the frame the focus itself (a confirmed press): its blur is expected. */
  private granting = false;
  private readonly noteInput = () => {
    this.granting = false;
    this.shell.post({type: 'input'});
  };

  /** `took` is called with the number of takes so far, each time the frame took the focus. */
  constructor(
    private readonly frame: HTMLIFrameElement,
    private readonly took: (takes: number) => void,
    private readonly shell: ShellLink,
  ) {
    trackPage();
    if (frame.parentElement) page.holders.add(frame.parentElement);
    page.onInput.add(this.noteInput);
    window.addEventListener('blur', this.onBlur);
  }

  dispose(): void {
    page.onInput.delete(this.noteInput);
    window.removeEventListener('blur', this.onBlur);
  }

  /** The shell's answer to question `id`: whether the latest input before the focus change was in the preview. */
  verdict(id: number, press: boolean): void {
    this.unanswered = Math.max(0, this.unanswered - 1);
    const asked = this.asking;
    if (!asked || asked.id !== id) return;
    this.asking = null;
    if (press) {
      // Not moved yet: the frame keeps the focus the reader gave it.
      if (asked.parkedOn === null) return;
      // Moved, and the reader has done nothing since: the frame gets it back.
      if (document.activeElement !== asked.parkedOn || page.inputs !== asked.inputs) return;
      this.granting = true;
      this.frame.focus({preventScroll: true});
      this.shell.post({type: 'regrant'});
      return;
    }
    if (asked.parkedOn === null && document.activeElement === this.frame) this.giveBack();
    this.took(++this.takes);
  }

  private readonly onBlur = () => {
    if (document.activeElement !== this.frame) return;
    if (this.granting) {
      this.granting = false;
      return;
    }
    if (page.tabbedOut || activationProvesPress()) return;
    const id = ++this.questions;
    this.unanswered++;
    this.asking = {id, inputs: page.inputs, parkedOn: null};
    this.shell.post({type: 'verdict?', id});
    // Never from within this event: Chromium then sends no blur for the next take.
    setTimeout(() => this.park(id));
  };

  /** Takes the keyboard off the frame until the shell answers: back where it was. */
  private park(id: number): void {
    const asked = this.asking;
    if (!asked || asked.id !== id || document.activeElement !== this.frame) return;
    asked.parkedOn = this.giveBack();
    if (this.takes + this.unanswered >= focusLimits.takesBeforeRemoval) {
      this.asking = null;
      this.giveBack();
      this.took((this.takes = focusLimits.takesBeforeRemoval));
    }
  }

  /** Gives the focus back to the element that had it (the frames' box when none had), and returns that element. */
  private giveBack(): HTMLElement | null {
    const back = page.previous?.isConnected ? page.previous : this.frame.parentElement;
    back?.focus({preventScroll: true});
    return back;
  }
}
