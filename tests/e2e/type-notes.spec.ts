import type {Locator, Page} from '@playwright/test';
import {
  test,
  expect,
  axeViolations,
  scrollIntoViewAndSettle,
  startInColorMode,
  waitForHydration,
} from './fixtures';
import {scaled} from './slowdown';

// Types in code blocks (src/plugins/syntax-tokens/typedLines.ts, #49): each identifier of
// the library is a button whose popover shows its type, on keyboard focus and hover
// (interest invokers) and on Enter; Escape closes it. No script: the browser does it all.

/** The first `css.create` in the page's code blocks: the button around `create`. */
const createIn = (page: Page) =>
  page.locator('.theme-code-block .type-ref', {hasText: /^create$/}).first();

/** The popover a type button opens. */
async function popoverOf(page: Page, button: Locator): Promise<Locator> {
  return page.locator(`[id="${await button.getAttribute('popovertarget')}"]`);
}

/** Moves the keyboard focus onto `button`: from the element before it in the tab order. */
async function tabTo(page: Page, button: Locator): Promise<void> {
  await button.evaluate((element) => {
    const before = document.createElement('span');
    before.tabIndex = 0;
    element.before(before);
    before.focus();
  });
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
}

test.describe('type notes in code blocks', () => {
  // The pages issue 49 names: a guide, a reference page and the TypeScript guide.
  for (const path of ['learn/styles/', 'api/html/button/', 'learn/typescript/'])
    test(`${path}: focusing css.create with the keyboard shows its type; Escape hides it`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const create = createIn(page);
      await scrollIntoViewAndSettle(create);
      const popover = await popoverOf(page, create);
      await expect(popover).toBeHidden();
      await tabTo(page, create);
      await expect(popover).toBeVisible({timeout: scaled(5_000)});
      await expect(popover).toContainText(/^const create: <const S extends/);
      // Its type is its description, for a screen reader.
      await expect(create).toHaveAccessibleDescription(/^const create: </);
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
    });

  test('a prop shows its type on hover', async ({page}) => {
    await page.goto('learn/styles/');
    await waitForHydration(page);
    const style = page.locator('.theme-code-block .type-ref', {hasText: /^style$/}).first();
    await scrollIntoViewAndSettle(style);
    await style.hover();
    const popover = await popoverOf(page, style);
    await expect(popover).toBeVisible({timeout: scaled(5_000)});
    await expect(popover).toContainText('(property) style?:');
  });

  test('an example that fails on purpose shows the compiler’s error under its line', async ({
    page,
  }) => {
    await page.goto('learn/components/');
    await waitForHydration(page);
    const block = page
      .locator('.theme-code-block')
      .filter({has: page.getByText('RejectedProps.tsx')});
    const errors = block.locator('.code-error-text');
    await expect(errors).toHaveCount(3);
    await expect(errors.first()).toHaveText(/^error TS\d+: .*htmlFor/);
  });

  for (const mode of ['light', 'dark'] as const)
    for (const width of [1280, 390])
      test(`is axe clean with a type open, ${mode} mode, ${width} px`, async ({page}) => {
        test.setTimeout(scaled(90_000));
        await startInColorMode(page, mode);
        await page.setViewportSize({width, height: 844});
        await page.goto('learn/styles/');
        await waitForHydration(page);
        const create = createIn(page);
        await scrollIntoViewAndSettle(create);
        const popover = await popoverOf(page, create);
        await popover.evaluate((element: HTMLElement) => {
          if (!element.matches(':popover-open')) element.showPopover();
        });
        await expect(popover).toBeVisible();
        await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
        expect(await axeViolations(page), 'axe violations').toEqual([]);
      });
});
