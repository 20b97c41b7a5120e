/** The page's sections and their table of contents (see src/plugins/native-messages). */
declare module '@native-messages/page' {
  const sections: import('@site/src/plugins/native-messages').MessageSection[];
  export default sections;
  export const toc: {value: string; id: string; level: number}[];
}

/** The templates alone, for the native previews' links and underlines. */
declare module '@native-messages/templates' {
  const templates: import('@site/src/utils/nativeMessageMatch').MessageTemplate[];
  export default templates;
}
