// Long pages must stay cheap without breaking what readers rely on: anchors and the
// table of contents land on their heading, find-in-page reaches every row, and the
// static HTML holds every table row for readers without JavaScript. Off-screen blocks
// skip rendering until scrolled near (src/plugins/offscreen-blocks, and code blocks in
// src/theme/CodeBlock/Content), with placeholder heights that are estimates: a jump
// must still land on its heading, and nothing in the first screen may move.
import {readFileSync} from 'node:fs';
import {startedScripts} from '../../scripts/lib/started-scripts.mjs';
import {test, expect, scaled, waitForHydration} from './fixtures';
import type {Locator, Page} from '@playwright/test';

// A long page whose big tables and code blocks come before the heading.
const longPage = 'api/html/common/';
const heading = 'platform-notes';

/** Distance from the heading's top to where an anchor should put it (under the sticky navbar). */
async function offsetFromAnchorTarget(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
    return Math.abs(el.getBoundingClientRect().top - margin);
  });
}

async function expectAtAnchorTarget(page: Page, id: string): Promise<void> {
  const target = page.locator(`[id="${id}"]`);
  await expect(target).toBeInViewport();
  await expect.poll(() => offsetFromAnchorTarget(target)).toBeLessThan(4);
}

test('opening a long page at an anchor puts that heading at the top', async ({page}) => {
  await page.goto(`${longPage}#${heading}`);
  await waitForHydration(page);
  await expectAtAnchorTarget(page, heading);
});

test('a table-of-contents link scrolls to its heading past long tables', async ({page}) => {
  await page.goto(longPage);
  await waitForHydration(page);
  await page.locator('.table-of-contents').getByRole('link', {name: 'Platform notes'}).click();
  await expect(page).toHaveURL(new RegExp(`#${heading}$`));
  await expectAtAnchorTarget(page, heading);
  // And back up to an earlier one.
  await page.locator('.table-of-contents').getByRole('link', {name: 'ARIA props'}).click();
  await expectAtAnchorTarget(page, 'aria-props');
});

test('a plain load lets off-screen blocks wait; a load at an anchor or a reload does not', async ({
  page,
}) => {
  const blocksWait = () =>
    page.evaluate(() => ({
      attribute: document.documentElement.hasAttribute('data-offscreen-blocks'),
      paragraph: getComputedStyle(document.querySelector('.markdown > p:last-of-type')!)
        .contentVisibility,
      compatTable: getComputedStyle(
        [...document.querySelectorAll('.markdown > .offscreen-block')].at(-1)!,
      ).contentVisibility,
    }));
  await page.goto(longPage);
  expect(await blocksWait()).toEqual({attribute: true, paragraph: 'auto', compatTable: 'auto'});
  // The browser restores a reload's scroll position, and scrolls to a fragment, by
  // heights it has laid out: with placeholders it would land elsewhere.
  await page.reload();
  expect(await blocksWait()).toEqual({
    attribute: false,
    paragraph: 'visible',
    compatTable: 'visible',
  });
  await page.goto(`${longPage}#${heading}`);
  expect(await blocksWait()).toEqual({
    attribute: false,
    paragraph: 'visible',
    compatTable: 'visible',
  });
});

test('every table-of-contents link of a long page lands on its heading', async ({page}) => {
  await page.goto(longPage);
  await waitForHydration(page);
  const links = page.locator('.table-of-contents a');
  const ids = await links.evaluateAll((all) =>
    all.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))),
  );
  expect(ids.length).toBeGreaterThan(8);
  // From the bottom up: each jump crosses blocks that have not rendered yet.
  for (const id of ids.reverse()) {
    await links.and(page.locator(`[href$="#${id}"]`)).click();
    await expectAtAnchorTarget(page, id);
  }
});

test('content that grows above the reader does not move what they read', async ({page}) => {
  await page.goto(longPage);
  await waitForHydration(page);
  await page.locator('.table-of-contents').getByRole('link', {name: 'Platform notes'}).click();
  await expectAtAnchorTarget(page, heading);
  // The sticky navbar and sidebar are not the scroll anchor (src/css/custom.css).
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '500px';
    document.querySelector('.markdown')!.prepend(spacer);
  });
  await expectAtAnchorTarget(page, heading);
});

test('a link from another page to an anchor of a long page lands on its heading', async ({
  page,
}) => {
  // A client-side navigation: the new page renders with its blocks waiting, then scrolls.
  await page.goto('api/html/label/');
  await waitForHydration(page);
  await page.locator('.markdown').getByRole('link', {name: 'common instance API'}).click();
  await expect(page).toHaveURL(new RegExp(`${longPage}#instance-api$`));
  await expectAtAnchorTarget(page, 'instance-api');
});

