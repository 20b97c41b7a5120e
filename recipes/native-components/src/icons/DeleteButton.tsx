import {css, html} from 'react-strict-dom';
import {Icon} from './Icon';

const styles = css.create({
  danger: {
    color: '#b3261e',
    display: 'flex',
    flexDirection: 'row',
    gap: 4,
  },
});

// On native a string can only be the sole child of an element: next to the icon,
// the label needs an html.span of its own.
export function DeleteButton({onClick}: {onClick: () => void}) {
  return (
    <html.button onClick={onClick} style={styles.danger}>
      <Icon name="close" />
      <html.span>Delete</html.span>
    </html.button>
  );
}
