/**
 * A confirmation drawn above a screen without a dialog element: a layer
 * that covers its positioned parent, a box with role="dialog" and aria-
 * modal, and focus moved to the safe choice when it opens. Escape closes
 * it in a browser.
 * @platforms web android ios
 */
import {useEffect, useRef, useState} from 'react';
import {css, html} from 'react-strict-dom';

type KeyEvent = {key: string};

const styles = css.create({
  // The screen the layer covers: the layer is positioned against it.
  screen: {
    borderColor: '#8d949e',
    borderRadius: 12,
    borderStyle: 'solid',
    borderWidth: 1,
    minHeight: 220,
    padding: 16,
    position: 'relative',
  },
  open: {alignSelf: 'flex-start', paddingBlock: 6, paddingInline: 12},
  layer: {
    alignItems: 'center',
    backgroundColor: 'rgba(0, 0, 0, 0.45)',
    borderRadius: 12,
    bottom: 0,
    display: 'flex',
    justifyContent: 'center',
    left: 0,
    position: 'absolute',
    right: 0,
    top: 0,
  },
  box: {
    backgroundColor: '#ffffff',
    borderRadius: 12,
    color: '#1b1d21',
    maxWidth: 280,
    padding: 16,
  },
  title: {fontSize: 18, fontWeight: 700, marginBottom: 8},
  actions: {
    display: 'flex',
    flexDirection: 'row',
    gap: 8,
    justifyContent: 'flex-end',
    marginTop: 16,
  },
  action: {paddingBlock: 6, paddingInline: 12},
});

export function ConfirmOverlay() {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('Draft saved');
  const keep = useRef<HTMLButtonElement>(null);
  // The safe choice takes focus, so Enter or a screen reader starts there.
  useEffect(() => {
    if (open) keep.current?.focus();
  }, [open]);
  return (
    <html.div style={styles.screen}>
      <html.p>{status}</html.p>
      <html.button onClick={() => setOpen(true)} style={styles.open}>
        Delete draft
      </html.button>
      {open ? (
        <html.div style={styles.layer}>
          <html.div
            aria-label="Delete the draft?"
            aria-modal={true}
            onKeyDown={(event: KeyEvent) => event.key === 'Escape' && setOpen(false)}
            role="dialog"
            style={styles.box}>
            <html.p style={styles.title}>Delete the draft?</html.p>
            <html.p>It cannot be restored.</html.p>
            <html.div style={styles.actions}>
              <html.button
                onClick={() => setOpen(false)}
                ref={keep}
                style={styles.action}>
                Keep
              </html.button>
              <html.button
                onClick={() => {
                  setStatus('Draft deleted');
                  setOpen(false);
                }}
                style={styles.action}>
                Delete
              </html.button>
            </html.div>
          </html.div>
        </html.div>
      ) : null}
    </html.div>
  );
}
