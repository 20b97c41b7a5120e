import type {ReactNode} from 'react';
import {ScrollView, type ScrollViewProps} from 'react-native';
import {compat, css} from 'react-strict-dom';

const styles = css.create({
  sidebar: {
    inlineSize: 280,
  },
});

// Before 0.0.49: compat.native started from position 'static' and boxSizing 'content-box'.
export function Sidebar({children}: {children: ReactNode}) {
  return (
    <compat.native as="div" style={styles.sidebar}>
      {(nativeProps: ScrollViewProps) => <ScrollView {...nativeProps}>{children}</ScrollView>}
    </compat.native>
  );
}
