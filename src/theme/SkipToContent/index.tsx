// Swizzled: stock removes the temporary tabindex right after focusing, which current
// Chromium answers by dropping focus to <body>; here focus stays where it was sent.
// Cannot be wrapped: the focus handling is inside. Canary: tests/unit/theme-canaries.test.ts.
import React, {useCallback, useRef, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {useLocationChange} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

/** Focuses an element that is not focusable by default, and keeps it focusable
 * by script (tabindex -1) so the browser does not drop the focus again. */
function focusElement(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
}

function mainContent(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('main:first-of-type') ??
    document.getElementById(SkipToContentFallbackId)
  );
}

export default function SkipToContent(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const {action} = useHistory();
  const label = translate({
    id: 'theme.common.skipToMainContent',
    message: 'Skip to main content',
  });

  const onClick = useCallback((event: React.MouseEvent) => {
    const target = mainContent();
    if (!target) return;
    event.preventDefault();
    focusElement(target);
  }, []);

  // After a client-side navigation, move focus to the new page's h1, so screen
  // readers announce the page and the next Tab starts in its content.
  useLocationChange(({location}) => {
    if (location.hash || action !== 'PUSH') return;
    const target = document.querySelector<HTMLElement>('main h1') ?? containerRef.current;
    if (target) focusElement(target);
  });

  return (
    <div ref={containerRef} role="region" aria-label={label} className={styles.container}>
      <a className={styles.skipLink} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
