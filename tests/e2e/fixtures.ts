import {test as base, expect, type Locator, type Page} from '@playwright/test';

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

/**
 * Scrolls `locator` into view and waits until it has stayed in place for a few frames.
 * After a jump, the off-screen blocks now in view (content-visibility: auto) render a
 * frame or two later at their real height, which moves what is below them; a click in
 * that frame goes down on one element and up on another, and lands on their parent.
 */
export async function scrollIntoViewAndSettle(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = '';
    for (let still = 0; still < 5;) {
      await frame();
      const {top, left} = element.getBoundingClientRect();
      still = `${top},${left}` === last ? still + 1 : 0;
      last = `${top},${left}`;
    }
  });
}
