import type {ReactNode} from 'react';
import {css, html} from 'react-strict-dom';

// Web only: on native this logs an error and the toast appears without moving.
// @native-prints error css.keyframes() is not supported.
const slideIn = css.keyframes({
  from: {opacity: 0, transform: 'translateY(16px)'},
  to: {opacity: 1, transform: 'translateY(0px)'},
});

const styles = css.create({
  toast: {
    // Native warns about each animation* key but the delay and duration:
    // @native-prints warn unsupported style property "animationFillMode"
    // @native-prints warn unsupported style property "animationName"
    // @native-prints warn unsupported style property "animationTimingFunction"
    animationDuration: '300ms',
    animationFillMode: 'both',
    animationName: slideIn,
    animationTimingFunction: 'ease-out',
    backgroundColor: '#1c1e21',
    borderRadius: 8,
    color: 'white',
    padding: 12,
  },
});

export function Toast({children}: {children: ReactNode}) {
  return (
    <html.div role="status" style={styles.toast}>
      {children}
    </html.div>
  );
}
