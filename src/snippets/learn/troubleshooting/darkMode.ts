import {css} from 'react-strict-dom';

export const styles = css.create({
  page: {
    backgroundColor: {
      default: 'white',
      // Native matches this key exactly: one space after the colon.
      '@media (prefers-color-scheme: dark)': '#18191a',
    },
  },
});
