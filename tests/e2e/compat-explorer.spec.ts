import {
  test,
  expect,
  axeViolations,
  firstCompile,
  scaled,
  startInColorMode,
  waitForHydration,
} from './fixtures';

// The compatibility explorer (/api/compatibility/): a filter that lives in the address, a
// Try link that opens the row's program in the playground's Native view, and a page that
// is a plain full table without JavaScript. That every table's rows are there, once, is
// checked on the built HTML (tests/built/compat-explorer.test.ts); axe in both modes by
// every-page.spec.ts.
const path = 'api/compatibility/';
const shown = 'tbody tr:not([hidden])';

test('a shared filter link opens with its filter applied', async ({page}) => {
  await page.goto(`${path}?q=sticky&native=unsupported`);
  await waitForHydration(page);
  const table = page.getByRole('table', {name: 'Every feature'});
  await expect(page.getByRole('searchbox', {name: 'Find'})).toHaveValue('sticky');
  await expect(page.getByRole('combobox', {name: 'Android'})).toHaveValue('unsupported');
  await expect(page.getByRole('combobox', {name: 'iOS'})).toHaveValue('unsupported');
  await expect(table.locator(shown)).toHaveCount(1);
  await expect(table.locator(shown).locator('th')).toContainText('position: sticky');
  const total = await table.locator('tbody tr').count();
  await expect(page.getByRole('status').filter({hasText: 'Showing'})).toHaveText(
    `Showing 1 of ${total} features`,
  );
});

test('the filter narrows the rows and writes itself into the address', async ({page}) => {
  await page.goto(path);
  await waitForHydration(page);
  const table = page.getByRole('table', {name: 'Every feature'});
  const status = page.getByRole('status').filter({hasText: 'Showing'});
  await page.getByRole('searchbox', {name: 'Find'}).fill('onPointer');
  await page.getByRole('combobox', {name: 'Kind'}).selectOption('prop');
  await expect(page).toHaveURL(/\?q=onPointer&kind=prop$/);
  await expect(status).toHaveText(/^Showing 8 of \d+ features$/);
  const names = await table.locator(`${shown} th`).allTextContents();
  expect(names).toHaveLength(8);
  for (const name of names) expect(name.toLowerCase()).toContain('onpointer');

  // What React Strict DOM does not have is not a row: the status says so.
  await page.getByRole('searchbox', {name: 'Find'}).fill('onDoubleClick');
  await expect(status).toContainText('Showing 0 of');
  await expect(status).toContainText('not part of React Strict DOM');

  // "Works on the web, not on Android": every row kept says so.
  await page.getByRole('button', {name: 'Clear'}).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // A filter shows its first 50 matches; "Show all" the others, and the focus goes to the
  // first of them, where reading goes on.
  const total = await table.locator('tbody tr').count();
  await expect(table.locator(shown)).toHaveCount(50);
  await expect(status).toHaveText(`Showing the first 50 of ${total} features`);
  // By the keyboard: the rows above the button render as they come into view
  // (content-visibility), and on a loaded machine a click could move between press and release.
  await page.getByRole('button', {name: `Show all ${total} features`}).focus();
  await page.keyboard.press('Enter');
  await expect(table.locator(shown)).toHaveCount(total);
  await expect(status).toHaveText(`Showing ${total} of ${total} features`);
  await expect(table.locator(`${shown}:nth-child(51)`)).toBeFocused();
  await expect(page.getByRole('button', {name: /^Show all/})).toHaveCount(0);
  await page.getByRole('combobox', {name: 'Web'}).selectOption('works');
  await page.getByRole('combobox', {name: 'Android'}).selectOption('unsupported');
  await expect(page).toHaveURL(/\?web=works&android=unsupported$/);
  await expect(status).toHaveText(
    new RegExp(`^Showing the first 50 of \\d+ matching features \\(${total} in all\\)$`),
  );
  const kept = table.locator(shown);
  await expect(kept).toHaveCount(50);
  for (const statuses of await kept.evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll('td[data-status]')].map((cell) => cell.getAttribute('data-status')),
    ),
  )) {
    expect(statuses[0]).not.toBe('unsupported');
    expect(statuses[1]).toBe('unsupported');
  }
});

// every-page.spec.ts runs axe on the page as it opens, at 1280 px: this is the filtered page,
// with its "Show all" button, on a phone (the counts table scrolls there).
for (const mode of ['light', 'dark'] as const) {
  test(`a filtered page with "Show all" is axe clean at 390 px in ${mode} mode`, async ({page}) => {
    test.setTimeout(scaled(90_000));
    await startInColorMode(page, mode);
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(`${path}?q=o&android=unsupported`);
    await waitForHydration(page);
    await expect(
      page.getByRole('button', {name: /^Show all \d+ matching features$/}),
    ).toBeVisible();
    await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
    expect(await axeViolations(page), 'axe violations').toEqual([]);
  });
}

test('a Try link opens the row in the playground’s Native view, with the library’s message', async ({
  page,
}) => {
  test.setTimeout(scaled(120_000));
  await page.goto(`${path}?q=sticky`);
  await waitForHydration(page);
  const row = page.locator('tr#value-position-sticky');
  await row.getByRole('link', {name: 'Try on native'}).click();
  await expect(page).toHaveURL(/\/playground\/#.+&view=native$/);
  await expect(page.getByRole('radio', {name: 'Native'})).toBeChecked();
  const frame = page.locator('[data-preview-frames] iframe[data-state="shown"][data-native]');
  await expect(frame).toHaveCount(1, {timeout: firstCompile});
  // The row says "Not supported, falls back to relative with a warning": the warning shows.
  await expect(page.getByRole('log', {name: 'Native messages'})).toContainText('sticky', {
    timeout: firstCompile,
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the page is the full table', async ({page}) => {
    await page.goto(`${path}?q=sticky`);
    const rows = page.getByRole('table', {name: 'Every feature'}).locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(600);
    await expect(rows.locator(':scope:not([hidden])')).toHaveCount(await rows.count());
    await expect(page.getByRole('link', {name: 'Try on native'})).toHaveCount(0);
  });
});
