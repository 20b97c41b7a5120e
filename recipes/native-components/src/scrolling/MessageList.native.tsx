import {FlatList, type ScrollViewProps} from 'react-native';
import {compat, css, html} from 'react-strict-dom';
import type {MessageListProps} from './MessageList.types';
import {MessageRow} from './MessageRow';

const styles = css.create({
  list: (maxHeight: number) => ({maxHeight}),
});

// FlatList renders only the rows near the screen and recycles them as the
// reader scrolls, so a list of thousands stays fast. The props compat.native
// produces are ScrollView props, which FlatList accepts as well.
export function MessageList({messages, maxHeight}: MessageListProps) {
  return (
    <compat.native aria-label="Messages" as="div" role="list" style={styles.list(maxHeight)}>
      {(nativeProps: ScrollViewProps) => (
        <FlatList
          {...nativeProps}
          data={messages}
          keyExtractor={(message) => message.id}
          // html.ul and html.li give the list and row roles on the web; here the
          // rows need theirs set.
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
