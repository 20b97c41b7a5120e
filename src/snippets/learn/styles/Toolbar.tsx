import {css, html} from 'react-strict-dom';

const styles = css.create({
  toolbar: {
    // Browsers use the first value they support. Native always uses the
    // first value, and falls back from 'sticky' to 'relative' with a warning:
    // @native-prints warn unsupported style value in "position:sticky".
    //   Falling back to "position:relative".
    position: css.firstThatWorks('sticky', 'relative'),
    top: 0,
  },
});

export function Toolbar({title}: {title: string}) {
  return (
    <html.header style={styles.toolbar}>
      <html.h2>{title}</html.h2>
    </html.header>
  );
}
