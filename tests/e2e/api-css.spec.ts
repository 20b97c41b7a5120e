import {test, expect, waitForHydration} from './fixtures';

const pages = [
  {path: 'api/', h1: 'API reference'},
  {path: 'api/babel-preset/', h1: 'react-strict-dom/babel-preset'},
  {path: 'api/css/', h1: 'CSS'},
  {path: 'api/css/create/', h1: 'css.create'},
  {path: 'api/css/createTheme/', h1: 'css.createTheme'},
  {path: 'api/css/defineConsts/', h1: 'css.defineConsts'},
  {path: 'api/css/defineVars/', h1: 'css.defineVars'},
  {path: 'api/css/firstThatWorks/', h1: 'css.firstThatWorks'},
];

for (const {path, h1} of pages) {
  test(`${path} renders its heading and a table of contents`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);
    // The desktop TOC lists the page's h2 and h3 headings.
    await expect(page.locator('.table-of-contents').first()).toBeVisible();
    expect(await page.locator('.table-of-contents a').count()).toBeGreaterThan(1);
  });

  test(`${path} does not scroll sideways at 390px`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(path);
    await waitForHydration(page);
    const overflow = await page.evaluate(
      () => document.scrollingElement!.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('/api/css/ shows the compatibility tables', async ({page}) => {
  await page.goto('api/css/');
  await waitForHydration(page);
  const tables = page.locator('article table');
  // Property groups, value groups, pseudo-classes and at-rules: many tables.
  expect(await tables.count()).toBeGreaterThan(20);
  await expect(page.getByRole('table', {name: 'Sizing properties'})).toBeVisible();
  await expect(page.getByRole('table', {name: 'At-rules and media queries'})).toContainText(
    '@media (prefers-color-scheme: dark)',
  );
});

test('typing in a filter narrows its table', async ({page}) => {
  await page.goto('api/css/');
  await waitForHydration(page);
  const table = page.getByRole('table', {name: 'Sizing properties'});
  const rows = table.locator('tbody tr');
  const before = await rows.count();
  const compat = page.locator('div', {has: table}).filter({has: page.getByRole('searchbox')}).last();
  await compat.getByRole('searchbox').fill('block');
  await expect(rows).not.toHaveCount(before);
  const after = await rows.count();
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  for (const name of await table.locator('tbody th').allTextContents()) {
    expect(name.toLowerCase()).toContain('block');
  }
});

for (const draft of ['api/css/keyframes/', 'api/css/positionTry/']) {
  test(`draft ${draft} is not published`, async ({page}) => {
    const response = await page.goto(draft);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
}

test('the API sidebar lists the sections in order', async ({page}) => {
  await page.goto('api/');
  await waitForHydration(page);
  const labels = await page
    .locator('nav[aria-label="Docs sidebar"] .menu__list > li > :is(a, div) > a, nav[aria-label="Docs sidebar"] .menu__list > li > a')
    .allTextContents();
  const order = ['API reference', 'Babel', 'CSS', 'HTML', 'Other'].map((label) =>
    labels.findIndex((text) => text.trim() === label),
  );
  expect(order.every((index) => index >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
});
