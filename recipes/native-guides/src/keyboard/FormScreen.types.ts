import type {ReactNode} from 'react';

export interface FormScreenProps {
  children: ReactNode;
}
