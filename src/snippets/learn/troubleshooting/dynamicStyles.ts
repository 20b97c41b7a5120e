import {css} from 'react-strict-dom';

export const styles = css.create({
  // Not ({opacity}) => …: each parameter must be a plain name.
  fade: (opacity: number) => ({opacity}),
});
