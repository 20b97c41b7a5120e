import type {ReactNode} from 'react';

export interface SafeScreenProps {
  /** The bar at the top: its background runs under the status bar and the notch. */
  title: string;
  children: ReactNode;
}
