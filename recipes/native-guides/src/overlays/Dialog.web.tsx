import {useEffect, useRef} from 'react';
import {createPortal} from 'react-dom';
import {css, html} from 'react-strict-dom';
import type {DialogProps} from './Dialog.types';

const styles = css.create({
  backdrop: {
    alignItems: 'center',
    backgroundColor: 'rgba(0, 0, 0, 0.4)',
    display: 'flex',
    inset: 0,
    justifyContent: 'center',
    position: 'fixed',
  },
  box: {
    backgroundColor: '#ffffff',
    borderRadius: 12,
    maxWidth: 360,
    padding: 20,
    width: '90%',
  },
  title: {fontSize: 18, fontWeight: 700, marginBottom: 8},
  close: {marginTop: 16, paddingBlock: 8},
});

// A portal puts the dialog at the end of <body>, out of any parent that clips
// it or stacks above it. Focus moves into the dialog when it opens, Escape closes
// it, and focus goes back to what had it before.
export function Dialog({open, onClose, title, children}: DialogProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => before?.focus();
  }, [open]);
  if (!open) return null;
  return createPortal(
    <html.div style={styles.backdrop}>
      <html.div
        aria-label={title}
        aria-modal={true}
        onKeyDown={(event: {key: string}) => event.key === 'Escape' && onClose()}
        role="dialog"
        style={styles.box}>
        <html.h2 style={styles.title}>{title}</html.h2>
        {children}
        <html.button onClick={onClose} ref={closeButton} style={styles.close}>
          Close
        </html.button>
      </html.div>
    </html.div>,
    document.body,
  );
}
