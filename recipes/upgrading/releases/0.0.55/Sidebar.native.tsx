import type {ReactNode} from 'react';
import {ScrollView, type ScrollViewProps} from 'react-native';
import {compat, css} from 'react-strict-dom';

const styles = css.create({
  // The two defaults compat.native applied before 0.0.49. Add them only if
  // the layout relied on them: React Native's own are position 'relative'
  // and boxSizing 'border-box'.
  legacyDefaults: {
    boxSizing: 'content-box',
    position: 'static',
  },
  sidebar: {
    inlineSize: 280,
  },
});

export function Sidebar({children}: {children: ReactNode}) {
  return (
    <compat.native as="div" style={[styles.legacyDefaults, styles.sidebar]}>
      {(nativeProps: ScrollViewProps) => <ScrollView {...nativeProps}>{children}</ScrollView>}
    </compat.native>
  );
}
