import {describe, expect, it} from 'vitest';
import * as cheerio from 'cheerio';
import {pagePolicy} from '@site/src/playground/host/pagePolicy';
import {builtFile, page, publishedPages, startedScripts, text} from './build';

const githubUrl = 'https://github.com/react/react-strict-dom';

describe('landing page', () => {
  const $ = page('');

  it('has the title, tagline and calls to action', () => {
    expect(text($('main h1').text())).toBe('React Strict DOM');
    expect($('main').text()).toContain(
      'Create cross-platform, platform-native interfaces using web APIs.',
    );
    const cta = (name: string) =>
      $('main header a')
        .filter((_, a) => text($(a).text()) === name)
        .attr('href');
    expect(cta('Learn')).toBe('/react-strict-dom/learn/');
    expect(cta('API reference')).toBe('/react-strict-dom/api/');
    expect($('head > title').text()).toMatch(/\| React Strict DOM$/);
    expect($('.theme-doc-sidebar-container')).toHaveLength(0);
  });

  it('has four feature sections, each with a heading, code and a link into Learn', () => {
    const sections = $('main section').toArray();
    expect(sections).toHaveLength(4);
    for (const section of sections) {
      expect(text($(section).find('h2').text())).not.toBe('');
      expect($(section).find('pre code').text()).toContain('react-strict-dom');
      const links = $(section)
        .find('a[href]')
        .toArray()
        .map((a) => a.attribs.href);
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) expect(href).toMatch(/^\/react-strict-dom\/learn\//);
    }
  });
});

describe('navbar and footer', () => {
  const $ = page('learn/');
  const navbar = $('nav[aria-label="Main"]');

  it('brand, section links and GitHub link', () => {
    expect(navbar.find('.navbar__brand').attr('href')).toBe('/react-strict-dom/');
    expect(navbar.find('.navbar__brand img').first().attr('alt')).toBe('React Strict DOM logo');
    expect(navbar.find('.navbar__brand').text()).toContain('React Strict DOM');
    const left = navbar.find('.theme-layout-navbar-left a');
    const href = (name: string) => left.filter((_, a) => text($(a).text()) === name).attr('href');
    expect(href('Learn')).toBe('/react-strict-dom/learn/');
    expect(href('API')).toBe('/react-strict-dom/api/');
    expect(href('Contribute')).toBe('/react-strict-dom/contribute/');
    expect(
      navbar
        .find('.navbar__items--right a')
        .filter((_, a) => /GitHub/.test($(a).text() + ($(a).attr('aria-label') ?? '')))
        .attr('href'),
    ).toBe(githubUrl);
    expect($('.navbar--fixed-top')).toHaveLength(1);
  });

  it('the footer carries the 2025 copyright', () => {
    expect(page('')('footer').text()).toContain('Copyright © 2025');
  });
});

describe('document metadata', () => {
  it('lang, dir, title, description and Open Graph tags', () => {
    const $ = page('learn/installation/');
    expect($('html').attr('lang')).toBe('en');
    expect($('html').attr('dir')).toBe('ltr');
    expect($('head > title').text()).toBe('Installation | React Strict DOM');
    expect($('meta[property="og:title"]').first().attr('content')).toMatch(/React Strict DOM/);
    expect($('meta[property="og:description"]').first().attr('content')).toMatch(/.+/);
    // The page's own card (src/plugins/page-cards; tests/built/page-cards.test.ts).
    expect($('meta[property="og:image"]').attr('content')).toMatch(
      /\/img\/cards\/learn\/installation\.png$/,
    );
    expect($('link[rel="icon"]').attr('href')).toBe('/react-strict-dom/img/favicon.svg');
  });
});

