import type {Page, Response} from '@playwright/test';
import {codeColorGroups, codePlain} from '../../src/data/codeThemes';
import {
  test,
  expect,
  editorStatus,
  firstCompile,
  scrollIntoViewAndSettle,
  waitForHydration,
} from './fixtures';

// Code is highlighted at build time (src/plugins/syntax-tokens): pages carry the
// tokens, and the browser never loads a tokenizer, not even after client-side navigation.
const keyword = codeColorGroups.find((group) => group.name === 'keyword')!;
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Records whether any script the page ran holds a tokenizer (Prism's hooks). */
function watchForTokenizer(page: Page): {loaded: () => boolean} {
  let loaded = false;
  page.on('response', async (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('before-tokenize')) loaded = true;
  });
  return {loaded: () => loaded};
}

const firstKeyword = (page: Page) => page.locator('.prism-code .token.keyword').first();

/** Every code block on the page shows coloured tokens, with lines as phrasing content. */
async function expectAllHighlighted(page: Page): Promise<void> {
  const blocks = page.locator('pre.prism-code');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await expect(blocks.nth(i).locator('.token').first()).toBeAttached();
  }
  await expect(page.locator('pre.prism-code code div')).toHaveCount(0);
}

test.describe('code blocks', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`arrive highlighted and stay so after hydration, without a tokenizer, in ${mode} mode`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme: mode});
      const tokenizer = watchForTokenizer(page);
      await page.goto('api/css/create/');
      await waitForHydration(page);
      await expect(firstKeyword(page)).toHaveCSS('color', rgb(keyword[mode]));
      await expectAllHighlighted(page);
      expect(tokenizer.loaded()).toBe(false);
    });
  }

  test('that arrive by client-side navigation are highlighted, without a tokenizer', async ({
    page,
  }) => {
    const tokenizer = watchForTokenizer(page);
    await page.goto('api/');
    await waitForHydration(page);
    await page.locator('main a[href$="/api/css/create/"]').first().click();
    await expect(page).toHaveURL(/\/api\/css\/create\/$/);
    await expect(firstKeyword(page)).toHaveCSS('color', rgb(keyword.light));
    await expectAllHighlighted(page);
    expect(tokenizer.loaded()).toBe(false);
  });

  test('stay as built when an example’s editor brings its own Prism', async ({page}) => {
    await page.goto('api/css/create/');
    await waitForHydration(page);
    // The code blocks outside examples: an example's block gives way to its editor.
    const blocksHtml = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('pre.prism-code')]
          .filter((block) => !block.closest('figure'))
          .map((block) => block.innerHTML),
      );
    const built = await blocksHtml();
    const figure = page
      .locator('figure')
      .filter({has: page.locator('[data-example]')})
      .first();
    const edit = figure.getByRole('button', {name: 'Edit', exact: true});
    await scrollIntoViewAndSettle(edit);
    await edit.click();
    await expect(editorStatus(figure)).toHaveAttribute('data-live-editor', 'rendered', {
      timeout: firstCompile,
    });
    await expect(figure.locator('.cm-content .token.keyword').first()).toHaveCSS(
      'color',
      rgb(keyword.light),
    );
    // Prism's core, unless told it runs manually, re-highlights `code.language-*` on the next frame.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await blocksHtml()).toEqual(built);
    expect(await page.evaluate(() => 'Prism' in window)).toBe(false);
  });

  test('show titles and one line per source line, and wrap when asked', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('api/css/create/');
    await waitForHydration(page);
    const block = page
      .locator('.theme-code-block')
      .filter({has: page.locator('[class*=codeBlockTitle]')})
      .first();
    await expect(block.locator('[class*=codeBlockTitle]')).toHaveText(/\.tsx$/);
    const code = block.locator('pre > code');
    await scrollIntoViewAndSettle(block);
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await expect(code.locator('.token-line')).toHaveCount(copied.split('\n').length);
    await block.getByRole('button', {name: 'Toggle word wrap'}).click();
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
  });

  test('copy the code as written, not the markup', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('learn/installation/');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block').first();
    await scrollIntoViewAndSettle(block);
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await block.locator('pre > code').innerText()).trimEnd());
    expect(copied).toBe('npm install react-strict-dom');
  });
});

test.describe('install tabs', () => {
  test('each tab controls its own panel, which names the tab', async ({page}) => {
    await page.goto('learn/installation/');
    await waitForHydration(page);
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(2);
    for (const tab of await tabs.all()) {
      const panelId = await tab.getAttribute('aria-controls');
      expect(panelId).toBeTruthy();
      const panel = page.locator(`[id="${panelId}"]`);
      await expect(panel).toHaveAttribute('role', 'tabpanel');
      await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
    }
  });
});

test.describe('code blocks before any script bundle runs', () => {
  test.use({allowedConsoleErrors: ['Failed to load resource']});

  test('are already in dark colours with an OS dark preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('api/css/create/');
    await expect(page.locator('pre.prism-code').first()).toHaveCSS(
      'background-color',
      rgb(codePlain.dark.backgroundColor),
    );
    await expect(firstKeyword(page)).toHaveCSS('color', rgb(keyword.dark));
  });
});
