import {css, html} from 'react-strict-dom';

const styles = css.create({
  item: {
    // :active wins over :hover when both apply, on web and native alike.
    backgroundColor: {
      default: 'transparent',
      ':hover': '#eef3fb',
      ':active': '#d5e3f7',
    },
    borderRadius: 6,
    paddingBlock: 8,
    paddingInline: 12,
  },
});

export function MenuItem({
  label,
  onSelect,
  onPressStart,
}: {
  label: string;
  onSelect: () => void;
  onPressStart?: () => void;
}) {
  // On native the library adds pointer handlers to track :hover and :active;
  // it calls handlers of your own, such as onPointerDown, as well.
  return (
    <html.div onClick={onSelect} onPointerDown={onPressStart} role="menuitem" style={styles.item}>
      {label}
    </html.div>
  );
}
