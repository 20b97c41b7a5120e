import type {ReactNode} from 'react';

export interface DialogProps {
  open: boolean;
  /** Called by the close button, and by Escape (web) or the back button (Android). */
  onClose: () => void;
  title: string;
  children: ReactNode;
}
