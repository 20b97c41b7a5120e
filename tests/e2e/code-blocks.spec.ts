import type {Page, Response} from '@playwright/test';
import {codeColorGroups, codePlain} from '../../src/data/codeThemes';
import {test, expect, waitForHydration} from './fixtures';

// Code is highlighted on the server; the browser loads the highlighter only for
// code blocks that arrive by client-side navigation (src/theme/CodeBlock/Content).
const keyword = codeColorGroups.find((group) => group.name === 'keyword')!;
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Records whether any script the page ran holds the highlighter (Prism's tokenizer hooks). */
function watchForHighlighter(page: Page): {loaded: () => boolean} {
  let loaded = false;
  page.on('response', async (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('before-tokenize')) loaded = true;
  });
  return {loaded: () => loaded};
}

const firstKeyword = (page: Page) => page.locator('.prism-code .token.keyword').first();

test.describe('code blocks', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`arrive highlighted and stay so after hydration, without the highlighter, in ${mode} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      const highlighter = watchForHighlighter(page);
      await page.goto('api/css/create/');
      await waitForHydration(page);
      // Hydration remounts code blocks once (stock CodeBlock); let that settle.
      await page.waitForTimeout(300);
      await expect(firstKeyword(page)).toHaveCSS('color', rgb(keyword[mode]));
      const blocks = page.locator('pre.prism-code');
      const count = await blocks.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i++) {
        await expect(blocks.nth(i).locator('.token').first()).toBeAttached();
      }
      expect(highlighter.loaded()).toBe(false);
    });
  }

  test('that arrive by client-side navigation are highlighted once the highlighter loads', async ({page}) => {
    const highlighter = watchForHighlighter(page);
    await page.goto('api/');
    await waitForHydration(page);
    await page.locator('main a[href$="/api/css/create/"]').first().click();
    await expect(page).toHaveURL(/\/api\/css\/create\/$/);
    await expect(firstKeyword(page)).toHaveCSS('color', rgb(keyword.light));
    expect(highlighter.loaded()).toBe(true);
  });

  test('copy the code as written, not the markup', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('learn/installation/');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await block.locator('pre code').innerText()).trimEnd());
    expect(copied.length).toBeGreaterThan(0);
  });
});

test.describe('code blocks before any script bundle runs', () => {
  test.use({allowedConsoleErrors: ['Failed to load resource']});

  test('are already in dark colours with an OS dark preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('api/css/create/');
    await expect(page.locator('pre.prism-code').first()).toHaveCSS('background-color', rgb(codePlain.dark.backgroundColor));
    await expect(firstKeyword(page)).toHaveCSS('color', rgb(keyword.dark));
  });
});
