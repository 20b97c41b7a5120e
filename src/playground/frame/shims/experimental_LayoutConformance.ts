import type {ReactNode} from 'react';

/**
 * React Native 0.80's `experimental_LayoutConformance` chooses between the old
 * and the strict layout rules for its subtree. The browser has one layout
 * engine, so the preview passes the children through.
 */
export default function experimental_LayoutConformance({children}: {children?: ReactNode}) {
  return children ?? null;
}
