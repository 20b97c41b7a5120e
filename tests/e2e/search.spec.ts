import type {Page, Request} from '@playwright/test';
import {resolveDocs} from '../../src/plugins/search/shared/docs';
import type {SearchDoc, SearchDocFile} from '../../src/plugins/search/shared/types';
import {test, expect, openBeforeHydration, waitForHydration} from './fixtures';

// Queries come from the built search-doc file wherever they can, so these
// tests hold whatever the docs say; the spec's own examples name their pages,
// and fail if a page is gone.

const searchFile = /\/(search-doc|lunr-index)-[0-9a-f]+\.json$/;
const searchChunk = /\/assets\/js\/search\.[0-9a-f]+\.js$/;

/** Records every request for a search file or the search code. */
function trackSearchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    const {pathname} = new URL(request.url());
    if (searchFile.test(pathname) || searchChunk.test(pathname)) urls.push(pathname);
  });
  return urls;
}

function box(page: Page) {
  return page.getByRole('combobox', {name: 'Search the docs'});
}

/** The search's own status message, in the navbar (a docs page has others: its page actions'). */
function searchStatus(page: Page) {
  return page.getByRole('navigation', {name: 'Main'}).getByRole('status');
}

async function open(page: Page, path = 'learn/') {
  await page.goto(path);
  await waitForHydration(page);
}

/** The shortcut, once: the SearchBar listens from its layout effect, before the page is
 * marked hydrated (`open` waits for that), so the first press reaches it. */
async function pressShortcut(page: Page, keys: string) {
  await page.keyboard.press(keys);
  await expect(box(page)).toBeFocused();
}

async function ready(page: Page) {
  await expect(box(page)).toHaveAttribute('placeholder', 'Search Ctrl+K');
  await expect(box(page)).toBeEnabled();
}

/** Hovers the box, waits until it is ready and types `query`. */
async function searchFor(page: Page, query: string) {
  await box(page).hover();
  await ready(page);
  await box(page).click();
  await box(page).fill(query);
}

/** The entries of the built search-doc file, every URL absolute and every title the page's. */
async function searchDocs(page: Page): Promise<SearchDoc[]> {
  const url = await page.locator('meta[name="search-doc"]').getAttribute('content');
  const response = await page.request.get(url!);
  return resolveDocs(((await response.json()) as SearchDocFile).searchDocs);
}

function countFiles(urls: string[]) {
  const docs = urls.filter((u) => u.includes('/search-doc-')).length;
  const indexes = urls.filter((u) => u.includes('/lunr-index-')).length;
  return {docs, indexes};
}

test.describe('search files', () => {
  test('index every published page, one entry per section, and nothing else', async ({page}) => {
    await open(page, './');
    const docs = await searchDocs(page);
    const sitemap = await (await page.request.get('sitemap.xml')).text();
    const published = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)]
      .map((m) => m[1])
      .sort();
    const indexed = [...new Set(docs.map((d) => d.url.split('#')[0]))].sort();
    expect(indexed).toEqual(published);
    expect(indexed).toEqual(
      expect.arrayContaining([
        '/react-strict-dom/',
        '/react-strict-dom/learn/',
        '/react-strict-dom/api/',
        '/react-strict-dom/contribute/',
      ]),
    );
    expect(indexed.some((url) => url.includes('404'))).toBe(false);
    for (const doc of docs.filter((d) => d.url.includes('#'))) {
      expect(doc.subcategory).toBeTruthy();
      const [path, anchor] = doc.url.split('#');
      if (path === docs[0].url) continue;
      // Each anchor is a heading on its page.
      expect(anchor).toMatch(/^[\w-]+$/);
    }
  });

  test('names both files with content hashes under the base URL', async ({page}) => {
    await open(page, './');
    for (const name of ['search-doc', 'lunr-index']) {
      const url = await page.locator(`meta[name="${name}"]`).getAttribute('content');
      expect(url).toMatch(new RegExp(`^/react-strict-dom/${name}-[0-9a-f]{10}\\.json$`));
      expect((await page.request.get(url!)).status()).toBe(200);
    }
    const file = await (
      await page.request.get(
        (await page.locator('meta[name="search-doc"]').getAttribute('content'))!,
      )
    ).json();
    expect(file.options).toEqual({highlightResult: true, maxHits: expect.any(Number)});
  });
});

