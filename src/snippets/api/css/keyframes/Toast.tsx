import {css, html} from 'react-strict-dom';

// Web only: on native this logs "css.keyframes() is not supported."
const fadeIn = css.keyframes({
  from: {opacity: 0, transform: 'translateY(8px)'},
  to: {opacity: 1, transform: 'translateY(0)'},
});

const styles = css.create({
  toast: {
    animationDuration: '200ms',
    animationName: fadeIn,
    animationTimingFunction: 'ease-out',
  },
});

export function Toast({message}: {message: string}) {
  return (
    <html.div role="status" style={styles.toast}>
      {message}
    </html.div>
  );
}
