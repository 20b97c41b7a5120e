import {test, expect, waitForHydration} from './fixtures';

/** Every Contribute page with the h1 it must render, in sidebar order. */
const pages = [
  {path: 'contribute/', h1: 'How to contribute'},
  {path: 'contribute/report-issue/', h1: 'Report an issue'},
  {path: 'contribute/install-node/', h1: 'Install Node.js'},
  {path: 'contribute/clone-repo/', h1: 'Clone the repository'},
  {path: 'contribute/workspaces-and-tasks/', h1: 'Workspaces and tasks'},
  {path: 'contribute/author-patch/', h1: 'Author a patch'},
  {path: 'contribute/merge-patch/', h1: 'Merge a patch'},
  {path: 'contribute/design-goals/', h1: 'Design goals'},
  {path: 'contribute/how-native-works/', h1: 'How native works'},
  {path: 'contribute/how-web-works/', h1: 'How web works'},
  {path: 'contribute/tests/', h1: 'Tests'},
];

for (const {path, h1} of pages) {
  test(`${path} renders its h1`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);
  });
}

test('the Contribute sidebar groups the pages in the order of the guide', async ({page}) => {
  await page.goto('contribute/');
  await waitForHydration(page);
  const menu = page.getByRole('navigation', {name: 'Docs sidebar'}).locator('ul.theme-doc-sidebar-menu');
  // Top-level entries: two pages (getting started), then the two groups.
  const topLevel = menu.locator(':scope > li');
  await expect(topLevel.locator(':scope > a, :scope > div > a')).toHaveText([
    'How to contribute',
    'Report an issue',
    'Developer onboarding',
    'Technical overview',
  ]);
  await expect(topLevel.nth(2).locator(':scope > ul > li > a')).toHaveText([
    'Install Node.js',
    'Clone the repository',
    'Workspaces and tasks',
    'Author a patch',
    'Merge a patch',
  ]);
  await expect(topLevel.nth(3).locator(':scope > ul > li > a')).toHaveText([
    'Design goals',
    'How native works',
    'How web works',
    'Tests',
  ]);
});

test('the sidebar order is the reading order of the previous/next links', async ({page}) => {
  await page.goto('contribute/report-issue/');
  await waitForHydration(page);
  await page.getByRole('link', {name: /Next.*Install Node\.js/}).click();
  await expect(page).toHaveURL(/\/contribute\/install-node\/$/);
});

const diagramPages = ['contribute/design-goals/', 'contribute/how-native-works/', 'contribute/how-web-works/'];

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
    const description = await diagram.evaluate((svg) => svg.querySelector('desc')?.textContent ?? '');
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
