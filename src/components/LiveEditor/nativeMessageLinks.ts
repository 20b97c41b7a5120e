import templates from '@native-messages/templates';
import {
  matchMessage,
  messagePatterns,
  nativeMessagesPath,
  type MatchedMessage,
} from '@site/src/utils/nativeMessageMatch';

/**
 * The native previews' key to src/data/nativeMessages.ts: the templates alone
 * (src/plugins/native-messages), matched against each line the library prints.
 */
const patterns = messagePatterns(templates);

/** The entry a library line belongs to, with what it names in the code; null for a line no template matches. */
export function explain(text: string): MatchedMessage | null {
  return matchMessage(patterns, text);
}

/** The address of an entry, under the base URL. */
export function entryPath(anchor: string): string {
  return `${nativeMessagesPath}#${anchor}`;
}
