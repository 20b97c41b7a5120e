import {deflateRawSync} from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type FrameLocator, type Locator, type Page} from '@playwright/test';
import {scaled} from './slowdown';

export {scaled};

/**
 * `test` with a page that fails the test on any console error or uncaught
 * exception (the page's or a preview frame's). Tests that provoke an expected
 * error list its text in `allowedConsoleErrors` (matched as a substring).
 */
export const test = base.extend<{
  allowedConsoleErrors: string[];
  consoleErrors: string[];
  failureReport: void;
}>({
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
      page.on('pageerror', (error) => {
        // Errors a preview frame's code throws on purpose are allowed like console errors.
        if (!allowedConsoleErrors.some((allowed) => error.message.includes(allowed)))
          errors.push(`pageerror: ${error.message}`);
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
  failureReport: [
    async ({page}, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) await printPageState(page);
    },
    {auto: true},
  ],
});

/**
 * CI shows only the test's output: on a failure, print what the reader would
 * see (the main landmark's accessibility tree, capped) so the cause is readable there.
 */
async function printPageState(page: Page): Promise<void> {
  const limit = 6000;
  try {
    const snapshot = await page.locator('main').first().ariaSnapshot({timeout: 2000});
    console.log(`\n--- The page at the failure (${page.url()}) ---\n${snapshot.slice(0, limit)}`);
  } catch (error) {
    console.log(`\n--- No snapshot of the page at the failure: ${String(error).slice(0, 200)}`);
  }
}

export {expect};

/**
 * Waits until React has hydrated the page. The server already writes
 * data-has-hydrated="false"; Docusaurus sets "true" once effects have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/**
 * Opens `path` with the site's script held back, as on a phone still starting the page:
 * the server's HTML is there to use, React is not. `hydrate` lets the script load and
 * waits until the page has hydrated.
 */
export async function openBeforeHydration(
  page: Page,
  path: string,
): Promise<{hydrate: () => Promise<void>}> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, {waitUntil: 'commit'});
  return {
    hydrate: async () => {
      release();
      await waitForHydration(page);
    },
  };
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

/** The first compile waits for the compiler's worker to load: over 5 s on a busy machine. */
export const firstCompile = scaled(30_000);

/** The hash /playground/ reads: the files as JSON, deflate-raw, base64url (as the page writes it). */
export const hashOf = (files: Record<string, string>) =>
  deflateRawSync(JSON.stringify(files)).toString('base64url');

/** The editor panel, whose data-live-editor attribute says where the latest version is. */
export const editorStatus = (scope: Page | Locator) => scope.locator('[data-live-editor]');

/**
 * The sandboxed frame showing the latest version that rendered: inside its shell, the
 * page's own frame around it (src/playground/host/shell.ts). Playwright's reads carry a
 * user gesture, which gives the frame (and its shell, and the page) the browser's user
 * activation, as a reader's press would: tests of the focus guard read the frame last.
 */
export const previewFrame = (scope: Page | Locator): FrameLocator =>
  scope.frameLocator('[data-preview-frames] iframe[data-state="shown"]').frameLocator('iframe');

/**
 * An assertion on what the preview frame shows, tried again until `timeout`. A run that
 * replaces the shown shell closes the old one's frames; Playwright ends a wait inside a
 * frame whose session closed with "Target page, context or browser has been closed", and
 * does not look again (a closed session counts as final), so the assertion is retried
 * here, each try with a short wait of its own.
 */
export const inPreview = (assertion: (timeout: number) => Promise<unknown>, timeout: number) =>
  expect(async () => {
    await assertion(scaled(2_000));
  }).toPass({timeout});

const code = (scope: Page | Locator) => scope.getByRole('textbox', {name: /^Code of /});

/**
 * Replaces the whole text of the editor's current file, as a reader pasting would.
 * The click must leave the focus in the editor: if the layout moved under it (a
 * panel filling with messages), select-all and the paste would go to the page.
 */
export async function replaceCode(page: Page, scope: Page | Locator, text: string): Promise<void> {
  const editor = code(scope);
  await expect(async () => {
    await editor.click();
    await expect(editor).toBeFocused({timeout: 1000});
  }).toPass();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

/** Opens the editor of the example `name` on `route` and waits for its first compiled render. */
export async function openEditor(page: Page, route: string, name: string): Promise<Locator> {
  await page.goto(route);
  await waitForHydration(page);
  const figure = page.locator('figure').filter({has: page.locator(`[data-example="${name}"]`)});
  const edit = figure.getByRole('button', {name: 'Edit', exact: true});
  await scrollIntoViewAndSettle(edit);
  await edit.click();
  await expect(editorStatus(figure)).toHaveAttribute('data-live-editor', 'rendered', {
    timeout: firstCompile,
  });
  return figure;
}

/** WCAG 2.2 AA, the level every page and preview is held to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's WCAG 2.2 AA violations on the page (or only inside `include`), one line each:
 * rule, impact, help and the first five elements, for a readable failure.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({page}).withTags(wcagTags);
  const {violations} = await (include ? builder.include(include) : builder).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}

/**
 * Opens every page of this test in `mode`, as a reader who picked it earlier: the stored
 * choice, set in the top window only (a sandboxed preview frame has no storage).
 */
export async function startInColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((m) => {
    if (window === window.top) localStorage.setItem('theme', m);
  }, mode);
}
