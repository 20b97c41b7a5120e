import {ScrollView} from 'react-native';
import {useSafeAreaInsets} from 'react-native-safe-area-context';
import {css, html} from 'react-strict-dom';
import type {SafeScreenProps} from './SafeScreen.types';

// The bars keep 12 px of their own padding inside the inset: the sums are done
// here, since native has no calc().
const styles = css.create({
  // A screen has a definite height: the bar stays put and the ScrollView, a flex item
  // that grows by default, takes the rest.
  screen: {
    backgroundColor: '#f6f8fa',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
  },
  bar: (top: number, left: number, right: number) => ({
    backgroundColor: '#0b5cd5',
    paddingBottom: 12,
    paddingLeft: left + 16,
    paddingRight: right + 16,
    paddingTop: top + 12,
  }),
  title: {color: '#ffffff', fontSize: 20, fontWeight: 700},
  content: (bottom: number, left: number, right: number) => ({
    display: 'flex',
    flexDirection: 'column',
    paddingBottom: bottom + 16,
    paddingLeft: left + 16,
    paddingRight: right + 16,
    paddingTop: 16,
    rowGap: 16,
  }),
});

export function SafeScreen({title, children}: SafeScreenProps) {
  const {top, right, bottom, left} = useSafeAreaInsets();
  return (
    <html.div style={styles.screen}>
      <html.header style={styles.bar(top, left, right)}>
        <html.h1 style={styles.title}>{title}</html.h1>
      </html.header>
      <ScrollView>
        <html.main style={styles.content(bottom, left, right)}>{children}</html.main>
      </ScrollView>
    </html.div>
  );
}
