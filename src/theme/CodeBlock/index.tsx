// Ejected: drops the stock remount after hydration, which only re-applied a mode-specific Prism theme; code colours here are CSS (src/plugins/static-highlight).
import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Children as one string when they are only text, so the block can be highlighted and copied. */
function textOf(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = textOf(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
