import type {ReactNode} from 'react';
import {css, html} from 'react-strict-dom';
import {breakpoints, durations} from './breakpoints.css';

const styles = css.create({
  sidebar: {
    // Constants can be condition keys, which variables cannot.
    display: {default: 'none', [breakpoints.wide]: 'flex'},
    flexDirection: 'column',
    inlineSize: {default: '100%', [breakpoints.wide]: 280},
    opacity: {default: 1, ':hover': 0.9},
    transitionDuration: durations.fast,
    transitionProperty: 'opacity',
  },
});

export function Sidebar({children}: {children: ReactNode}) {
  return <html.nav style={styles.sidebar}>{children}</html.nav>;
}
