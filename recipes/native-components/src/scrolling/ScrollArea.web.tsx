import {css, html} from 'react-strict-dom';
import type {ScrollAreaProps} from './ScrollArea.types';

const styles = css.create({
  area: (maxHeight: number) => ({
    maxHeight,
    // Browsers scroll any box whose content overflows it.
    overflowY: 'auto',
  }),
});

export function ScrollArea({label, maxHeight, children}: ScrollAreaProps) {
  return (
    // tabIndex 0: keyboard users can focus the region and scroll it with the arrow keys.
    <html.div aria-label={label} role="region" tabIndex={0} style={styles.area(maxHeight)}>
      {children}
    </html.div>
  );
}
