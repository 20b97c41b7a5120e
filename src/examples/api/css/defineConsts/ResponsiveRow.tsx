/**
 * Three boxes that stack on narrow screens and sit in a row from 640px,
 * with the media query kept in one constant.
 * @platforms web android ios
 */
import {css, html} from 'react-strict-dom';
import {breakpoints} from './breakpoints.css';

const styles = css.create({
  row: {
    display: 'flex',
    flexDirection: {
      default: 'column',
      [breakpoints.wide]: 'row',
    },
    gap: 8,
  },
  box: {
    backgroundColor: '#0b5cd5',
    borderRadius: 8,
    color: '#ffffff',
    flexGrow: 1,
    padding: 12,
    textAlign: 'center',
  },
});

export function ResponsiveRow() {
  return (
    <html.div style={styles.row}>
      <html.div style={styles.box}>Plan</html.div>
      <html.div style={styles.box}>Build</html.div>
      <html.div style={styles.box}>Ship</html.div>
    </html.div>
  );
}
