import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  button: {
    backgroundColor: {
      default: '#0a66c2',
      ':hover': '#004182',
      ':active': '#00274d',
    },
    borderRadius: 6,
    borderWidth: 0,
    color: 'white',
    paddingBlock: 8,
    paddingInline: 16,
  },
  busy: {
    opacity: 0.6,
  },
});

interface Props {
  save: () => Promise<void>;
}

export function SaveButton({save}: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <html.button
      aria-busy={busy}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await save();
        } finally {
          setBusy(false);
        }
      }}
      style={[styles.button, busy && styles.busy]}>
      {busy ? 'Saving…' : 'Save'}
    </html.button>
  );
}
