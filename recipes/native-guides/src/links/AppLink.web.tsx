import {router} from 'expo-router';
import {html} from 'react-strict-dom';
import type {AppLinkProps} from './LinkProps';

// A real <a href> for the browser (open in a new tab, copy the address), and a
// plain click that Expo Router handles without reloading the page.
export function AppLink({href, children}: AppLinkProps) {
  return (
    <html.a
      href={typeof href === 'string' ? href : href.pathname}
      onClick={(event) => {
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (modified || event.button !== 0) return;
        event.preventDefault();
        router.push(href);
      }}>
      {children}
    </html.a>
  );
}
