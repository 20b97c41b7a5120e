import type {ReactNode} from 'react';

// ScrollArea.web.tsx and ScrollArea.native.tsx both take these props, so a
// screen that imports './ScrollArea' type-checks the same on every platform.
export interface ScrollAreaProps {
  /** Read by screen readers; a scrolling region needs a name. */
  label: string;
  /** The tallest the area grows before its content scrolls, in pixels. */
  maxHeight: number;
  children: ReactNode;
}
