import type {ReactNode} from 'react';
import {ScrollView, type ScrollViewProps} from 'react-native';
import {compat} from 'react-strict-dom';

// Since 0.0.48, `as` names the html element whose props are translated:
// 'div' (was 'view'), 'span' (was 'text') or 'img' (was 'image').
export function MessageList({children}: {children: ReactNode}) {
  return (
    <compat.native aria-label="Messages" as="div">
      {(nativeProps: ScrollViewProps) => <ScrollView {...nativeProps}>{children}</ScrollView>}
    </compat.native>
  );
}
