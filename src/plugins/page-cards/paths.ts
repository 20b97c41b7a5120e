/**
 * Where each page's card is and what it is called: shared by the build, which draws the
 * cards and names them in the pages, and the tests.
 */

/** The cards' size in pixels: the 1.91:1 that link previews crop to. */
export const cardSize = {width: 1200, height: 630} as const;

export type CardTheme = 'light' | 'dark';

/**
 * A page's card, under the base URL: `learn/styles/` → `img/cards/learn/styles.png`
 * (`styles.dark.png` in the dark colour mode); the landing page's is `img/cards/index.png`.
 */
export function cardOf(sitePath: string, theme: CardTheme = 'light'): string {
  const name = sitePath.replace(/^\/+|\/+$/g, '') || 'index';
  return `img/cards/${name}${theme === 'dark' ? '.dark' : ''}.png`;
}

/** The part of the site a page is in, named as the navbar names it (none for the landing page). */
export function sectionOf(sitePath: string): string | undefined {
  const top = sitePath.replace(/^\/+/, '').split('/')[0];
  return (
    {learn: 'Learn', api: 'API', contribute: 'Contribute', playground: 'Playground'} as Record<
      string,
      string
    >
  )[top ?? ''];
}

/** The card's alt text: what the card shows, in the order it shows it. */
export function cardAlt(
  site: string,
  page: {title: string; description: string; section?: string},
): string {
  const where = page.section ? `${site}, ${page.section}` : site;
  return `${where}: ${page.title}. ${page.description}`;
}
