import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as cheerio from 'cheerio';
import {releases, unreleased} from '../../data/releases';
import {escapeHtml} from '../../utils/escapeHtml';
import {releasesFeedPath, releasesPath} from './markdown';

/** Each entry's last change, by the heading id of its section on the page. */
function entryDates(): Map<string, string> {
  return new Map([
    ['not-released-yet', unreleased.through.date],
    ...releases.map((release) => [release.version.replace(/\./g, ''), release.date] as const),
  ]);
}

/** One `<entry>` per `##` section of the built releases page: its heading and its content. */
function entriesOf(html: string, pageUrl: string, origin: string): string[] {
  const $ = cheerio.load(html);
  const dates = entryDates();
  const article = $('article .markdown').first();
  // Heading anchors are for the page; links become absolute, as a feed reader needs them.
  article.find('a.hash-link').remove();
  article.find('a[href^="/"]').each((_, a) => {
    $(a).attr('href', `${origin}${$(a).attr('href')}`);
  });
  return article
    .children('h2')
    .toArray()
    .map((heading) => {
      const id = $(heading).attr('id') ?? '';
      const date = dates.get(id);
      if (!date) throw new Error(`[releases] the section #${id} of the releases page has no date`);
      const content = $(heading)
        .nextUntil('h2')
        .toArray()
        .map((element) => $.html(element))
        .join('');
      return [
        '<entry>',
        `<title>${escapeHtml($(heading).text().trim())}</title>`,
        `<id>${escapeHtml(`${pageUrl}#${id}`)}</id>`,
        `<link rel="alternate" type="text/html" href="${escapeHtml(`${pageUrl}#${id}`)}"/>`,
        `<updated>${date}T00:00:00Z</updated>`,
        `<content type="html">${escapeHtml(content)}</content>`,
        '</entry>',
      ].join('\n');
    });
}

/**
 * The releases page as an Atom feed (`releases.atom`): an entry per section of the built
 * page, what main has changed since the last release and then each release, with the
 * page's own HTML as its content. A feed reader learns of a release or of a change on main.
 */
export default function releasesFeedPlugin(context: LoadContext): Plugin {
  const {url, baseUrl, title} = context.siteConfig;
  const pageUrl = `${url}${baseUrl}${releasesPath}`;
  const feedUrl = `${url}${baseUrl}${releasesFeedPath}`;
  return {
    name: 'releases-feed',
    // Every page names the feed, as a blog names its own: a feed reader finds it from any page.
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'alternate',
              type: 'application/atom+xml',
              title: `${title} releases`,
              href: `${baseUrl}${releasesFeedPath}`,
            },
          },
        ],
      };
    },
    async postBuild({outDir}) {
      const html = await readFile(join(outDir, releasesPath, 'index.html'), 'utf8');
      const entries = entriesOf(html, pageUrl, url);
      const updated = [...entryDates().values()].sort().at(-1);
      const feed = [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<feed xmlns="http://www.w3.org/2005/Atom">',
        `<title>${escapeHtml(`${title} releases`)}</title>`,
        `<subtitle>Every release of react-strict-dom, and what its main branch has changed since the last one.</subtitle>`,
        `<id>${escapeHtml(pageUrl)}</id>`,
        `<link rel="self" type="application/atom+xml" href="${escapeHtml(feedUrl)}"/>`,
        `<link rel="alternate" type="text/html" href="${escapeHtml(pageUrl)}"/>`,
        `<updated>${updated}T00:00:00Z</updated>`,
        `<author><name>${escapeHtml(title)}</name></author>`,
        ...entries,
        '</feed>',
        '',
      ].join('\n');
      await writeFile(join(outDir, releasesFeedPath), feed);
    },
  };
}
