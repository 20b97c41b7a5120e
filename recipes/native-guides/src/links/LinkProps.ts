import type {Href} from 'expo-router';

// Shared by the web and native files, so callers type-check the same everywhere.
export interface ExternalLinkProps {
  /** An address outside the app: https:, mailto:, tel: … */
  href: string;
  children: string;
}

export interface AppLinkProps {
  /** A route of the app, as Expo Router types them: '/contact', '/orders/42' … */
  href: Href;
  children: string;
}
