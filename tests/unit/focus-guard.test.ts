// @vitest-environment jsdom
// The page's focus guard decides, for each focus change into a preview frame,
// whether the reader made it (a press the frame reports, or a Tab) or the
// frame's code did (undone). The frame's reports reach the page late under load.
import {afterEach, beforeEach, expect, it, vi} from 'vitest';
import {FocusGuard, focusLimits} from '@site/src/playground/host/focusGuard';

let editor: HTMLTextAreaElement;
let frame: HTMLIFrameElement;
let guard: FocusGuard;
const took = vi.fn();

/** The focus moves into the frame, as the browser reports it to the page. */
function focusFrame(): void {
  frame.focus();
  window.dispatchEvent(new Event('blur'));
}

beforeEach(() => {
  vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'performance']});
  editor = document.body.appendChild(document.createElement('textarea'));
  frame = document.body.appendChild(document.createElement('iframe'));
  took.mockClear();
  guard = new FocusGuard(frame, took);
  editor.focus();
});

afterEach(() => {
  guard.dispose();
  editor.remove();
  frame.remove();
  vi.useRealTimers();
});

it('a press reported 600 ms after the focus change keeps the focus in the frame', () => {
  focusFrame();
  vi.advanceTimersByTime(600);
  guard.pointer();
  vi.advanceTimersByTime(focusLimits.explainWithinMs);
  expect(took).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(frame);
});

it('a take the frame reports is undone at once, to the element that had the focus', () => {
  focusFrame();
  guard.arrived();
  expect(took).toHaveBeenCalledWith(1);
  expect(document.activeElement).toBe(editor);
});

it('a frame that reports nothing has the focus taken back after the wait', () => {
  focusFrame();
  vi.advanceTimersByTime(focusLimits.explainWithinMs - 1);
  expect(took).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(took).toHaveBeenCalledWith(1);
  expect(document.activeElement).toBe(editor);
});
