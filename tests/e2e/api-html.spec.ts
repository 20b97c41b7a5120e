import {test, expect, waitForHydration} from './fixtures';

// Headings, tables of contents and table contents are checked on the built HTML
// (tests/built/); these tests need a browser: filters that run in it, and tables rendered
// after a client-side navigation. The filter hides the rows it leaves out.
const shown = 'tbody tr:not([hidden])';

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
  await expect(table.locator(shown)).toHaveCount(2);
  for (const name of await table.locator(`${shown} th`).allTextContents()) {
    expect(name.toLowerCase()).toContain('onselectionchange');
  }
  await expect(compat.getByRole('status')).toHaveText(`2 of ${before} rows`);
  await compat.getByRole('searchbox').fill('');
  await expect(table.locator(shown)).toHaveCount(before);
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
  await expect(compat.getByRole('status')).not.toHaveText(`${before} of ${before} rows`);
  const after = await table.locator(shown).count();
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  await expect(table.locator(shown).filter({hasText: 'type="email"'})).toHaveCount(1);
  await expect(table.locator(shown).filter({hasText: 'type="checkbox"'})).toHaveCount(0);
});

test('a table rendered after a client-side navigation loads its rows, and filters them', async ({
  page,
}) => {
  await page.goto('api/html/');
  await waitForHydration(page);
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'input'})
    .click();
  await expect(page).toHaveURL(/\/api\/html\/input\/$/);
  const table = page.getByRole('table', {name: 'Values of <html.input type>'});
  const compat = page
    .locator('div', {has: table})
    .filter({has: page.getByRole('combobox')})
    .last();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const rows = await table.locator('tbody tr').count();
  await expect(compat.getByRole('status')).toHaveText(`${rows} of ${rows} rows`);
  await compat.getByRole('searchbox').fill('email');
  await expect(table.locator(shown)).toHaveCount(1);
});
