import {test, expect, scrollIntoViewAndSettle, waitForHydration} from './fixtures';

// Headings and the sidebar's groups are checked on the built HTML (tests/built/).

test('the sidebar order is the reading order of the previous/next links', async ({page}) => {
  await page.goto('contribute/report-issue/');
  await waitForHydration(page);
  const next = page.getByRole('link', {name: /Next.*Install Node\.js/});
  await scrollIntoViewAndSettle(next);
  await next.click();
  await expect(page).toHaveURL(/\/contribute\/install-node\/$/);
});

const diagramPages = [
  'contribute/design-goals/',
  'contribute/how-native-works/',
  'contribute/how-web-works/',
];

for (const path of diagramPages) {
  test(`${path}: the diagram has a text alternative`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    const diagrams = page.locator('main svg[role="img"]');
    await expect(diagrams).toHaveCount(1);
    const diagram = diagrams.first();
    await expect(diagram).toBeVisible();
    await expect(diagram).toHaveAccessibleName(/\w{3,}/);
    // The description must say what the drawing shows, not just repeat the name.
    const description = await diagram.evaluate(
      (svg) => svg.querySelector('desc')?.textContent ?? '',
    );
    expect(description.length).toBeGreaterThan(150);
    await expect(diagram).toHaveAccessibleDescription(description);
  });
}

test('the diagram fits a 390px screen without horizontal scrolling', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('contribute/how-native-works/');
  await waitForHydration(page);
  const box = await page.locator('main svg[role="img"]').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
});
