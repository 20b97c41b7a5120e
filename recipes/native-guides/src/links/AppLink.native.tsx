import {router} from 'expo-router';
import {html} from 'react-strict-dom';
import type {AppLinkProps} from './LinkProps';

// onClick becomes the Text's onPress; without href the library keeps it.
export function AppLink({href, children}: AppLinkProps) {
  return <html.a onClick={() => router.push(href)}>{children}</html.a>;
}
