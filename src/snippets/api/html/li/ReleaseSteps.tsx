import {css, html} from 'react-strict-dom';

const styles = css.create({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: 4,
  },
});

const steps = ['Bump the version', 'Update the changelog', 'Publish to npm'];

// Lists have no markers on either platform, so the number is part of the
// text. value still sets each item's ordinal on web; native ignores it.
export function ReleaseSteps() {
  return (
    <html.ol style={styles.list}>
      {steps.map((step, index) => (
        <html.li key={step} value={index + 1}>
          <html.span>
            {index + 1}. {step}
          </html.span>
        </html.li>
      ))}
    </html.ol>
  );
}
