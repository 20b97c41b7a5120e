/**
 * A row of tags whose spacing, colours and corner radius come from variables.
 * @platforms web android ios
 */
import {css, html} from 'react-strict-dom';
import {brand, spacing} from './tokens.css';

const styles = css.create({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: spacing.medium,
  },
  tag: {
    backgroundColor: brand.accent,
    borderRadius: brand.pill,
    color: brand.onAccent,
    fontSize: 14,
    paddingBlock: spacing.small,
    paddingInline: spacing.large,
  },
});

const tags = ['web', 'android', 'ios'];

export function TagList() {
  return (
    <html.div style={styles.list}>
      {tags.map((tag) => (
        <html.span key={tag} style={styles.tag}>
          {tag}
        </html.span>
      ))}
    </html.div>
  );
}
