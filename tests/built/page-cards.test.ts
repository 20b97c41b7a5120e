import {createHash} from 'node:crypto';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {cardBudgetBytes} from '../../src/plugins/page-cards';
import {cardOf, cardSize} from '../../src/plugins/page-cards/paths';
import {basePath, builtAsset, builtFile, page, publishedPages, text} from './build';

// Each page's card (src/plugins/page-cards): named in the page's <head> for link
// previews, drawn in both colour modes, within its byte budget, and one per page.

const siteUrl = 'https://react.github.io';
const pages = publishedPages();
const card = (path: string, theme: 'light' | 'dark') =>
  builtAsset(`${basePath}${cardOf(path, theme)}`);

/** A PNG's width and height, from its IHDR chunk. */
const sizeOf = (png: Buffer) => ({width: png.readUInt32BE(16), height: png.readUInt32BE(20)});

describe('every published page names its own card', () => {
  it('finds the pages, the landing page and the playground among them', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(pages).toContain('');
    expect(pages).toContain('playground/');
  });

  it.each(pages)('%s: og:image and twitter:image, with the size and alt text', (path) => {
    const $ = page(path);
    const meta = (key: string) =>
      $(`meta[property="${key}"], meta[name="${key}"]`)
        .toArray()
        .map((tag) => tag.attribs.content);
    const url = `${siteUrl}${basePath}${cardOf(path)}`;
    expect(meta('og:image')).toEqual([url]);
    expect(meta('twitter:image')).toEqual([url]);
    expect(meta('og:image:width')).toEqual([String(cardSize.width)]);
    expect(meta('og:image:height')).toEqual([String(cardSize.height)]);
    const [alt] = meta('og:image:alt');
    expect(meta('twitter:image:alt')).toEqual([alt]);
    // The alt text reads the card: the page's title and its summary.
    const title = $('head > title')
      .text()
      .replace(/ \| React Strict DOM$/, '');
    expect(alt).toContain(`${title}. `);
    expect(alt).toContain(text($('meta[name="description"]').attr('content') ?? ''));
  });

  it('the not-found page keeps the site-wide image', () => {
    const $ = cheerio.load(builtFile('404.html'));
    expect($('meta[property="og:image"]').attr('content')).toBe(
      `${siteUrl}${basePath}img/social-card.png`,
    );
  });
});

describe('the cards', () => {
  it.each(pages)('%s: a PNG of the card size in both colour modes, within the budget', (path) => {
    for (const theme of ['light', 'dark'] as const) {
      const png = card(path, theme);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(sizeOf(png)).toEqual(cardSize);
      expect(png.length).toBeLessThanOrEqual(cardBudgetBytes);
    }
  });

  it('differ from page to page and between the colour modes', () => {
    const digests = pages.flatMap((path) =>
      (['light', 'dark'] as const).map((theme) =>
        createHash('sha256').update(card(path, theme)).digest('hex'),
      ),
    );
    expect(new Set(digests).size).toBe(pages.length * 2);
  });
});
