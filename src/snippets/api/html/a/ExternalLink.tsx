import type {ReactNode} from 'react';
import {html} from 'react-strict-dom';

interface Props {
  href: string;
  children: ReactNode;
}

// Opens in a new tab on web. On native, href does nothing yet (see the
// platform notes), so a native build needs its own way to open the URL.
export function ExternalLink({href, children}: Props) {
  return (
    <html.a href={href} rel="noopener noreferrer" target="_blank">
      {children}
    </html.a>
  );
}
