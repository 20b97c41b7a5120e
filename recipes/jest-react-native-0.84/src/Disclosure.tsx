import {useState} from 'react';
import {css, html} from 'react-strict-dom';

const styles = css.create({
  button: {
    backgroundColor: {default: '#0b5cd5', ':hover': '#0a4fb8'},
    borderRadius: 8,
    color: 'white',
    paddingBlock: 8,
    paddingInline: 16,
  },
  panel: {
    marginTop: 8,
  },
});

type Props = {
  children: string;
  title: string;
};

export function Disclosure({children, title}: Props) {
  const [open, setOpen] = useState(false);
  return (
    <html.section aria-label={title}>
      <html.button aria-expanded={open} onClick={() => setOpen(!open)} style={styles.button}>
        {title}
      </html.button>
      {open && (
        <html.p data-testid="disclosure-panel" style={styles.panel}>
          {children}
        </html.p>
      )}
    </html.section>
  );
}
