/**
 * react-native is not installed here (README: `npm ls`), so code written for the native
 * type tree is checked against this stand-in: the few components and types the site's
 * native-only files use.
 */
export const reactNativeStub = `
declare module 'react-native' {
  import type {ComponentType, ReactNode} from 'react';
  export interface ScrollViewProps {
    children?: ReactNode;
    horizontal?: boolean | null;
    [prop: string]: unknown;
  }
  export const ScrollView: ComponentType<ScrollViewProps>;
}
`;
