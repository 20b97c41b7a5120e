import {html} from 'react-strict-dom';
import type {ExternalLinkProps} from './LinkProps';

// In a browser a real link: it opens in a new tab, and the reader can copy it,
// middle-click it or open it in a private window.
export function ExternalLink({href, children}: ExternalLinkProps) {
  return (
    <html.a href={href} rel="noopener noreferrer" target="_blank">
      {children}
    </html.a>
  );
}
