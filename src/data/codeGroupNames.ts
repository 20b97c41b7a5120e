/**
 * The colour groups of highlighted code, in the order their markers number them
 * (src/plugins/syntax-tokens/tokens.ts). A file of its own so the browser bundle,
 * which only decodes markers, does not carry the colours (src/data/codeThemes.ts).
 */
export const codeGroupNames = [
  'comment',
  'string',
  'keyword',
  'function',
  'constant',
  'tag',
  'class-name',
  'punctuation',
] as const;

export type CodeGroupName = (typeof codeGroupNames)[number];