/** The sum of the layout shifts while `path` loads, until `ready` and two more frames. */
async function layoutShiftWhileLoading(
  page: Page,
  path: string,
  ready: () => Promise<void>,
): Promise<number> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as {shifts?: number[]}).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as {value?: number}).value!);
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto(path);
  await ready();
  // Layout-shift entries arrive after the frame that moved things: let two frames pass.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  return page.evaluate(() =>
    ((window as {shifts?: number[]}).shifts ?? []).reduce((sum, value) => sum + value, 0),
  );
}

// Off-screen blocks must not jump into place in the first screen: no layout shift while
// a docs page loads. Taller screens hold more blocks; the pages of short blocks hold most.
const noShiftCases: [number, number, string[]][] = [
  [412, 823, ['learn/styles/', 'learn/testing/', 'api/css/create/']],
  [1280, 800, ['learn/styles/', 'learn/testing/', 'api/css/create/']],
  [1920, 1080, ['api/css/defineConsts/', 'contribute/clone-repo/']],
  [2560, 1440, ['api/css/defineConsts/', 'contribute/clone-repo/']],
];
for (const [width, height, paths] of noShiftCases) {
  for (const path of paths) {
    test(`/${path} loads without layout shift at ${width}×${height}`, async ({page}) => {
      await page.setViewportSize({width, height});
      expect(await layoutShiftWhileLoading(page, path, () => waitForHydration(page))).toBeLessThan(
        0.001,
      );
    });
  }
}

// A slow device may paint a page parsed only up to some point of the navbar (CI at 4 loads
// per core did: the links moved left when the search box arrived). Parsed up to each point
// of the search box, the links beside it are where the whole page has them.
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

test('the navbar links stay in place while the search box is still being parsed', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  const html = readFileSync('build/api/css/create/index.html', 'utf8');
  const cuts = ['<div class=navbarSearchContainer', '<div role=search', '<input'];
  const linkPlaces = () =>
    page
      .locator('.navbar__items--right > *')
      .evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().x));
  await page.goto('api/css/create/');
  const whole = await linkPlaces();
  for (const cut of cuts) {
    const end = html.indexOf(cut, html.indexOf('navbar__items--right'));
    expect(end, cut).toBeGreaterThan(0);
    await page.route('**/api/css/create/half', (route) =>
      // Without its scripts: a half page is for the layout only, not to hydrate.
      route.fulfill({contentType: 'text/html', body: withoutScripts(html.slice(0, end))}),
    );
    await page.goto('api/css/create/half');
    expect(await linkPlaces(), `parsed up to ${cut}`).toEqual(whole);
    await page.unroute('**/api/css/create/half');
  }
});

// The playground's editor and preview load after the page: they fill the place kept for them.
for (const width of [360, 412, 1280]) {
  test(`/playground/ loads its editor without layout shift at ${width}px`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    const ready = () =>
      expect(page.locator('[data-live-editor]')).toHaveAttribute('data-live-editor', 'rendered', {
        timeout: scaled(30_000),
      });
    expect(await layoutShiftWhileLoading(page, 'playground/', ready)).toBeLessThan(0.001);
  });
}

test('find-in-page reaches a row of a table below the fold', async ({page}) => {
  await page.goto(longPage);
  await waitForHydration(page);
  const table = page.locator('article table').last();
  const name =
    (await table.locator('tbody tr').last().locator('th code').first().textContent()) ?? '';
  expect(name).not.toBe('');
  const found = await page.evaluate((text) => {
    // window.find is Chromium's find-in-page from script: it selects and scrolls to the match.
    const hit = (window as unknown as {find: (text: string) => boolean}).find(text);
    return hit && !!window.getSelection()?.anchorNode?.parentElement?.closest('table:last-of-type');
  }, name);
  expect(found).toBe(true);
  await expect(table).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the page HTML holds every row of every table', async ({page, browser}) => {
    await page.goto(longPage);
    const rows = await page.locator('article table tbody tr').count();
    const hydrated = await browser.newPage({javaScriptEnabled: true});
    await hydrated.goto(longPage);
    await waitForHydration(hydrated);
    expect(rows).toBeGreaterThan(100);
    expect(rows).toBe(await hydrated.locator('article table tbody tr').count());
    await hydrated.close();
  });
});

// src/plugins/page-scripts: a page's HTML names every script it needs to hydrate, so the
// browser never finds one a round trip late, and starts them once its content is on screen.
for (const path of ['learn/styles/', 'learn/animation/', 'api/html/common/', 'contribute/']) {
  test(`/${path} requests no script before hydrating that its HTML does not name`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(path);
    await waitForHydration(page);
    const named = startedScripts(await response!.text());
    expect(named.length).toBeGreaterThan(2);
    expect(requested.filter((path) => !named.includes(path))).toEqual([]);
  });
}

test('a page requests its scripts only once its first content is on screen', async ({page}) => {
  await page.goto('learn/styles/');
  await waitForHydration(page);
  const {painted, firstScript} = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    firstScript: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(firstScript).toBeGreaterThanOrEqual(painted);
});
