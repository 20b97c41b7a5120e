import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const githubUrl = 'https://github.com/react/react-strict-dom';

// The navbar's and footer's links and labels are checked on the built HTML (tests/built/).
test.describe('navbar', () => {
  test('the GitHub link and colour toggle show at desktop width', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('learn/');
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(
      navbar.locator('.navbar__items--right').getByRole('link', {name: /GitHub/}),
    ).toBeVisible();
    await expect(navbar.getByRole('button', {name: /dark and light mode/})).toBeVisible();
  });

  test('the navbar stays visible when the page scrolls down', async ({page}) => {
    await page.goto('learn/');
    await waitForHydration(page);
    // Resolves two frames after the first scroll event: the navbar has reacted by then.
    const scrolled = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          addEventListener(
            'scroll',
            () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            {once: true},
          ),
        ),
    );
    await page.mouse.wheel(0, 2000);
    await scrolled;
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await expect(page.locator('.navbar')).toBeInViewport();
    await expect(page.locator('.navbar')).not.toHaveClass(/navbarHidden/);
  });

  test('the active section follows client-side navigation', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('learn/styles/');
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const active = navbar.locator('.navbar__items .navbar__link--active');
    await expect(active).toHaveText('Learn');
    await navbar.getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/api\/$/);
    await expect(active).toHaveText('API');
    await page.getByRole('link', {name: 'css.create', exact: true}).first().click();
    await expect(page).toHaveURL(/\/api\/css\/create\/$/);
    await expect(active).toHaveText('API');
  });

  test("the head follows client-side navigation: it ends as the next page's HTML has it", async ({
    page,
    browser,
  }) => {
    /** Title, <html> attributes and managed head tags, as the head holds them now. */
    const headOf = (target: Page) =>
      target.evaluate(() => ({
        title: document.title,
        lang: document.documentElement.lang,
        className: document.documentElement.className,
        tags: [...document.head.querySelectorAll('meta[data-rh], link[data-rh]')]
          .map((tag) => [...tag.attributes].map((a) => `${a.name}=${a.value}`).join(' '))
          .sort(),
        breadcrumbs: JSON.parse(
          document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
        ) as unknown,
      }));
    await page.goto('learn/styles/');
    await waitForHydration(page);
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Contribute', exact: true})
      .click();
    await expect(page).toHaveURL(/\/contribute\/$/);
    await expect(page).toHaveTitle('How to contribute | React Strict DOM');
    const served = await browser.newPage({javaScriptEnabled: false});
    await served.goto(page.url());
    expect(await headOf(page)).toEqual(await headOf(served));
    await served.close();
  });

  test('a slow navigation shows the progress bar until the next page is in', async ({page}) => {
    await page.goto('learn/');
    await waitForHydration(page);
    // From here on, scripts arrive a second late: the next page's chunks are not loaded yet.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'API', exact: true})
      .click();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    await expect(page).toHaveURL(/\/api\/$/);
    await expect(page.locator('#nprogress')).not.toBeAttached();
  });
});

async function hamburgerShown(page: Page, width: number): Promise<boolean> {
  await page.setViewportSize({width, height: 800});
  return page.getByRole('button', {name: 'Toggle navigation bar'}).isVisible();
}

test.describe('mobile layout', () => {
  test('applies at 996px and below, not at 997px', async ({page}) => {
    await page.goto('learn/');
    await waitForHydration(page);
    expect(await hamburgerShown(page, 996)).toBe(true);
    await expect(page.locator('.theme-layout-navbar-left .navbar__item').first()).toBeHidden();
    expect(await hamburgerShown(page, 997)).toBe(false);
    await expect(page.locator('.theme-layout-navbar-left .navbar__item').first()).toBeVisible();
  });

  test('the mobile sidebar shows the doc sidebar, goes back to the main menu, and locks scroll', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('learn/installation/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // On a docs page the secondary menu (this section's sidebar) opens first.
    await expect(sidebar.getByRole('link', {name: 'Installation'})).toBeVisible();
    await sidebar.getByRole('button', {name: '← Back to main menu'}).click();
    const primary = sidebar.locator('.navbar-sidebar__item').first();
    for (const name of ['Learn', 'API', 'Contribute']) {
      await expect(primary.getByRole('link', {name, exact: true})).toBeVisible();
    }
    await expect(primary.getByRole('link', {name: /GitHub/})).toHaveAttribute('href', githubUrl);
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('the mobile sidebar closes when the viewport becomes desktop', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('learn/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});

test.describe('keyboard', () => {
  test('Tab adds navigation-with-keyboard to <body>; a mouse down removes it', async ({page}) => {
    await page.goto('learn/');
    await waitForHydration(page);
    const body = page.locator('body');
    await expect(body).not.toHaveClass(/navigation-with-keyboard/);
    await page.keyboard.press('Tab');
    await expect(body).toHaveClass(/navigation-with-keyboard/);
    await page.mouse.down();
    await page.mouse.up();
    await expect(body).not.toHaveClass(/navigation-with-keyboard/);
  });

  test('the skip link moves focus into <main>', async ({page}) => {
    await page.goto('learn/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    // The next Tab continues inside the page content, not at the top of the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });

  test('focus is visible on keyboard focus', async ({page}) => {
    await page.goto('learn/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement!).outlineStyle,
    );
    expect(outline).not.toBe('none');
  });
});

test.describe('client-side navigation', () => {
  test('moves focus to the new page’s h1', async ({page}) => {
    await page.goto('learn/');
    await waitForHydration(page);
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'API', exact: true})
      .click();
    await expect(page).toHaveURL(/\/api\/$/);
    await expect(page.locator('main h1')).toBeFocused();
  });
});

// src/plugins/kept-markup: the messages and stamps are the server's markup on a page
// loaded whole, and load their component after a client-side navigation.
test.describe('kept markup', () => {
  const keptChunk = /\/assets\/js\/kept-markup\.[^/]*\.js$/;
  const figures = (page: Page) => page.locator('main figure figcaption');

  test('a loaded page keeps the server’s figures and stamp, and loads no component', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('learn/testing/');
    await waitForHydration(page);
    await expect(page.getByText(/^Checked on /)).toBeVisible();
    // Every message the page's source quotes (docs/learn/testing.mdx), as the server wrote it.
    const quoted = readFileSync('docs/learn/testing.mdx', 'utf8').match(/<RecordedMessage /g)!;
    await expect(figures(page).filter({hasText: 'Printed by'})).toHaveCount(quoted.length);
    expect(scripts.filter((url) => keptChunk.test(url))).toEqual([]);
  });

  test('after a client-side navigation the page shows the same figures', async ({page}) => {
    await page.goto('learn/troubleshooting/');
    const captions = await figures(page).allTextContents();
    expect(captions.length).toBeGreaterThan(20);
    await page.goto('learn/testing/');
    await waitForHydration(page);
    const loaded = page.waitForRequest((request) => keptChunk.test(request.url()));
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Troubleshooting', exact: true})
      .click();
    await expect(page).toHaveURL(/\/learn\/troubleshooting\/$/);
    await loaded;
    await expect(figures(page)).toHaveText(captions);
  });
});
