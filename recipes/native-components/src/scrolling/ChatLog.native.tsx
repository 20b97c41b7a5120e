import {useRef} from 'react';
import {FlatList, StyleSheet, type ScrollViewProps} from 'react-native';
import {compat, css, html} from 'react-strict-dom';
import type {Message} from './MessageList.types';
import {MessageRow} from './MessageRow';

const styles = css.create({
  log: (maxHeight: number) => ({maxHeight}),
});

// The box that scrolls is React Native's: compat.native only styles the outer
// one, so padding inside the list is a StyleSheet style on contentContainerStyle.
const content = StyleSheet.create({
  list: {paddingVertical: 8},
});

export function ChatLog({messages, maxHeight}: {messages: readonly Message[]; maxHeight: number}) {
  const listRef = useRef<FlatList<Message>>(null);
  return (
    <compat.native aria-label="Chat" as="div" role="list" style={styles.log(maxHeight)}>
      {(nativeProps: ScrollViewProps) => (
        <FlatList
          {...nativeProps}
          // After the spread: nativeProps has a ref of the library's, which would
          // replace yours if it came later.
          ref={listRef}
          contentContainerStyle={content.list}
          data={messages}
          keyExtractor={(message) => message.id}
          // Keep the newest message in view as messages arrive.
          onContentSizeChange={() => listRef.current?.scrollToEnd()}
          renderItem={({item}) => (
            <html.div role="listitem">
              <MessageRow message={item} />
            </html.div>
          )}
        />
      )}
    </compat.native>
  );
}
