import {test, expect, waitForHydration} from './fixtures';

/** Each page of the html and other API sections, its h1 and how many tables it shows. */
const pages = [
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
  {path: 'api/other/common-min-api/', h1: 'Common web APIs', tables: 2},
  {path: 'api/other/compat/', h1: 'compat', tables: 1},
  {path: 'api/other/document/', h1: 'document', tables: 1},
  {path: 'api/other/window/', h1: 'window', tables: 1},
];

for (const {path, h1, tables} of pages) {
  test(`${path} renders its heading, table of contents and tables`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);
    const toc = page.locator('.table-of-contents');
    await expect(toc).toBeVisible();
    expect(await toc.getByRole('link').count()).toBeGreaterThan(1);
    const shown = page.locator('article table');
    await expect(shown).toHaveCount(tables);
    for (const table of await shown.all()) {
      await expect(table.locator('caption')).not.toBeEmpty();
      expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    }
  });
}

test('the filter narrows the props table to matching rows', async ({page}) => {
  await page.goto('api/html/');
  await waitForHydration(page);
  const table = page.getByRole('table', {name: 'Props of html elements'});
  const compat = page.locator('div', {has: table}).filter({has: page.getByRole('searchbox')}).last();
  const before = await table.locator('tbody tr').count();
  await compat.getByRole('searchbox').fill('onselectionchange');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  for (const name of await table.locator('tbody th').allTextContents()) {
    expect(name.toLowerCase()).toContain('onselectionchange');
  }
  await expect(compat.getByRole('status')).toHaveText(`2 of ${before} rows`);
  await compat.getByRole('searchbox').fill('');
  await expect(table.locator('tbody tr')).toHaveCount(before);
});

test('the status filter keeps rows with that status', async ({page}) => {
  await page.goto('api/html/input/');
  await waitForHydration(page);
  const table = page.getByRole('table', {name: 'Values of <html.input type>'});
  const compat = page.locator('div', {has: table}).filter({has: page.getByRole('combobox')}).last();
  const before = await table.locator('tbody tr').count();
  await compat.getByRole('combobox').selectOption('polyfilled');
  const after = await table.locator('tbody tr').count();
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  await expect(table.locator('tbody')).toContainText('type="email"');
  await expect(table.locator('tbody')).not.toContainText('type="checkbox"');
});

test.describe('at 390px', () => {
  test.use({viewport: {width: 390, height: 844}});
  for (const {path} of pages) {
    test(`${path} does not scroll sideways`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }
});
