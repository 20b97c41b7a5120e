import {test, expect, openBeforeHydration, waitForHydration} from './fixtures';

// Headings, tables of contents and table contents are checked on the built HTML
// (tests/built/); these tests need a browser: filters that run in it. The filter hides
// the rows it leaves out.
const shown = 'tbody tr:not([hidden])';

test('typing in a filter narrows its table', async ({page}) => {
  await page.goto('api/css/');
  await waitForHydration(page);
  const table = page.getByRole('table', {name: 'Sizing properties'});
  const rows = table.locator(shown);
  const before = await rows.count();
  const compat = page
    .locator('div', {has: table})
    .filter({has: page.getByRole('searchbox')})
    .last();
  await compat.getByRole('searchbox').fill('block');
  await expect(rows).not.toHaveCount(before);
  const after = await rows.count();
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  for (const name of await table.locator(`${shown} th`).allTextContents()) {
    expect(name.toLowerCase()).toContain('block');
  }
});

test('a filter typed before the page hydrated narrows its table once it has', async ({page}) => {
  const {hydrate} = await openBeforeHydration(page, 'api/css/');
  const table = page.getByRole('table', {name: 'Sizing properties'});
  const rows = table.locator(shown);
  // The server's whole table, parsed (the page goes on parsing while its script is held).
  await expect(page.locator('footer')).toBeAttached();
  const before = await rows.count();
  expect(before).toBeGreaterThan(1);
  const compat = page
    .locator('div', {has: table})
    .filter({has: page.getByRole('searchbox')})
    .last();
  await compat.getByRole('searchbox').fill('block');
  await hydrate();
  await expect(compat.getByRole('searchbox')).toHaveValue('block');
  await expect(rows).not.toHaveCount(before);
  for (const name of await table.locator(`${shown} th`).allTextContents()) {
    expect(name.toLowerCase()).toContain('block');
  }
});
