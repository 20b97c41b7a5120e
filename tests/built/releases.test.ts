// @vitest-environment jsdom
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {releases} from '../../src/data/releases';
import {releasesFeedPath, releasesPath} from '../../src/plugins/releases/markdown';
import {basePath, builtFile, page, publishedPages, text} from './build';

// The releases page (/learn/releases/, from src/data/releases.ts) and its Atom feed
// (releases.atom, from the built page): what each holds, and that the feed is a valid
// Atom document a feed reader can follow.

const siteUrl = 'https://react.github.io/react-strict-dom/';
const installed = (
  createRequire(import.meta.url)('react-strict-dom/package.json') as {version: string}
).version;
const $ = page(releasesPath);
/** A heading's text as a reader sees it, without its anchor's zero-width space. */
const headingText = (value: string) => text(value.replace(/\u200b/g, ''));
const sections = $('article .markdown > h2')
  .toArray()
  .map((heading) => ({id: heading.attribs.id!, title: headingText($(heading).text())}));

describe('the releases page', () => {
  it('has a section for what main changed, then one per release, newest first', () => {
    expect(sections[0]).toEqual({id: 'not-released-yet', title: 'Not released yet'});
    expect(sections.slice(1).map((section) => section.title)).toEqual(
      releases.map((release) => release.version),
    );
  });

  it('marks the installed release as the one the site documents, and only that one', () => {
    const marked = $('article p:contains("The release this site documents.")');
    expect(marked).toHaveLength(1);
    expect(marked.prevAll('h2').first().attr('id')).toBe(installed.replace(/\./g, ''));
  });

  it('flags what main changed as unreleased, its breaking change first', () => {
    const unreleased = $('#not-released-yet').nextUntil('h2');
    expect(text(unreleased.first().text())).toMatch(/in no release on npm yet/);
    expect(text(unreleased.find('li').first().text())).toMatch(/^Breaking: .*>=0\.82\.0/);
  });

  it('names its feed, as every page does', () => {
    for (const path of ['', 'learn/styles/', releasesPath])
      expect(
        page(path)('head link[rel="alternate"][type="application/atom+xml"]').attr('href'),
      ).toBe(`${basePath}${releasesFeedPath}`);
  });
});

describe('the upgrading guide links each release it names to the releases page', () => {
  const upgrading = page('learn/upgrading/');
  const links = upgrading('article a[href^="/react-strict-dom/learn/releases/#"]')
    .toArray()
    .map((a) => a.attribs.href!.split('#')[1]!);

  it('links every release with a section of its own, and each link has its target', () => {
    const own = upgrading('article .markdown > h2')
      .toArray()
      .flatMap((h) =>
        /^0\.0\.\d+$/.test(headingText(upgrading(h).text())) ? [h.attribs.id!] : [],
      );
    expect(own.length).toBeGreaterThan(4);
    for (const id of own) expect(links).toContain(id);
    const ids = new Set(sections.map((section) => section.id));
    for (const id of links) expect(ids.has(id), id).toBe(true);
  });
});

describe('releases.atom', () => {
  const source = builtFile(releasesFeedPath);
  const feed = new DOMParser().parseFromString(source, 'application/xml');
  const atom = 'http://www.w3.org/2005/Atom';
  const child = (parent: Element, name: string) =>
    [...parent.children].filter((el) => el.namespaceURI === atom && el.localName === name);
  const root = feed.documentElement;
  const entries = child(root, 'entry');
  const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

  it('is well-formed XML whose root is an Atom feed', () => {
    expect(feed.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(source.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(root.namespaceURI).toBe(atom);
    expect(root.localName).toBe('feed');
  });

  it('has what RFC 4287 requires of a feed: one id, title, updated, author and self link', () => {
    for (const name of ['id', 'title', 'updated', 'author'])
      expect(child(root, name), name).toHaveLength(1);
    expect(child(root, 'updated')[0]!.textContent).toMatch(rfc3339);
    expect(child(child(root, 'author')[0]!, 'name')[0]?.textContent).toBeTruthy();
    const links = child(root, 'link');
    expect(links.find((l) => l.getAttribute('rel') === 'self')?.getAttribute('href')).toBe(
      `${siteUrl}${releasesFeedPath}`,
    );
    expect(links.find((l) => l.getAttribute('rel') === 'alternate')?.getAttribute('href')).toBe(
      `${siteUrl}${releasesPath}`,
    );
  });

  it('has one entry per section of the page, each with its id, title, date and link', () => {
    expect(entries.map((entry) => child(entry, 'title')[0]?.textContent)).toEqual(
      sections.map((section) => section.title),
    );
    const ids = entries.map((entry) => child(entry, 'id')[0]?.textContent);
    expect(new Set(ids).size).toBe(entries.length);
    entries.forEach((entry, i) => {
      const url = `${siteUrl}${releasesPath}#${sections[i]!.id}`;
      expect(ids[i]).toBe(url);
      expect(child(entry, 'updated')[0]?.textContent).toMatch(rfc3339);
      expect(child(entry, 'link')[0]?.getAttribute('href')).toBe(url);
    });
    // The feed's updated is its newest entry's.
    const newest = entries
      .map((entry) => child(entry, 'updated')[0]!.textContent!)
      .sort()
      .at(-1);
    expect(child(root, 'updated')[0]!.textContent).toBe(newest);
  });

  it("holds each section's text as HTML, with absolute links", () => {
    entries.forEach((entry, i) => {
      const [content] = child(entry, 'content');
      expect(content?.getAttribute('type')).toBe('html');
      const html = new DOMParser().parseFromString(content!.textContent!, 'text/html').body;
      const section = $(`#${sections[i]!.id}`).nextUntil('h2');
      expect(text(html.textContent ?? '')).toBe(text(section.text()));
      for (const a of html.querySelectorAll('a'))
        expect(a.getAttribute('href')).toMatch(/^https:\/\//);
    });
  });
});

describe('the feed and the page are published', () => {
  it('the releases page is in the sitemap', () => {
    expect(publishedPages()).toContain(releasesPath);
  });
});
