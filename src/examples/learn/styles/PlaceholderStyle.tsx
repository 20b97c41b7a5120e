/**
 * A search field whose placeholder is grey and italic. Native applies only
 * the placeholder's `color`, and warns about its `fontStyle`.
 * @platforms web android ios
 * @native-prints warn unsupported "::placeholder" style property "fontStyle"
 */
import {css, html} from 'react-strict-dom';

const styles = css.create({
  input: {
    backgroundColor: '#ffffff',
    borderColor: '#8d949e',
    borderRadius: 8,
    borderStyle: 'solid',
    borderWidth: 1,
    color: '#1c1e21',
    fontSize: 16,
    paddingBlock: 6,
    paddingInline: 10,
    '::placeholder': {
      color: '#57606a',
      fontStyle: 'italic',
    },
  },
});

export function PlaceholderStyle() {
  return <html.input aria-label="Search" placeholder="Search recipes" style={styles.input} />;
}