describe('not-found page', () => {
  it('has its title and links to the three sections', () => {
    const $ = cheerio.load(builtFile('404.html'));
    expect($('head > title').text()).toBe('Page Not Found | React Strict DOM');
    expect(text($('main h1').text())).toBe('Page Not Found');
    for (const [name, href] of [
      ['Learn', '/react-strict-dom/learn/'],
      ['API reference', '/react-strict-dom/api/'],
      ['Contribute', '/react-strict-dom/contribute/'],
    ]) {
      expect(
        $('main a')
          .filter((_, a) => text($(a).text()) === name)
          .attr('href'),
      ).toBe(href);
    }
  });
});

// src/plugins/page-scripts: the HTML names every script a page needs, so none is found late,
// and starts them from the end of <body> once the page has painted.
describe('page scripts', () => {
  it.each(['', 'learn/styles/', 'api/css/create/', 'api/html/input/', 'playground/', '404.html'])(
    '/%s starts the entry scripts, then its route chunks, all built, from its last script',
    (path) => {
      const html = builtFile(path.endsWith('.html') ? path : `${path}index.html`);
      const $ = cheerio.load(html);
      expect($('script[src]')).toHaveLength(0);
      expect($('body > script:not([src])').last().html()).toMatch(/first-contentful-paint/);
      const scripts = startedScripts(path);
      expect(scripts.length).toBeGreaterThan(2);
      expect(scripts[0]).toMatch(/^\/react-strict-dom\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/);
      expect(scripts[1]).toMatch(/^\/react-strict-dom\/assets\/js\/main\.[0-9a-f]+\.js$/);
      for (const src of scripts)
        expect(builtFile(src.replace('/react-strict-dom/', ''))).not.toBe('');
    },
  );

  // Collapsible (sidebar categories, the mobile table of contents) and CodeBlock (the MDX
  // components, Example, InstallCommand) are those with a string the minifier keeps: Collapsible's
  // easing, and the token group names (src/data/codeGroupNames.ts) CodeBlock reads.
  it.each([
    ['Collapsible', 'learn/styles/', '"ease-in-out"'],
    ['CodeBlock', 'learn/testing/', '"class-name","punctuation"'],
  ])(
    'a module two route chunks of a docs page share, %s, is in main.js once (src/clientModules/sharedModules.ts)',
    (_name, path, text) => {
      const withModule = startedScripts(path).filter((src) =>
        builtFile(src.replace('/react-strict-dom/', '')).includes(text),
      );
      expect(withModule).toHaveLength(1);
      expect(withModule[0]).toMatch(/\/main\.[0-9a-f]+\.js$/);
    },
  );

  // src/plugins/lean-client flags parse-numeric-range free of side effects: no code block here
  // parses line ranges, so its code (with the range separators it accepts, such as "\u2025") goes.
  it('parse-numeric-range is left out of every script a docs page starts', () => {
    for (const src of startedScripts('learn/styles/'))
      expect(builtFile(src.replace('/react-strict-dom/', ''))).not.toContain('\\u2025');
  });
});

it('every page with live previews links their stylesheet, so they are styled at first paint', () => {
  const withPreviews = publishedPages().filter((path) => page(path)('[data-example]').length > 0);
  expect(withPreviews.length).toBeGreaterThan(10);
  for (const path of withPreviews) {
    const sheets = page(path)('head link[rel="stylesheet"]')
      .toArray()
      .map((link) => link.attribs.href);
    expect(
      sheets.some((href) => /\/rsd-examples\.[0-9a-f]+\.css$/.test(href!)),
      path,
    ).toBe(true);
  }
});

// Any page can host an editor, and client-side navigation never reloads the <head>:
// each one carries the policy that keeps a preview frame from navigating itself.
it('every page, the not-found page too, has the frame-src policy in its <head>, and no script-src', () => {
  for (const path of [...publishedPages(), '404.html']) {
    const $ = path.endsWith('.html') ? cheerio.load(builtFile(path)) : page(path);
    const policies = $('head meta[http-equiv="Content-Security-Policy"]')
      .toArray()
      .map((meta) => meta.attribs.content);
    expect(policies, path).toEqual([pagePolicy]);
    expect(pagePolicy).not.toMatch(/script-src|default-src/);
  }
});
