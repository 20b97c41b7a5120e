/** The marker characters syntax tokens put before runs of text (see ./tokens.ts). */
export const markers = /[\x10-\x1f]/g;

/**
 * The code as written: what the copy button copies. A module of its own because the
 * example modules in page chunks need only this, and importing all of tokens.ts
 * there would put a second copy of it in every page with an example.
 */
export function codeOf(tokens: string): string {
  return tokens.replace(markers, '');
}
