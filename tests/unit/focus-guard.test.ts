// @vitest-environment jsdom
// The page's focus guard decides, for each focus change into a preview, whether the
// reader made it, on what the browser tells the page and the preview's shell only:
// the page's own Tab, the page's user activation after a quiet spell, or the shell's
// answer that the latest input was a press in the preview. Until the shell answers,
// the keyboard goes back where it was.
import {afterEach, beforeEach, expect, it, vi} from 'vitest';
import {FocusGuard, focusLimits} from '@site/src/playground/host/focusGuard';
import type {PageToShell} from '@site/src/playground/protocol';

let editor: HTMLTextAreaElement;
let box: HTMLDivElement;
let frame: HTMLIFrameElement;
let guard: FocusGuard;
const took = vi.fn();
let toShell: PageToShell[];
const activation = {isActive: false};
Object.defineProperty(navigator, 'userActivation', {value: activation, configurable: true});

/** The focus moves into the frame, as the browser reports it to the page. */
function focusFrame(): void {
  frame.focus();
  window.dispatchEvent(new Event('blur'));
}

/** The question the guard asked the shell last. */
function lastQuestion(): number {
  const asked = toShell.filter((m) => m.type === 'verdict?').at(-1);
  if (asked?.type !== 'verdict?') throw new Error('the guard asked the shell nothing');
  return asked.id;
}

beforeEach(() => {
  vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'performance']});
  editor = document.body.appendChild(document.createElement('textarea'));
  box = document.body.appendChild(document.createElement('div'));
  box.tabIndex = -1;
  frame = box.appendChild(document.createElement('iframe'));
  took.mockClear();
  toShell = [];
  activation.isActive = false;
  guard = new FocusGuard(frame, took, {post: (message) => toShell.push(message)});
  editor.focus();
  editor.dispatchEvent(new KeyboardEvent('keydown', {key: 'a', bubbles: true}));
});

afterEach(() => {
  guard.dispose();
  editor.remove();
  box.remove();
  vi.useRealTimers();
});

it('tells the shell of each input of the page', () => {
  expect(toShell).toEqual([{type: 'input'}]);
  editor.dispatchEvent(new MouseEvent('pointerdown', {bubbles: true}));
  expect(toShell).toEqual([{type: 'input'}, {type: 'input'}]);
});

it('keeps the focus a Tab from the page moved into the frame, asking nothing', () => {
  editor.dispatchEvent(new KeyboardEvent('keydown', {key: 'Tab', bubbles: true}));
  editor.dispatchEvent(new FocusEvent('focusout', {bubbles: true}));
  focusFrame();
  vi.runAllTimers();
  expect(toShell.map((m) => m.type)).not.toContain('verdict?');
  expect(document.activeElement).toBe(frame);
  expect(took).not.toHaveBeenCalled();
});

it('gives the keyboard back to the editor until the shell answers, and counts a take on a "no"', () => {
  focusFrame();
  vi.advanceTimersByTime(0);
  expect(document.activeElement).toBe(editor);
  expect(took).not.toHaveBeenCalled();
  guard.verdict(lastQuestion(), false);
  expect(document.activeElement).toBe(editor);
  expect(took).toHaveBeenCalledWith(1);
});

it('with nothing focused before, the keyboard waits on the frames’ box', () => {
  editor.remove();
  focusFrame();
  vi.advanceTimersByTime(0);
  expect(document.activeElement).toBe(box);
});

it('gives the frame the keyboard back when the shell confirms a press', () => {
  focusFrame();
  vi.advanceTimersByTime(0);
  guard.verdict(lastQuestion(), true);
  expect(document.activeElement).toBe(frame);
  expect(toShell.at(-1)).toEqual({type: 'regrant'});
  // The blur of the page's own regrant is expected: no new question.
  const asked = toShell.length;
  window.dispatchEvent(new Event('blur'));
  vi.runAllTimers();
  expect(toShell).toHaveLength(asked);
  expect(took).not.toHaveBeenCalled();
});

it('a press confirmed after the reader did something else on the page changes nothing', () => {
  focusFrame();
  vi.advanceTimersByTime(0);
  editor.focus();
  editor.dispatchEvent(new KeyboardEvent('keydown', {key: 'b', bubbles: true}));
  guard.verdict(lastQuestion(), true);
  expect(document.activeElement).toBe(editor);
  expect(took).not.toHaveBeenCalled();
});

it('trusts the page activation alone only after a quiet spell as long as an activation lasts', () => {
  activation.isActive = true;
  focusFrame();
  vi.advanceTimersByTime(0);
  expect(document.activeElement).toBe(editor);
  guard.verdict(lastQuestion(), false);

  vi.advanceTimersByTime(focusLimits.activationLifespanMs);
  window.dispatchEvent(new Event('focus'));
  vi.advanceTimersByTime(focusLimits.activationLifespanMs);
  const asked = toShell.length;
  focusFrame();
  vi.runAllTimers();
  expect(document.activeElement).toBe(frame);
  expect(toShell).toHaveLength(asked);
});

it('removes a frame whose shell never answers at its third take', () => {
  for (let take = 1; take <= focusLimits.takesBeforeRemoval; take++) {
    focusFrame();
    vi.advanceTimersByTime(0);
  }
  expect(took).toHaveBeenLastCalledWith(focusLimits.takesBeforeRemoval);
  expect(document.activeElement).toBe(editor);
});
