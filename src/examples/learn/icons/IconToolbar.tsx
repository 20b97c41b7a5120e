/**
 * Icons drawn with an inline <svg> on the web. fill="currentColor" paints each
 * icon in the text colour of its button, so hovering a button recolours its
 * icon with the same style rule that recolours the label.
 * @platforms web
 */
import {css, html} from 'react-strict-dom';

const paths = {
  check: 'M3.5 12.5 5 11l4.5 4.5L19 6l1.5 1.5-11 11z',
  plus: 'M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z',
};

const styles = css.create({
  toolbar: {display: 'flex', flexWrap: 'wrap', gap: 8},
  button: {
    alignItems: 'center',
    // A dark button in both colour modes, so both text colours stay readable.
    backgroundColor: '#10284f',
    borderRadius: 8,
    borderWidth: 0,
    color: {default: '#ffffff', ':hover': '#ffd35c'},
    display: 'flex',
    fontSize: 16,
    gap: 6,
    paddingBlock: 6,
    paddingInline: 12,
  },
});

function Icon({d}: {d: string}) {
  // Decorative: the button's text already says what it does.
  return (
    <svg aria-hidden={true} fill="currentColor" height={20} viewBox="0 0 24 24" width={20}>
      <path d={d} />
    </svg>
  );
}

export function IconToolbar() {
  return (
    <html.div style={styles.toolbar}>
      <html.button style={styles.button}>
        <Icon d={paths.plus} />
        <html.span>New task</html.span>
      </html.button>
      <html.button style={styles.button}>
        <Icon d={paths.check} />
        <html.span>Mark done</html.span>
      </html.button>
    </html.div>
  );
}
