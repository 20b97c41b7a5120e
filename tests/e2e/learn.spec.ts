import {test, expect, waitForHydration} from './fixtures';

/** The Learn pages written in this section, with the h1 each must show. */
const pages = [
  {path: 'learn/', h1: 'Introduction'},
  {path: 'learn/installation/', h1: 'Installation'},
  {path: 'learn/setup/', h1: 'Expo'},
  {path: 'learn/setup-next/', h1: 'Next.js'},
  {path: 'learn/setup-vite/', h1: 'Vite'},
  {path: 'learn/components/', h1: 'Components'},
  {path: 'learn/styles/', h1: 'Styles'},
  {path: 'learn/themes/', h1: 'Themes'},
];

const setupGuides = pages.filter(({path}) => path.startsWith('learn/setup'));

// Native only matches this exact string, so every page must spell it this way.
const darkModeKey = '@media (prefers-color-scheme: dark)';

for (const {path, h1} of pages) {
  test(`${path} renders its h1 and a table of contents of h2 links`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);

    const h2Ids = await page.locator('article h2[id]').evaluateAll((nodes) => nodes.map((n) => n.id));
    expect(h2Ids.length).toBeGreaterThan(1);
    const tocHrefs = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const id of h2Ids) expect(tocHrefs).toContain(`#${id}`);
  });
}

for (const {path} of setupGuides) {
  test(`${path} uses the real PostCSS option names and dark-mode key`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    const text = (await page.locator('article').textContent()) ?? '';
    expect(text).toContain('useCSSLayers');
    expect(text).not.toContain('useLayers');
    expect(text).toContain(darkModeKey);
    // The Styles page shows the space-less spelling once, as a mistake to avoid;
    // the guides never use it.
    expect(text).not.toContain('prefers-color-scheme:dark');
  });
}

for (const path of ['learn/styles/', 'learn/themes/']) {
  test(`${path} teaches the dark-mode key with the space`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('article')).toContainText(darkModeKey);
  });
}
