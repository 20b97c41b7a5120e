import {ScrollView, type ScrollViewProps} from 'react-native';
import {compat, css, html} from 'react-strict-dom';
import type {ScrollAreaProps} from './ScrollArea.types';

const styles = css.create({
  // Applied to the ScrollView itself: it needs a bounded height to scroll.
  area: (maxHeight: number) => ({maxHeight}),
});

export function ScrollArea({label, maxHeight, children}: ScrollAreaProps) {
  return (
    // compat.native turns the strict props into React Native ones (aria-label
    // becomes accessibilityLabel, the style is resolved) and passes them to
    // the function, which renders the ScrollView that html.div never is.
    <compat.native aria-label={label} as="div" style={styles.area(maxHeight)}>
      {(nativeProps: ScrollViewProps) => (
        <ScrollView {...nativeProps}>
          {/* The content sits in an html.div, which css.create styles as usual. */}
          <html.div>{children}</html.div>
        </ScrollView>
      )}
    </compat.native>
  );
}
