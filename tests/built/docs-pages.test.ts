import {readFileSync} from 'node:fs';
import type {CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {quotedMessages} from '../../src/data/troubleshooting';
import {isBuilt, page, publishedPages, text} from './build';

/** Every docs page these tests know, with its h1 and, where fixed, how many tables it shows. */
const docs: {path: string; h1: string; tables?: number}[] = [
  {path: 'learn/', h1: 'Introduction'},
  {path: 'learn/installation/', h1: 'Installation'},
  {path: 'learn/setup/', h1: 'Expo'},
  {path: 'learn/setup-next/', h1: 'Next.js'},
  {path: 'learn/setup-vite/', h1: 'Vite'},
  {path: 'learn/typescript/', h1: 'TypeScript'},
  {path: 'learn/components/', h1: 'Components'},
  {path: 'learn/styles/', h1: 'Styles'},
  {path: 'learn/themes/', h1: 'Themes'},
  {path: 'learn/sharing-packages/', h1: 'Sharing tokens and components across packages'},
  {path: 'learn/native-hover/', h1: ':hover and :active on native'},
  {path: 'learn/releases/', h1: 'Releases'},
  {path: 'learn/upgrading/', h1: 'Upgrading'},
  {path: 'learn/animation/', h1: 'Animation and transitions'},
  {path: 'learn/testing/', h1: 'Testing'},
  {path: 'learn/troubleshooting/', h1: 'Troubleshooting'},
  {path: 'learn/scrolling/', h1: 'Scrolling and long lists'},
  {path: 'learn/icons/', h1: 'SVG and icons'},
  {path: 'learn/form-controls/', h1: 'Form controls on native'},
  {path: 'learn/text-placement/', h1: 'Text placement'},
  {path: 'learn/links-navigation/', h1: 'Links and navigation on native'},
  {path: 'learn/safe-areas/', h1: 'Safe areas'},
  {path: 'learn/custom-fonts/', h1: 'Custom fonts'},
  {path: 'learn/keyboard/', h1: 'Forms and the keyboard'},
  {path: 'learn/overlays/', h1: 'Modals and overlays'},
  {path: 'learn/missing-elements/', h1: 'Elements the library does not have'},
  {path: 'learn/assistants/', h1: 'Using an assistant'},
  {path: 'api/', h1: 'API reference'},
  {path: 'api/babel-preset/', h1: 'react-strict-dom/babel-preset'},
  {path: 'api/css/', h1: 'CSS'},
  {path: 'api/css/create/', h1: 'css.create'},
  {path: 'api/css/createTheme/', h1: 'css.createTheme'},
  {path: 'api/css/defineConsts/', h1: 'css.defineConsts'},
  {path: 'api/css/defineVars/', h1: 'css.defineVars'},
  {path: 'api/css/firstThatWorks/', h1: 'css.firstThatWorks'},
  {path: 'api/html/', h1: 'html', tables: 3},
  {path: 'api/html/common/', h1: 'Common props (html.*)', tables: 4},
  {path: 'api/html/a/', h1: '<html.a>', tables: 1},
  {path: 'api/html/button/', h1: '<html.button>', tables: 1},
  {path: 'api/html/img/', h1: '<html.img>', tables: 2},
  {path: 'api/html/input/', h1: '<html.input>', tables: 3},
  {path: 'api/html/label/', h1: '<html.label>', tables: 1},
  {path: 'api/html/li/', h1: '<html.li>', tables: 1},
  {path: 'api/html/optgroup/', h1: '<html.optgroup>', tables: 1},
  {path: 'api/html/option/', h1: '<html.option>', tables: 1},
  {path: 'api/html/select/', h1: '<html.select>', tables: 1},
  {path: 'api/html/textarea/', h1: '<html.textarea>', tables: 2},
  {path: 'api/compatibility/', h1: 'Compatibility explorer'},
  {path: 'api/native-messages/', h1: 'Native messages'},
  {path: 'api/native-preview/', h1: 'Native preview and a phone'},
  {path: 'api/other/common-min-api/', h1: 'Common web APIs', tables: 2},
  {path: 'api/other/compat/', h1: 'compat', tables: 1},
  {path: 'api/other/contexts/', h1: 'contexts'},
  {path: 'api/other/document/', h1: 'document', tables: 1},
  {path: 'api/other/window/', h1: 'window', tables: 1},
  {path: 'contribute/', h1: 'How to contribute'},
  {path: 'contribute/report-issue/', h1: 'Report an issue'},
  {path: 'contribute/install-node/', h1: 'Install Node.js'},
  {path: 'contribute/clone-repo/', h1: 'Clone the repository'},
  {path: 'contribute/workspaces-and-tasks/', h1: 'Workspaces and tasks'},
  {path: 'contribute/author-patch/', h1: 'Author a patch'},
  {path: 'contribute/merge-patch/', h1: 'Merge a patch'},
  {path: 'contribute/design-goals/', h1: 'Design goals'},
  {path: 'contribute/how-native-works/', h1: 'How native works'},
  {path: 'contribute/how-web-works/', h1: 'How web works'},
  {path: 'contribute/tests/', h1: 'Tests'},
];

/** The hrefs of the desktop table of contents. */
const tocLinks = ($: CheerioAPI) =>
  $('.theme-doc-toc-desktop .table-of-contents a')
    .toArray()
    .map((link) => link.attribs.href);

/** The sidebar's links, as paths under the base URL. */
const sidebarLinks = ($: CheerioAPI) =>
  $('.theme-doc-sidebar-container a.menu__link[href]')
    .toArray()
    .map((link) => link.attribs.href);

describe.each(docs)('$path', ({path, h1, tables}) => {
  const $ = page(path);

  it(`has one h1, "${h1}", and a <title> ending in the site name`, () => {
    expect(
      $('h1')
        .toArray()
        .map((heading) => text($(heading).text())),
    ).toEqual([h1]);
    expect($('head > title').text()).toMatch(/^.+ \| React Strict DOM$/);
  });

  it('lists every h2 in its table of contents, and only h2 and h3', () => {
    const links = tocLinks($);
    const h2s = $('article h2[id]')
      .toArray()
      .map((heading) => `#${heading.attribs.id}`);
    expect(h2s.length).toBeGreaterThan(0);
    expect(links).toEqual(expect.arrayContaining(h2s));
    for (const href of links) {
      expect(['h2', 'h3'], href).toContain(
        $(`[id="${decodeURIComponent(href.slice(1))}"]`)
          .prop('tagName')
          ?.toLowerCase(),
      );
    }
  });

  it('shows its section’s sidebar, with itself as the current page', () => {
    const section = path.split('/')[0];
    const links = sidebarLinks($);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(new RegExp(`^/react-strict-dom/${section}/`));
    expect($('.theme-doc-sidebar-container a[aria-current="page"]').attr('href')).toBe(
      `/react-strict-dom/${path}`,
    );
  });

  if (tables !== undefined) {
    it(`shows ${tables} captioned tables with rows`, () => {
      const shown = $('article table').toArray();
      expect(shown).toHaveLength(tables);
      for (const table of shown) {
        expect(text($(table).find('caption').text())).not.toBe('');
        expect($(table).find('tbody tr').length).toBeGreaterThan(0);
      }
    });
  }
});

it('the list above covers every published docs page', () => {
  const published = publishedPages().filter((path) => page(path)('html').hasClass('plugin-docs'));
  expect(published.sort()).toEqual(docs.map(({path}) => path).sort());
});

// The navbar tells the active section by address (src/theme/NavbarItem/DocSidebarNavbarItem.tsx).
const sectionLabels: Record<string, string> = {
  learn: 'Learn',
  api: 'API',
  contribute: 'Contribute',
};
it.each(docs.map(({path}) => path))(
  '%s marks its section as the only active navbar item',
  (path) => {
    const $ = page(path);
    const active = $('.navbar__items .navbar__link--active');
    expect(active.length).toBe(1);
    expect(text(active.text())).toBe(sectionLabels[path.split('/')[0]!]);
  },
);

it('the landing page and the playground mark no navbar item active', () => {
  for (const path of ['', 'playground/'])
    expect(page(path)('.navbar__items .navbar__link--active').length).toBe(0);
});

describe('section indexes', () => {
  for (const [path, navbar] of [
    ['learn/', 'Learn'],
    ['api/', 'API'],
    ['contribute/', 'Contribute'],
  ]) {
    it(`${path} marks "${navbar}" as the active navbar item`, () => {
      expect(text(page(path)('.navbar__link--active').text())).toBe(navbar);
    });
  }
});

describe('Learn', () => {
  // Native only matches this exact string, so every page must spell it this way.
  const darkModeKey = '@media (prefers-color-scheme: dark)';

  it.each(['learn/setup/', 'learn/setup-next/', 'learn/setup-vite/'])(
    '%s uses the real PostCSS option names and dark-mode key',
    (path) => {
      const article = page(path)('article').text();
      expect(article).toContain('useCSSLayers');
      expect(article).not.toContain('useLayers');
      expect(article).toContain(darkModeKey);
      // The Styles page shows the space-less spelling once, as a mistake to avoid;
      // the guides never use it.
      expect(article).not.toContain('prefers-color-scheme:dark');
    },
  );

  it.each(['learn/styles/', 'learn/themes/'])(
    '%s teaches the dark-mode key with the space',
    (path) => {
      expect(page(path)('article').text()).toContain(darkModeKey);
    },
  );

  it.each([
    ['learn/typescript/', 6],
    ['learn/troubleshooting/', 10],
  ] as const)('%s has at least %i sections', (path, count) => {
    expect(page(path)('article h2[id]').length).toBeGreaterThanOrEqual(count);
  });

  it('the troubleshooting page shows every quoted message, each heading its symptom', () => {
    const $ = page('learn/troubleshooting/');
    // The quoted messages, and those npm run check:recipes recorded (tests/built/recipes.test.ts).
    const source = readFileSync('docs/learn/troubleshooting.mdx', 'utf8');
    const recorded = source.match(/<RecordedMessage id=/g)?.length ?? 0;
    expect($('article figure pre')).toHaveLength(quotedMessages.length + recorded);
    expect($('h2#only-static-values').text()).toContain(
      'Only static values are allowed inside of a createTheme() call.',
    );
  });
});

describe('API', () => {
  it('/api/css/ shows the compatibility tables', () => {
    const $ = page('api/css/');
    // Property groups, value groups, pseudo-classes and at-rules: many tables.
    expect($('article table').length).toBeGreaterThan(20);
    const captioned = (caption: string) =>
      $('article table').filter((_, t) => text($(t).find('caption').text()) === caption);
    expect(captioned('Sizing properties')).toHaveLength(1);
    expect(captioned('At-rules and media queries').text()).toContain(
      '@media (prefers-color-scheme: dark)',
    );
  });

  it.each(['api/css/keyframes/', 'api/css/positionTry/'])('draft %s is not published', (path) => {
    expect(isBuilt(path)).toBe(false);
    expect(publishedPages()).not.toContain(path);
  });

  it('the API sidebar lists the sections in order', () => {
    const $ = page('api/');
    const labels = $('.theme-doc-sidebar-menu > li > a, .theme-doc-sidebar-menu > li > div > a')
      .toArray()
      .map((link) => text($(link).text()));
    const order = ['API reference', 'Babel', 'CSS', 'HTML', 'Other'].map((label) =>
      labels.indexOf(label),
    );
    expect(
      order.every((index) => index >= 0),
      labels.join(', '),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('Contribute', () => {
  it('the sidebar groups the pages in the order of the guide', () => {
    const $ = page('contribute/');
    const topLevel = $('ul.theme-doc-sidebar-menu > li');
    const labels = (items: ReturnType<typeof $>) =>
      items.toArray().map((link) => text($(link).text()));
    expect(labels(topLevel.children('a, div').find('a').add(topLevel.children('a')))).toEqual([
      'How to contribute',
      'Report an issue',
      'Developer onboarding',
      'Technical overview',
    ]);
    expect(labels(topLevel.eq(2).find('> ul > li > a'))).toEqual([
      'Install Node.js',
      'Clone the repository',
      'Workspaces and tasks',
      'Author a patch',
      'Merge a patch',
    ]);
    expect(labels(topLevel.eq(3).find('> ul > li > a'))).toEqual([
      'Design goals',
      'How native works',
      'How web works',
      'Tests',
    ]);
  });
});
