import {test, expect, waitForHydration} from './fixtures';
import {quotedMessages} from '../../src/data/troubleshooting';

const pages = [
  {path: 'learn/typescript/', title: 'TypeScript', minSections: 6},
  {path: 'learn/troubleshooting/', title: 'Troubleshooting', minSections: 10},
];

for (const {path, title, minSections} of pages) {
  test(`${path} renders its title and a table of contents for every section`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);

    const ids = await page.locator('article h2[id]').evaluateAll((headings) => headings.map((h) => h.id));
    expect(ids.length).toBeGreaterThanOrEqual(minSections);
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc).toBeVisible();
    for (const id of ids) {
      await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
    }
  });

  test(`${path} fits a 390px screen without sideways scrolling`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(path);
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the troubleshooting page shows every quoted message and links to its symptoms', async ({page}) => {
  await page.goto('learn/troubleshooting/#only-static-values');
  await waitForHydration(page);
  await expect(page.locator('article figure pre')).toHaveCount(quotedMessages.length);
  const heading = page.locator('h2#only-static-values');
  await expect(heading).toContainText('Only static values are allowed inside of a createTheme() call.');
  await expect(heading).toBeInViewport();
});
