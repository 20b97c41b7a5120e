import type {ComponentProps, ReactNode} from 'react';
import {css, html} from 'react-strict-dom';

// Exactly what <html.div style> accepts: css.create() results, themes,
// falsy values and nested arrays of them.
type DivStyle = ComponentProps<typeof html.div>['style'];

interface BoxProps {
  children?: ReactNode;
  style?: DivStyle;
}

const styles = css.create({
  box: {borderRadius: 8, padding: 12},
});

export function Box({children, style}: BoxProps) {
  // Later entries win, so the caller's styles override the defaults.
  return <html.div style={[styles.box, style]}>{children}</html.div>;
}
