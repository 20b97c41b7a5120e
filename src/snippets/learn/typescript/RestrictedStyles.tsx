import type {ReactNode} from 'react';
import {css, html} from 'react-strict-dom';
import type {StaticStyles, Styles, StylesWithout} from 'react-strict-dom';

// Callers may change the colour and the font size, nothing else.
type BadgeStyle = Styles<{color?: string; fontSize?: number}>;

export function Badge(props: {children: ReactNode; style?: BadgeStyle}) {
  return <html.span style={props.style}>{props.children}</html.span>;
}

// Callers may style anything except the spacing, which the toolbar owns.
type ToolbarStyle = StylesWithout<{margin: unknown; padding: unknown}>;

export function Toolbar(props: {children: ReactNode; style?: ToolbarStyle}) {
  return <html.div style={props.style}>{props.children}</html.div>;
}

// Any static style; results of dynamic style functions are refused.
export function Divider(props: {style?: StaticStyles}) {
  return <html.hr style={props.style} />;
}

const styles = css.create({
  muted: {color: '#606770'},
  roomy: {padding: 24},
  height: (px: number) => ({height: px}),
});

export const examples = [
  <Badge key="1" style={styles.muted}>new</Badge>,
  // @ts-expect-error padding is not one of the Badge's style properties
  <Badge key="2" style={styles.roomy}>new</Badge>,
  // @ts-expect-error the Toolbar does not accept padding
  <Toolbar key="3" style={styles.roomy}>…</Toolbar>,
  // @ts-expect-error a dynamic style is not a static style
  <Divider key="4" style={styles.height(2)} />,
];
