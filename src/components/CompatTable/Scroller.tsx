import React, {type ComponentPropsWithoutRef, type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props extends Omit<ComponentPropsWithoutRef<'div'>, 'role' | 'tabIndex' | 'aria-label'> {
  /** Names the region, as the table's caption does the table. */
  label: string;
}

/**
 * The box a table wider than a phone scrolls in: a labelled region the keyboard
 * can reach, so the columns past the edge can be scrolled to without a pointer.
 */
export function TableScroller({label, className, children, ...rest}: Props): ReactNode {
  return (
    <div
      {...rest}
      className={className ? `${styles.scroller} ${className}` : styles.scroller}
      tabIndex={0}
      role="region"
      aria-label={label}>
      {children}
    </div>
  );
}
