import {readFileSync} from 'node:fs';

/** Every published page, from the built sitemap: paths relative to the base URL. */
export function publishedPages(): string[] {
  const sitemap = readFileSync('build/sitemap.xml', 'utf8');
  return [
    ...sitemap.matchAll(/<loc>https:\/\/react\.github\.io\/react-strict-dom\/([^<]*)<\/loc>/g),
  ].map((match) => match[1]);
}
