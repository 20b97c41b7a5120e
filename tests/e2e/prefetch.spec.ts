import {test, expect, waitForHydration} from './fixtures';

test('links in view are not prefetched; hovering a link preloads its page', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js'))
      scripts.push(request.url());
  });
  await page.goto('learn/');
  await waitForHydration(page);
  // Whatever the page loads on its own has loaded once the network is quiet.
  await page.waitForLoadState('networkidle');
  const afterLoad = scripts.length;
  await page
    .locator('link[rel="prefetch"]')
    .count()
    .then((count) => expect(count).toBe(0));
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('link', {name: 'Contribute', exact: true})
    .hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(afterLoad);
});
