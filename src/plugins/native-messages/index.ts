import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {messageTopics, nativeMessages, type NativeMessage} from '../../data/nativeMessages';
import {escapeHtml} from '../../utils/escapeHtml';
import {anchorOf, type MessageTemplate} from '../../utils/nativeMessageMatch';
import {syntaxTokens} from '../syntax-tokens/tokenize';

/** Name under which Docusaurus reports this plugin; also its folder in `.docusaurus/`. */
export const pluginName = 'native-messages';

/** An entry as /api/native-messages/ shows it: code highlighted at build time. */
export interface MessageEntry extends Omit<NativeMessage, 'fires' | 'instead' | 'insteadFiles'> {
  anchor: string;
  fires: {tokens: string; pressed: boolean} | {reason: string};
  instead: string;
  /** The files `instead` imports, each with its name and highlighted code. */
  insteadFiles: {name: string; tokens: string}[];
}

/** One section of the page and its entries. */
export interface MessageSection {
  id: string;
  title: string;
  entries: MessageEntry[];
}

/** The page's sections in messageTopics' order, each entry with its anchor and highlighted code. */
export function messageSections(messages: readonly NativeMessage[] = nativeMessages) {
  return Object.entries(messageTopics).map(([topic, title]): MessageSection => ({
    id: anchorOf(title),
    title,
    entries: messages
      .filter((message) => message.topic === topic)
      .map((message) => ({
        ...message,
        anchor: anchorOf(message.template),
        fires:
          'code' in message.fires
            ? {
                tokens: syntaxTokens(message.fires.code, 'tsx'),
                pressed: Boolean(message.fires.press),
              }
            : {reason: message.fires.reason},
        instead: syntaxTokens(message.instead, 'tsx'),
        insteadFiles: Object.entries(message.insteadFiles ?? {}).map(([name, code]) => ({
          name,
          tokens: syntaxTokens(code, name.endsWith('.tsx') ? 'tsx' : 'ts'),
        })),
      })),
  }));
}

/** The table of contents of the sections: Docusaurus builds it from MDX headings, and these are a component's. */
export function messageToc(sections: readonly MessageSection[]) {
  return sections.flatMap((section) => [
    {value: escapeHtml(section.title), id: section.id, level: 2},
    ...section.entries.map((entry) => ({
      value: `<code>${escapeHtml(entry.template)}</code>`,
      id: entry.anchor,
      level: 3,
    })),
  ]);
}

/** What a native preview needs to link and underline a message, and nothing more. */
export function previewTemplates(
  messages: readonly NativeMessage[] = nativeMessages,
): MessageTemplate[] {
  return messages.map(({template, mark}) => (mark ? {template, mark} : {template}));
}

/**
 * The entries of src/data/nativeMessages.ts as two modules: `@native-messages/page`,
 * the page's sections with code highlighted at build time, and
 * `@native-messages/templates`, the templates alone, which the native previews
 * load with their view to link each message to its entry.
 */
export default function nativeMessagesPlugin(context: LoadContext): Plugin {
  const generatedDir = path.join(context.generatedFilesDir, pluginName, 'default');
  return {
    name: pluginName,
    getPathsToWatch: () => [path.join(context.siteDir, 'src/data/nativeMessages.ts')],
    async contentLoaded({actions}) {
      const sections = messageSections();
      await actions.createData(
        'page.js',
        `export default ${JSON.stringify(sections)};\nexport const toc = ${JSON.stringify(messageToc(sections))};\n`,
      );
      await actions.createData(
        'templates.js',
        `export default ${JSON.stringify(previewTemplates())};\n`,
      );
    },
    configureWebpack() {
      return {resolve: {alias: {'@native-messages': generatedDir}}};
    },
  };
}
