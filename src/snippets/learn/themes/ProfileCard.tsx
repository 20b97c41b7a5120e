import {css, html} from 'react-strict-dom';
import {breakpoints} from './breakpoints.css';
import {colors, spacing} from './tokens.css';

const styles = css.create({
  card: {
    backgroundColor: colors.surface,
    borderColor: colors.accent,
    borderRadius: 12,
    borderStyle: 'solid',
    borderWidth: 1,
    padding: {
      default: spacing.medium,
      [breakpoints.wide]: spacing.large,
    },
  },
  name: {
    color: colors.text,
    fontSize: '1.25rem',
  },
  role: {
    color: colors.mutedText,
  },
});

export function ProfileCard({name, role}: {name: string; role: string}) {
  return (
    <html.article style={styles.card}>
      <html.h3 style={styles.name}>{name}</html.h3>
      <html.p style={styles.role}>{role}</html.p>
    </html.article>
  );
}
