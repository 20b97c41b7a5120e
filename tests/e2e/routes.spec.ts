import {test, expect, waitForHydration} from './fixtures';

const sectionIndexes = [
  {path: 'learn/', navbar: 'Learn'},
  {path: 'api/', navbar: 'API'},
  {path: 'contribute/', navbar: 'Contribute'},
];

test.describe('landing page', () => {
  test('has the title, tagline, calls to action and the four feature sections', async ({page}) => {
    await page.goto('./');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('React Strict DOM');
    await expect(page.getByText('Create cross-platform, platform-native interfaces using web APIs.').first()).toBeVisible();
    await expect(page.getByRole('link', {name: 'Learn', exact: true}).last()).toHaveAttribute('href', '/react-strict-dom/learn/');
    await expect(page.getByRole('link', {name: 'API reference'}).first()).toHaveAttribute('href', '/react-strict-dom/api/');
    const sections = page.locator('main section');
    await expect(sections).toHaveCount(4);
    for (const section of await sections.all()) {
      await expect(section.getByRole('heading', {level: 2})).toBeVisible();
      await expect(section.locator('pre code')).toContainText('react-strict-dom');
      await expect(section.getByRole('link')).toHaveAttribute('href', /^\/react-strict-dom\/learn\//);
    }
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    await expect(page).toHaveTitle(/\| React Strict DOM$/);
  });
});

test.describe('docs routes', () => {
  for (const {path, navbar} of sectionIndexes) {
    test(`${path} renders its h1, sidebar and active navbar item`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      const h1 = page.getByRole('heading', {level: 1});
      await expect(h1).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`^.+ \\| React Strict DOM$`));
      await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
      await expect(page.locator('.navbar__link--active')).toHaveText(navbar);
      await expect(page.locator('.theme-doc-sidebar-container a[aria-current="page"]')).toHaveAttribute(
        'href',
        `/react-strict-dom/${path}`,
      );
    });
  }

  test('each sidebar lists only its own section', async ({page}) => {
    for (const {path} of sectionIndexes) {
      await page.goto(path);
      const hrefs = await page
        .locator('.theme-doc-sidebar-container a.menu__link[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^/react-strict-dom/${path}`));
    }
  });

  test('the table of contents lists h2 and h3 headings only', async ({page}) => {
    await page.goto('learn/styles/');
    const targets = await page.locator('.table-of-contents a').evaluateAll((links) =>
      links.map((link) => document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1)))?.tagName),
    );
    expect(targets.length).toBeGreaterThan(0);
    for (const tag of targets) expect(['H2', 'H3']).toContain(tag);
  });
});

test.describe('document metadata', () => {
  test('lang, dir, title, description and Open Graph tags', async ({page}) => {
    await page.goto('learn/installation/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle(/^Installation \| React Strict DOM$/);
    await expect(page.locator('meta[property="og:title"]').first()).toHaveAttribute('content', /React Strict DOM/);
    await expect(page.locator('meta[property="og:description"]').first()).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/img\/social-card\.png$/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/react-strict-dom/img/favicon.svg');
  });
});

test.describe('not-found page', () => {
  test('answers 404 with its title and links to the three sections', async ({page}) => {
    const response = await page.goto('no/such/page/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page).toHaveTitle('Page Not Found | React Strict DOM');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    const main = page.locator('main');
    for (const [name, href] of [
      ['Learn', '/react-strict-dom/learn/'],
      ['API reference', '/react-strict-dom/api/'],
      ['Contribute', '/react-strict-dom/contribute/'],
    ]) {
      await expect(main.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
  });

  test('a missing .html page stays on the not-found page', async ({page}) => {
    await page.goto('learn/nothing-here.html');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});

test.describe('non-canonical addresses end on the canonical page', () => {
  for (const [from, to] of [
    ['learn/installation.html', 'learn/installation/'],
    ['learn/installation/index.html', 'learn/installation/'],
    ['learn/index.html', 'learn/'],
    ['Learn/Installation/', 'learn/installation/'],
    ['API/', 'api/'],
    ['learn//installation/', 'learn/installation/'],
    ['learn/installation', 'learn/installation/'],
  ]) {
    test(`${from} → ${to}`, async ({page}) => {
      await page.goto(from);
      await waitForHydration(page);
      await expect(page).toHaveURL(new RegExp(`/react-strict-dom/${to.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page Not Found');
    });
  }
});

test.describe('landing page before hydration', () => {
  test.use({allowedConsoleErrors: ['Failed to load resource']});

  test('shows one logo, so nothing shifts when React takes over', async ({page}) => {
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('./');
    await expect(page.locator('main header img:visible')).toHaveCount(1);
  });
});
