import {css, html} from 'react-strict-dom';

// Web only: on native this logs "css.positionTry() is not supported."
const below = css.positionTry({
  positionArea: 'bottom',
});

const styles = css.create({
  button: {
    anchorName: '--help-button',
  },
  tooltip: {
    position: 'absolute',
    positionAnchor: '--help-button',
    positionArea: 'top',
    // Used when the tooltip does not fit above the button.
    positionTryFallbacks: below,
  },
});

export function HelpButton({hint}: {hint: string}) {
  return (
    <html.div>
      <html.button style={styles.button}>?</html.button>
      <html.span role="tooltip" style={styles.tooltip}>
        {hint}
      </html.span>
    </html.div>
  );
}
