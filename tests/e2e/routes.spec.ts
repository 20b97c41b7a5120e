import {test, expect, waitForHydration} from './fixtures';

// The landing page's content, each docs page's heading, sidebar, table of contents
// and metadata are checked on the built HTML (tests/built/); these tests need the
// server's answers or a browser.

test.describe('not-found page', () => {
  test('an unknown address answers 404 with the not-found page', async ({page}) => {
    const response = await page.goto('no/such/page/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page).toHaveTitle('Page Not Found | React Strict DOM');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
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
