import {test as base, expect, type Page} from '@playwright/test';

/**
 * `test` with a page that fails the test on any console error or uncaught
 * exception. Tests that provoke an expected error list its text in
 * `allowedConsoleErrors` (matched as a substring).
 */
export const test = base.extend<{allowedConsoleErrors: string[]; consoleErrors: string[]}>({
  allowedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // The static host answers 404 for the not-found page itself; that is the spec.
        if (text.includes('404 (Not Found)')) return;
        if (!allowedConsoleErrors.some((allowed) => text.includes(allowed))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * Waits until React has hydrated the page. The server already writes
 * data-has-hydrated="false"; Docusaurus sets "true" once effects have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}
