import {Linking} from 'react-native';
import {html} from 'react-strict-dom';
import type {ExternalLinkProps} from './LinkProps';

// No href on native: the library would replace onClick with a handler that only
// logs an error. The system opens the address instead (the browser for https:,
// the mail app for mailto:).
export function ExternalLink({href, children}: ExternalLinkProps) {
  return <html.a onClick={() => Linking.openURL(href)}>{children}</html.a>;
}