test.describe('search box', () => {
  test('is a labelled combobox in a search landmark that loads nothing with the page', async ({
    page,
  }) => {
    const requests = trackSearchRequests(page);
    await open(page);
    // type="text": the HTML spec allows role="combobox" on it, not on type="search".
    await expect(box(page)).toHaveAttribute('type', 'text');
    await expect(page.getByRole('search').getByRole('combobox')).toHaveCount(1);
    await expect(box(page)).toHaveAttribute('placeholder', 'Loading...');
    await expect(box(page)).toBeDisabled();
    await page.mouse.wheel(0, 400);
    // Loading later would be a bug of its own; what matters is that nothing loaded with
    // the page and its scroll, once all of the page's own requests are done.
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
  });

  for (const [how, activate] of [
    ['hover', (page: Page) => box(page).hover()],
    ['click', (page: Page) => box(page).click({force: true})],
    ['focus', (page: Page) => box(page).focus()],
    ['Ctrl+K', (page: Page) => pressShortcut(page, 'Control+k')],
  ] as const) {
    test(`loads each file once, on the first ${how}`, async ({page}) => {
      const requests = trackSearchRequests(page);
      await open(page);
      await activate(page);
      await ready(page);
      expect(countFiles(requests)).toEqual({docs: 1, indexes: 1});
      // Later activations, on this page or after client-side navigation, fetch nothing.
      await box(page).hover();
      await box(page).click();
      await page.keyboard.press('Control+k');
      await page.getByRole('link', {name: 'API', exact: true}).first().click();
      await expect(page).toHaveURL(/\/api\/$/);
      await box(page).click();
      // Still ready after navigation: the loaded index is kept, so nothing was refetched.
      await ready(page);
      await page.waitForLoadState('networkidle');
      expect(countFiles(requests)).toEqual({docs: 1, indexes: 1});
    });
  }

  test('can be reached with Tab, which loads it', async ({page}) => {
    const requests = trackSearchRequests(page);
    await open(page);
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if (await box(page).evaluate((el) => el === document.activeElement)) break;
    }
    await expect(box(page)).toBeFocused();
    await ready(page);
    expect(countFiles(requests)).toEqual({docs: 1, indexes: 1});
  });

  test('loads when the box was focused before the page hydrated', async ({page}) => {
    const {hydrate} = await openBeforeHydration(page, 'learn/');
    await box(page).focus();
    await hydrate();
    await ready(page);
    await expect(box(page)).toBeFocused();
    await box(page).fill('defineVars');
    await expect(page.getByRole('option').first()).toBeVisible();
  });

  test('Ctrl+K focuses the box from anywhere on the page', async ({page}) => {
    await open(page);
    await page.locator('main').click({position: {x: 5, y: 5}});
    await pressShortcut(page, 'Control+k');
    await expect(box(page)).toBeFocused();
    await ready(page);
    await page.getByRole('link', {name: 'Contribute', exact: true}).first().focus();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
  });

  test('shows ⌘+K and answers ⌘+K on a Mac', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel'});
      Object.defineProperty(Navigator.prototype, 'userAgentData', {get: () => undefined});
    });
    await open(page);
    await pressShortcut(page, 'Meta+k');
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveAttribute('placeholder', 'Search ⌘+K');
  });
});

