import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const toggle = (page: Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});
const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

test.describe('colour mode', () => {
  test('defaults to light, then cycles system → light → dark → system and stores the choice under `theme`', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('learn/');
    await waitForHydration(page);
    expect(await theme(page)).toBe('light');
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
    expect(await stored(page)).toBeNull();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
    expect(await stored(page)).toBe('light');
    expect(await theme(page)).toBe('light');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
    expect(await stored(page)).toBe('dark');
    expect(await theme(page)).toBe('dark');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
    expect(await stored(page)).toBeNull();
    expect(await theme(page)).toBe('light');
  });

  test('a stored choice survives a reload', async ({page}) => {
    await page.goto('learn/');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  });

  test('follows the OS preference live while nothing is stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('learn/');
    await waitForHydration(page);
    expect(await theme(page)).toBe('light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('colour mode before any script bundle runs', () => {
  test.use({allowedConsoleErrors: ['Failed to load resource']});

  test('with an OS dark preference the first paint is already dark (no flash)', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    // Without the bundles, only the inline head script can set the theme.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('learn/', {waitUntil: 'domcontentloaded'});
    expect(await theme(page)).toBe('dark');
    expect(await page.locator('html').getAttribute('data-theme-choice')).toBe('system');
  });
});

test.describe('colour mode with blocked storage', () => {
  test.use({allowedConsoleErrors: ['Docusaurus storage error']});

  test('storage that throws: the page works and the toggle still switches for the session', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('learn/');
    await waitForHydration(page);
    expect(await theme(page)).toBe('light');
    await toggle(page).click();
    await toggle(page).click();
    expect(await theme(page)).toBe('dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  });

  test('storage whose methods throw: same result', async ({page}) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
    await page.goto('learn/');
    await waitForHydration(page);
    await toggle(page).click();
    await toggle(page).click();
    expect(await theme(page)).toBe('dark');
  });
});
