import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as cheerio from 'cheerio';
import {rewriteBuiltPage} from '../rewriteBuiltPage';
import {cardRenderer, type CardText} from './card';
import {cardAlt, cardOf, cardSize, sectionOf, type CardTheme} from './paths';

const require = createRequire(import.meta.url);

/** Name under which Docusaurus reports this plugin. */
export const pluginName = 'page-cards';

/** Each card's byte budget: a link preview downloads it, some services refuse larger images. */
export const cardBudgetBytes = 60 * 1024;

const themes: readonly CardTheme[] = ['light', 'dark'];

/** What the cards look like and are drawn with: when it changes, every cached card is stale. */
function drawingFingerprint(staticDir: string): string {
  const hash = createHash('sha256');
  for (const file of ['card.ts', 'paths.ts', 'palettePng.ts'])
    hash.update(readFileSync(join(__dirname, file)));
  for (const file of ['logo.svg', 'logo-dark.svg'])
    hash.update(readFileSync(join(staticDir, 'img', file)));
  for (const name of ['satori', '@resvg/resvg-js', '@fontsource/inter'])
    hash.update(`${name}@${(require(`${name}/package.json`) as {version: string}).version}`);
  return hash.digest('hex');
}

/** The site-wide image, for a page without a card of its own (the not-found page). */
export const defaultImage = 'img/social-card.png';

/** The text drawn on a built page's card, read from the page itself: its title as
 * Docusaurus wrote it, and its description. */
function cardTextOf(
  $: cheerio.CheerioAPI,
  site: {url: string; baseUrl: string; title: string; titleDelimiter: string},
  sitePath: string,
): CardText {
  const suffix = ` ${site.titleDelimiter} ${site.title}`;
  const title = $('head > title').first().text();
  return {
    site: site.title,
    title: title.endsWith(suffix) ? title.slice(0, -suffix.length) : title,
    description: $('meta[name="description"]').attr('content') ?? '',
    section: sectionOf(sitePath),
    address: `${site.url.replace(/^https?:\/\//, '')}${site.baseUrl}${sitePath}`,
  };
}

/** The <meta> tags that name an image for link previews, Open Graph and Twitter alike. */
function imageTags(url: string, card?: {alt: string}): string {
  const tags: [string, string, string][] = [['property', 'og:image', url]];
  if (card)
    tags.push(
      ['property', 'og:image:type', 'image/png'],
      ['property', 'og:image:width', String(cardSize.width)],
      ['property', 'og:image:height', String(cardSize.height)],
      ['property', 'og:image:alt', card.alt],
    );
  tags.push(['name', 'twitter:image', url]);
  if (card) tags.push(['name', 'twitter:image:alt', card.alt]);
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return tags
    .map(([key, name, value]) => `<meta ${key}="${name}" content="${attribute(value)}">`)
    .join('');
}

/** A built page with its image tags added after its title. */
function withImageTags(html: string, tags: string): string {
  // After the title, not before </head>: the search plugin appends there, in whichever
  // order the two rewrites run, and a page's bytes should not depend on it.
  if (!html.includes('</title>')) throw new Error(`[${pluginName}] a page without <title>`);
  return html.replace('</title>', `</title>${tags}`);
}

/**
 * Draws every page's card at build time, in both colour modes, as PNG: the site's mark,
 * the page's section, title and one-line summary, in the site's own colours (card.ts),
 * and names it in the page's <head> with its size and alt text (the not-found page names
 * the site-wide image). Written into the built HTML, not rendered by React: only link
 * previews read these tags, so no page's scripts carry them. No browser and no server: satori lays the card out as SVG, resvg paints it. Cards are cached by what
 * they show and how they are drawn (node_modules/.cache/page-cards), so a build draws only
 * the cards whose page changed.
 */
export default function pageCardsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const site = {
    url: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    title: siteConfig.title,
    titleDelimiter: siteConfig.titleDelimiter ?? '|',
  };
  const staticDir = join(siteDir, 'static');
  const cacheDir = join(siteDir, 'node_modules', '.cache', pluginName);
  return {
    name: pluginName,
    async postBuild({outDir, routesPaths}) {
      let drawing = 0;
      const fingerprint = drawingFingerprint(staticDir);
      let draw: ReturnType<typeof cardRenderer> | undefined;
      let drawn = 0;
      let cached = 0;
      let largest = 0;
      const used = new Set<string>();
      await mkdir(cacheDir, {recursive: true});
      const imageUrl = (path: string) => `${site.url}${site.baseUrl}${path}`;
      const routes = routesPaths.filter((route) => route.startsWith(site.baseUrl));
      // One card at a time: drawing is CPU work, and the other plugins' postBuild run now too.
      for (const route of routes) {
        const sitePath = route.slice(site.baseUrl.length);
        const file = join(
          outDir,
          sitePath.endsWith('.html') ? sitePath : join(sitePath, 'index.html'),
        );
        if (sitePath.endsWith('.html')) {
          await rewriteBuiltPage(file, (html) =>
            withImageTags(html, imageTags(imageUrl(defaultImage))),
          );
          continue;
        }
        const text = cardTextOf(cheerio.load(await readFile(file, 'utf8')), site, sitePath);
        const tags = imageTags(imageUrl(cardOf(sitePath)), {alt: cardAlt(site.title, text)});
        await rewriteBuiltPage(file, (html) => withImageTags(html, tags));
        for (const theme of themes) {
          const key = createHash('sha256')
            .update(`${fingerprint}\n${theme}\n${JSON.stringify(text)}`)
            .digest('hex');
          used.add(`${key}.png`);
          const cachedFile = join(cacheDir, `${key}.png`);
          let png: Buffer;
          try {
            png = await readFile(cachedFile);
            cached += 1;
          } catch {
            const drawStarted = performance.now();
            draw ??= cardRenderer(staticDir);
            png = await draw(text, theme);
            drawing += performance.now() - drawStarted;
            await writeFile(cachedFile, png);
            drawn += 1;
          }
          if (png.length > cardBudgetBytes)
            throw new Error(
              `[${pluginName}] the ${theme} card of ${route} is ${png.length} bytes, over the ${cardBudgetBytes} budget`,
            );
          largest = Math.max(largest, png.length);
          const target = join(outDir, cardOf(sitePath, theme));
          await mkdir(dirname(target), {recursive: true});
          await writeFile(target, png);
        }
      }
      // Cards no page shows any more (a title changed, a page went) leave the cache.
      for (const file of await readdir(cacheDir))
        if (!used.has(file)) await rm(join(cacheDir, file), {force: true});
      logger.info(
        `Cards: ${drawn + cached} for ${(drawn + cached) / themes.length} pages (${drawn} drawn, ${cached} cached), the largest ${(largest / 1024).toFixed(1)} KB, ${(drawing / 1000).toFixed(1)} s drawing.`,
      );
    },
  };
}
