/**
 * Keeps the keyboard where the reader put it. A cross-origin frame may take
 * the focus with no gesture (Chromium offers no switch against it, and the
 * sandbox has no flag), and would then receive what the reader types in the
 * editor. The page lets the focus into a preview frame only as the result of
 * the reader's own Tab into it, or of a pointer press inside it (which the
 * frame's runtime reports from a trusted event: src/playground/frame/guards.ts);
 * any other arrival is undone by giving the focus back to the element that had it.
 */

export const focusLimits = {
  /**
   * How long the page waits for the frame to report a pointer press behind a focus change.
   * A take by the frame's own code is reported at once (`arrived`) and undone then, so this
   * bounds only a frame that says nothing. Under load a real press's report came later than
   * 300 ms, and the reader's click was undone (CI: a native preview's button did nothing).
   */
  explainWithinMs: 1000,
  /** How long a press or a Tab explains a focus change that follows it. */
  gestureLastsMs: 1000,
  /** Takes after which the frame is removed. */
  takesBeforeRemoval: 3,
} as const;

/**
 * The page's side of every frame's guard, one listener of each kind per page:
 * the element outside the frames that had the focus last, and whether the last
 * focus change was a Tab that took the focus off the page's own elements.
 */
const page = {
  previous: null as HTMLElement | null,
  tabbedOutAt: -Infinity,
  tracking: false,
};

function trackPage(): void {
  if (page.tracking) return;
  page.tracking = true;
  let tab: KeyboardEvent | null = null;
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
      if (tab && !tab.defaultPrevented) page.tabbedOutAt = performance.now();
      tab = null;
    },
    true,
  );
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLIFrameElement) return;
      // The focus stayed on the page: no Tab into a frame to explain.
      page.tabbedOutAt = -Infinity;
      if (event.target instanceof HTMLElement) page.previous = event.target;
    },
    true,
  );
}

/** One frame's guard: see the top of this file. */
export class FocusGuard {
  /** A pointer press the frame reported that no focus change has used yet. */
  private pressedAt = -Infinity;
  /** When the frame last said the focus arrived with no press. */
  private arrivedAt = -Infinity;
  private waiting: ReturnType<typeof setTimeout> | undefined;
  private takes = 0;

  /** `took` is called with the number of takes so far, each time the frame took the focus. */
  constructor(
    private readonly frame: HTMLIFrameElement,
    private readonly took: (takes: number) => void,
  ) {
    trackPage();
    window.addEventListener('blur', this.onBlur);
    window.addEventListener('focus', this.onFocus);
  }

  dispose(): void {
    clearTimeout(this.waiting);
    window.removeEventListener('blur', this.onBlur);
    window.removeEventListener('focus', this.onFocus);
  }

  /** The frame reported a pointer press inside it. */
  pointer(): void {
    if (this.waiting !== undefined) {
      // The report came after the focus change it explains.
      clearTimeout(this.waiting);
      this.waiting = undefined;
    } else {
      this.pressedAt = performance.now();
    }
  }

  /** The frame reported that the focus arrived with no press inside it. */
  arrived(): void {
    if (this.waiting !== undefined) this.takeBack();
    else this.arrivedAt = performance.now();
  }

  /** The page has the focus again: a press in the frame before now explains nothing after. */
  private readonly onFocus = () => {
    this.pressedAt = -Infinity;
  };

  private readonly onBlur = () => {
    if (document.activeElement !== this.frame) return;
    const now = performance.now();
    const recent = (time: number) => now - time < focusLimits.gestureLastsMs;
    if (recent(page.tabbedOutAt)) return;
    if (recent(this.pressedAt)) {
      this.pressedAt = -Infinity;
      return;
    }
    // Never from within this event: Chromium then sends no blur for the next take.
    const wait = recent(this.arrivedAt) ? 0 : focusLimits.explainWithinMs;
    this.waiting = setTimeout(() => this.takeBack(), wait);
  };

  private takeBack(): void {
    clearTimeout(this.waiting);
    this.waiting = undefined;
    this.arrivedAt = -Infinity;
    if (document.activeElement === this.frame) {
      // With nothing focused before, the frames' box (focusable from script only) holds it:
      // blurring the frame would leave the keyboard inside it.
      const back = page.previous?.isConnected ? page.previous : this.frame.parentElement;
      back?.focus({preventScroll: true});
    }
    this.took(++this.takes);
  }
}
