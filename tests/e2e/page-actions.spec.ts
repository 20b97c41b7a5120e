import type {Page} from '@playwright/test';
import {withoutPreamble} from '../../src/plugins/llms-txt/preamble';
import {test, expect, waitForHydration} from './fixtures';

// The actions under every docs page's title (src/components/PageActions): copy the
// page's Markdown copy, open it, or start a chat that reads it.

const siteUrl = 'https://react.github.io/react-strict-dom/';
const actions = (page: Page) => page.getByRole('group', {name: 'Page actions'});
const markdownOf = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).text(), path);

test.describe('page actions', () => {
  test('sit under the title: a button and three links, each reached with Tab', async ({page}) => {
    await page.goto('learn/styles/');
    await waitForHydration(page);
    const group = actions(page);
    await expect(page.locator('header:has(h1) + [role="group"]')).toHaveCount(1);
    await expect(group.getByRole('button')).toHaveText(['Copy page']);
    await expect(group.getByRole('link')).toHaveText([
      'View as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
    ]);
    await group.getByRole('button', {name: 'Copy page'}).focus();
    for (const name of ['View as Markdown', 'Open in ChatGPT', 'Open in Claude']) {
      await page.keyboard.press('Tab');
      await expect(group.getByRole('link', {name})).toBeFocused();
    }
  });

  test('link the Markdown copy, and start chats that ask to read its address', async ({page}) => {
    await page.goto('api/html/input/');
    const group = actions(page);
    const view = group.getByRole('link', {name: 'View as Markdown'});
    await expect(view).toHaveAttribute('href', '/react-strict-dom/api/html/input.md');
    const prompt = `Read ${siteUrl}api/html/input.md so I can ask you about it.`;
    for (const [name, start] of [
      ['ChatGPT', 'https://chatgpt.com/'],
      ['Claude', 'https://claude.ai/new'],
    ]) {
      const href = await group.getByRole('link', {name: `Open in ${name}`}).getAttribute('href');
      const url = new URL(href!);
      expect(`${url.origin}${url.pathname}`).toBe(start);
      expect(url.searchParams.get('q')).toBe(prompt);
    }
    const response = await page.request.get(await view.getAttribute('href').then(String));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    expect(withoutPreamble(await response.text())).toMatch(/^# \\<html\.input>/);
  });

  test('Copy page puts the page’s Markdown copy, less its preamble, on the clipboard, from the keyboard', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseURL!).origin,
    });
    await page.goto('api/html/input/');
    await waitForHydration(page);
    const button = actions(page).getByRole('button', {name: 'Copy page'});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(actions(page).getByRole('status')).toHaveText('Copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const copy = await markdownOf(page, '/react-strict-dom/api/html/input.md');
    expect(copy).toMatch(/^> This page documents react-strict-dom /);
    expect(copied).toBe(withoutPreamble(copy));
    expect(copied).toMatch(/^# \\<html\.input>/);
    expect(copied).toContain('| `onSelectionChange` `(event) => void` | Not supported (');
  });

  test('says what to do when the browser refuses the clipboard', async ({page}) => {
    await page.addInitScript(() => {
      navigator.clipboard.write = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await page.goto('learn/styles/');
    await waitForHydration(page);
    await actions(page).getByRole('button', {name: 'Copy page'}).click();
    await expect(actions(page).getByRole('status')).toHaveText(
      'Copying failed: open View as Markdown and copy the text there.',
    );
  });

  test('follow the page on client-side navigation, with its <head> link', async ({page}) => {
    await page.goto('learn/styles/');
    await waitForHydration(page);
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Themes'}).click();
    await expect(page).toHaveURL(/learn\/themes\/$/);
    await expect(actions(page).getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/react-strict-dom/learn/themes.md',
    );
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      '/react-strict-dom/learn/themes.md',
    );
  });
});
