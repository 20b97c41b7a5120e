/**
 * The layout an `instead` program promises (src/data/nativeMessages.ts, `promises`),
 * checked on boxes: the judge's (yoga-layout on the host tree React Native rendered)
 * and Chromium's. An element is named by its text: the outermost element whose whole
 * text it is.
 */
import type {LayoutPromise} from '@site/src/data/nativeMessages';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An element's box and its parent's; `box` null: the element has no layout of its own. */
export interface Placed {
  box: Box | null;
  parent: Box | null;
}

/** Pixels of rounding a claim allows (React Native rounds to its pixel grid). */
const slack = 1;

/** What is wrong with the promise on these boxes, or null when it holds. */
export function breaks(
  promise: LayoutPromise,
  find: (text: string) => Placed | undefined,
): string | null {
  const element = find(promise.element);
  if (!element) return `no element with the text "${promise.element}"`;
  const {box} = element;
  if (!box)
    return `"${promise.element}" has no layout of its own (a nested text has none on native)`;
  const show = (b: Box) => `x ${b.x}, y ${b.y}, ${b.width}×${b.height}`;
  switch (promise.kind) {
    case 'fits': {
      const {parent} = element;
      if (!parent) return `"${promise.element}" has no parent box`;
      return box.x >= parent.x - slack && box.x + box.width <= parent.x + parent.width + slack
        ? null
        : `"${promise.element}" (${show(box)}) is wider than its parent (${show(parent)})`;
    }
    case 'below':
    case 'beside': {
      const anchor = find(promise.anchor)?.box;
      if (!anchor) return `"${promise.anchor}" has no box`;
      const gap = promise.gap ?? 0;
      const holds =
        promise.kind === 'below'
          ? Math.abs(box.y - (anchor.y + anchor.height + gap)) <= slack &&
            Math.abs(box.x - anchor.x) <= slack
          : // on one row: the boxes overlap vertically
            box.y < anchor.y + anchor.height &&
            anchor.y < box.y + box.height &&
            box.x >= anchor.x + anchor.width + gap - slack;
      return holds
        ? null
        : `"${promise.element}" (${show(box)}) is not ${promise.kind} "${promise.anchor}" (${show(anchor)})${gap ? ` with a gap of ${gap}` : ''}`;
    }
  }
}
