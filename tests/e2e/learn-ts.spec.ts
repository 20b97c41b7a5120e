import {test, expect, waitForHydration} from './fixtures';

// Headings, sections and quoted messages are checked on the built HTML (tests/built/).

test('a link to a troubleshooting symptom scrolls its heading into view', async ({page}) => {
  await page.goto('learn/troubleshooting/#only-static-values');
  await waitForHydration(page);
  await expect(page.locator('h2#only-static-values')).toBeInViewport();
});
