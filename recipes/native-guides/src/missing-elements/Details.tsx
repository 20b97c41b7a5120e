import {useState, type ReactNode} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  summary: {
    backgroundColor: 'transparent',
    borderWidth: 0,
    fontWeight: 700,
    paddingBlock: 8,
    textAlign: 'left',
  },
});

// <details> and <summary> without the elements: a button that says whether it is
// expanded, and the content rendered only while it is.
export function Details({summary, children}: {summary: string; children: ReactNode}) {
  const [open, setOpen] = useState(false);
  return (
    <html.div>
      <html.button
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        style={styles.summary}>
        {`${open ? '▾' : '▸'} ${summary}`}
      </html.button>
      {open ? <html.div>{children}</html.div> : null}
    </html.div>
  );
}
