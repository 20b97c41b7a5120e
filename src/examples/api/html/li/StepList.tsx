/**
 * An ordered list of steps. Strict lists draw no markers on any platform,
 * so the numbers are part of each item's text: one string, the item's only
 * child, which native needs to show it (an item is a view there).
 * @platforms web android ios
 */
import {css, html} from 'react-strict-dom';

const steps = ['Install the package', 'Add the Babel preset', 'Render html.* elements'];

const styles = css.create({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: 6,
    margin: 0,
    padding: 0,
  },
  item: {
    borderInlineStartColor: '#0b5cd5',
    borderInlineStartStyle: 'solid',
    borderInlineStartWidth: 4,
    paddingInlineStart: 8,
  },
});

export function StepList() {
  return (
    <html.ol style={styles.list}>
      {steps.map((step, index) => (
        <html.li key={step} style={styles.item}>
          {`${index + 1}. ${step}`}
        </html.li>
      ))}
    </html.ol>
  );
}