test.describe('results', () => {
  test('list title, section and marked words, and announce their count', async ({page}) => {
    await open(page);
    const docs = await searchDocs(page);
    const section = docs.find((d) => d.subcategory)!;
    await searchFor(page, section.subcategory!);
    const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(searchStatus(page)).toHaveText(`${count} ${count === 1 ? 'result' : 'results'}`);
    const option = options.filter({has: page.locator(`xpath=self::*[@href="${section.url}"]`)});
    await expect(option).toContainText(section.title);
    await expect(option).toContainText(section.subcategory!);
    await expect(option.locator('mark').first()).toBeVisible();

    // A page's introduction shows its stored snippet under the title.
    const intro = docs.find((d) => d.url.endsWith('/api/css/defineVars/'))!;
    expect(intro.text).not.toBe('');
    await box(page).fill('defineVars');
    const introOption = options.filter({has: page.locator(`xpath=self::*[@href="${intro.url}"]`)});
    await expect(introOption).toContainText(intro.text);
  });

  test('say clearly when nothing matches', async ({page}) => {
    await open(page);
    await searchFor(page, 'qqxqzv');
    await expect(page.getByText('No results for “qqxqzv”')).toBeVisible();
    await expect(searchStatus(page)).toHaveText('No results');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('survive lunr operators in the query', async ({page}) => {
    await open(page);
    await searchFor(page, 'x');
    for (const query of [
      ':',
      '~',
      '^',
      '*',
      '+',
      '-',
      'title:react~2',
      '+react -native^3*',
      '*:~^+-',
    ]) {
      await box(page).fill(query);
      await expect(searchStatus(page)).toHaveText(/results?$/);
    }
  });

  test('find pages by exact word, prefix and typo', async ({page}) => {
    await open(page);
    const docs = await searchDocs(page);
    // A page title's longest word, whole, cut short, and with a typo.
    const page0 = docs.find((d) => d.subcategory === null && /[a-z]{7,}/i.test(d.title))!;
    const word = page0.title.match(/[a-z]{7,}/i)![0];
    const typo = word.slice(0, 2) + word[3] + word[2] + word.slice(4);
    await searchFor(page, word);
    for (const query of [word, word.slice(0, 5), typo]) {
      await box(page).fill(query);
      await expect(
        page.getByRole('option').and(page.locator(`[href="${page0.url}"]`)),
      ).toBeVisible();
    }
  });

  test('find the spec’s examples and the names readers type first', async ({page}) => {
    await open(page);
    await searchFor(page, 'x');
    for (const [query, url] of [
      ['defineVar', '/react-strict-dom/api/css/defineVars/'],
      ['firstThatWork', '/react-strict-dom/api/css/firstThatWorks/'],
      ['optgroop', '/react-strict-dom/api/html/optgroup/'],
      ['setup-next', '/react-strict-dom/learn/setup-next/'],
    ]) {
      await box(page).fill(query);
      await expect(page.getByRole('option').first()).toHaveAttribute(
        'href',
        new RegExp(`^${url}(#|$)`),
      );
    }
    // A prop's name finds its reference at the top. The Icons guide's section on labels
    // scores within 0.1 % of it, so either may come first as the pages change.
    await box(page).fill('aria-label');
    await expect
      .poll(() =>
        page
          .getByRole('option')
          .evaluateAll((options) => options.slice(0, 2).map((o) => o.getAttribute('href'))),
      )
      .toContain('/react-strict-dom/api/html/common/#aria-props');
  });
});

test.describe('keyboard', () => {
  test('↑ ↓ move through the results, Enter opens one, Escape closes then clears', async ({
    page,
  }) => {
    await open(page);
    await searchFor(page, 'react');
    const options = page.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const count = await options.count();
    expect(count, '"react" lists several results').toBeGreaterThan(1);
    const activeId = () => box(page).getAttribute('aria-activedescendant');
    expect(await activeId()).toBe(await options.nth(0).getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(await activeId()).toBe(await options.nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(box(page)).toHaveValue('react');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveValue('');

    await box(page).fill('react');
    await page.keyboard.press('ArrowDown');
    const target = await options.nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });
});

test.describe('selecting a result', () => {
  test('clears the box, navigates on the client and marks the word once', async ({page}) => {
    await open(page, 'contribute/');
    const docs = await searchDocs(page);
    const section = docs.find((d) => d.url.includes('#') && d.subcategory)!;
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    await searchFor(page, section.subcategory!);
    const option = page.locator(`[role="option"][href="${section.url}"]`);
    const marked = (await option.locator('mark').allTextContents()).map((w) => w.toLowerCase());
    expect(marked.length).toBeGreaterThan(0);
    await option.click();

    await expect(page).toHaveURL(
      new RegExp(`${section.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    await expect(box(page)).toHaveValue('');
    expect(
      await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument),
    ).toBe(true);
    const mark = page.locator('mark[data-search-mark]');
    await expect(mark).toHaveCount(1);
    expect(marked).toContain((await mark.textContent())!.toLowerCase());
    // The word left the history entry: a reload shows no mark.
    expect(await page.evaluate(() => JSON.stringify(window.history.state))).not.toContain(
      'searchMark',
    );
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('mark[data-search-mark]')).toHaveCount(0);
  });

  test('a modified click leaves the page alone (opens a tab)', async ({page, context}) => {
    await open(page);
    await searchFor(page, 'react');
    const option = page.getByRole('option').first();
    const href = await option.getAttribute('href');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      option.click({modifiers: ['ControlOrMeta']}),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname + new URL(popup.url()).hash).toBe(href);
    await expect(page).toHaveURL(/\/learn\/$/);
  });
});

test.describe('narrow screens', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the box expands over the navbar and the results fit the screen', async ({page}) => {
    await open(page);
    const collapsed = (await box(page).boundingBox())!;
    expect(collapsed.width).toBeLessThan(60);
    await searchFor(page, 'react');
    // The box grows with a short transition.
    await expect.poll(async () => (await box(page).boundingBox())!.width).toBeGreaterThan(300);
    const expanded = (await box(page).boundingBox())!;
    expect(expanded.x).toBeGreaterThanOrEqual(0);
    expect(expanded.x + expanded.width).toBeLessThanOrEqual(390);
    const list = (await page.getByRole('listbox').boundingBox())!;
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(390);
    await page.getByRole('option').first().click();
    await expect(box(page)).toHaveValue('');
  });
});

const unavailable = (page: Page) => page.locator('p', {hasText: 'Search is unavailable'});

test.describe('faults', () => {
  test.use({allowedConsoleErrors: ['Failed to load resource']});

  test('a missing file shows a message, once, without retries', async ({page}) => {
    const requests = trackSearchRequests(page);
    await page.route(/\/search-doc-[0-9a-f]+\.json$/, (route) =>
      route.fulfill({status: 404, body: 'Not found'}),
    );
    await open(page);
    await box(page).hover();
    await box(page).click({force: true});
    await expect(unavailable(page)).toBeVisible();
    await expect(box(page)).toHaveAttribute('placeholder', 'Search unavailable');
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Control+k');
      await box(page).hover();
      await page.mouse.move(0, 0);
    }
    await page.waitForLoadState('networkidle');
    expect(countFiles(requests)).toEqual({docs: 1, indexes: 1});
  });

  test('an unreachable index shows the same message', async ({page}) => {
    await page.route(/\/lunr-index-[0-9a-f]+\.json$/, (route) => route.abort('connectionrefused'));
    await open(page);
    await pressShortcut(page, 'Control+k');
    await expect(unavailable(page)).toBeVisible();
    await expect(searchStatus(page)).toContainText('Search is unavailable');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});
