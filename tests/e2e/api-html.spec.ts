import {test, expect, waitForHydration} from './fixtures';

// Headings, tables of contents and table contents are checked on the built HTML
// (tests/built/); these tests need a browser: filters that run in it.

test('the filter narrows the props table to matching rows', async ({page}) => {
  await page.goto('api/html/');
  await waitForHydration(page);
  const table = page.getByRole('table', {name: 'Props of html elements'});
  const compat = page
    .locator('div', {has: table})
    .filter({has: page.getByRole('searchbox')})
    .last();
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
  const compat = page
    .locator('div', {has: table})
    .filter({has: page.getByRole('combobox')})
    .last();
  const before = await table.locator('tbody tr').count();
  await compat.getByRole('combobox').selectOption('polyfilled');
  const after = await table.locator('tbody tr').count();
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  await expect(table.locator('tbody')).toContainText('type="email"');
  await expect(table.locator('tbody')).not.toContainText('type="checkbox"');
});
