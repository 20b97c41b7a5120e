import {Modal} from 'react-native';
import {css, html} from 'react-strict-dom';
import type {DialogProps} from './Dialog.types';

const styles = css.create({
  backdrop: {
    alignItems: 'center',
    backgroundColor: 'rgba(0, 0, 0, 0.4)',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    justifyContent: 'center',
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

// React Native's Modal draws its children in a window of their own, above the
// whole app, wherever the component sits in the tree: a portal and a dialog in one.
// onRequestClose is what Android's back button calls.
export function Dialog({open, onClose, title, children}: DialogProps) {
  return (
    <Modal animationType="fade" onRequestClose={onClose} transparent visible={open}>
      <html.div style={styles.backdrop}>
        <html.div aria-label={title} aria-modal={true} role="dialog" style={styles.box}>
          <html.h2 style={styles.title}>{title}</html.h2>
          {children}
          <html.button onClick={onClose} style={styles.close}>
            Close
          </html.button>
        </html.div>
      </html.div>
    </Modal>
  );
}
