import type {ReactNode} from 'react';
import {ScrollView, type ScrollViewProps} from 'react-native';
import {compat, css} from 'react-strict-dom';

const styles = css.create({
  strip: {
    backgroundColor: '#f4f4f4',
    height: 120,
  },
});

// A .native.tsx file: compat exists only in the native build. compat.native
// turns strict props (aria-label, style, onScroll) into React Native props and
// hands them to the function child, which renders a horizontal ScrollView.
export function PhotoStrip({children}: {children: ReactNode}) {
  return (
    <compat.native aria-label="Photos" as="div" style={styles.strip}>
      {(nativeProps: ScrollViewProps) => (
        <ScrollView {...nativeProps} horizontal>
          {children}
        </ScrollView>
      )}
    </compat.native>
  );
}
