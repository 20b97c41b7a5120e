import {css, html} from 'react-strict-dom';
import type {SafeScreenProps} from './SafeScreen.types';

// Browsers give the insets as CSS environment variables, 0px outside a phone.
const styles = css.create({
  screen: {backgroundColor: '#f6f8fa', minHeight: '100vh'},
  bar: {
    backgroundColor: '#0b5cd5',
    paddingBottom: 12,
    paddingLeft: 'calc(env(safe-area-inset-left) + 16px)',
    paddingRight: 'calc(env(safe-area-inset-right) + 16px)',
    paddingTop: 'calc(env(safe-area-inset-top) + 12px)',
  },
  title: {color: '#ffffff', fontSize: 20, fontWeight: 700},
  content: {
    display: 'flex',
    flexDirection: 'column',
    paddingBottom: 'calc(env(safe-area-inset-bottom) + 16px)',
    paddingInline: 16,
    paddingTop: 16,
    rowGap: 16,
  },
});

export function SafeScreen({title, children}: SafeScreenProps) {
  return (
    <html.div style={styles.screen}>
      <html.header style={styles.bar}>
        <html.h1 style={styles.title}>{title}</html.h1>
      </html.header>
      <html.main style={styles.content}>{children}</html.main>
    </html.div>
  );
}
