import {css, html} from 'react-strict-dom';
import {colors} from './tokens.stylex';

const styles = css.create({
  badge: {
    backgroundColor: colors.badge,
    borderRadius: 999,
    color: colors.onBadge,
    paddingInline: 8,
  },
});

export function Badge({count}: {count: number}) {
  return <html.span style={styles.badge}>{count}</html.span>;
}
