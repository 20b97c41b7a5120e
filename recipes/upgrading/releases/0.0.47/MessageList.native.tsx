import type {ReactNode} from 'react';
import {ScrollView, type ScrollViewProps} from 'react-native';
import {compat} from 'react-strict-dom';

// Before 0.0.48: `as` named a React Native component.
export function MessageList({children}: {children: ReactNode}) {
  return (
    <compat.native aria-label="Messages" as="view">
      {(nativeProps: ScrollViewProps) => <ScrollView {...nativeProps}>{children}</ScrollView>}
    </compat.native>
  );
}
