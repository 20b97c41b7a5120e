import type {Locator, Page} from '@playwright/test';
import {
  test,
  expect,
  axeViolations,
  editorStatus,
  firstCompile,
  hashOf,
  scrollIntoViewAndSettle,
  startInColorMode,
  waitForHydration,
} from './fixtures';

// Issue #36: each message the native previews show links to its entry on
// /api/native-messages/; with the editor open, the code a message names is underlined,
// with the message and the link on hover and in a list a keyboard reaches.

test.use({allowedConsoleErrors: ['React Strict DOM:']});
test.describe.configure({timeout: 120_000});

/** The figure of example `name` on `route`, hydrated. */
async function exampleFigure(page: Page, route: string, name: string): Promise<Locator> {
  await page.goto(route);
  await waitForHydration(page);
  return page.locator('figure').filter({has: page.locator(`[data-example="${name}"]`)});
}

/** Picks Native in a figure's caption and waits for the native run to render. */
async function pickNative(figure: Locator): Promise<void> {
  const views = figure.getByRole('radiogroup', {name: 'Preview'});
  await scrollIntoViewAndSettle(views);
  await views.getByRole('radio', {name: 'Native'}).check();
  await expect(figure.locator('iframe[data-state="shown"][data-native]')).toHaveCount(1, {
    timeout: firstCompile,
  });
}

/** The status line of a finished native run, once it has settled. */
const summary = (scope: Page | Locator) => scope.locator('[data-native-messages] [role="status"]');

test('a live example’s native message links to its entry', async ({page}) => {
  const figure = await exampleFigure(page, 'api/html/', 'GridFallback');
  await pickNative(figure);
  const messages = figure.getByRole('log', {name: 'Native messages'});
  const line = messages.getByRole('listitem').filter({hasText: 'gridTemplateColumns'});
  await expect(line).toHaveCount(1);
  await expect(summary(figure)).toHaveText(/^\d+ native messages: each links to why it fires\.$/, {
    timeout: firstCompile,
  });
  const why = line.getByRole('link', {name: /^Why\?/});
  await why.click();
  await expect(page).toHaveURL(/api\/native-messages\/#unsupported-style-property-property$/);
  await expect(page.locator('#unsupported-style-property-property')).toBeInViewport();
});

test('a clean native run says it printed nothing', async ({page}) => {
  const figure = await exampleFigure(page, 'api/css/create/', 'HoverButton');
  await pickNative(figure);
  await expect(summary(figure)).toHaveText('No native messages.', {timeout: firstCompile});
  await expect(figure.getByRole('log', {name: 'Native messages'})).toContainText(
    'Neither React Strict DOM nor React Native printed anything in this run.',
  );
});

test('an unedited example’s Native view loads no compiler', async ({page}) => {
  const figure = await exampleFigure(page, 'api/html/', 'GridFallback');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await pickNative(figure);
  expect(workers).toEqual([]);
  expect(scripts.filter((path) => /compiler|live-editor\./.test(path))).toEqual([]);
});

const gapCode = `import {css, html} from 'react-strict-dom';

const styles = css.create({
  list: {gap: 8},
});

export default function App() {
  return (
    <html.div style={styles.list}>
      <html.p>One</html.p>
      <html.p>Two</html.p>
    </html.div>
  );
}
`;

/** Opens /playground/ on `code`, in the Native view, and waits for the run to settle. */
async function openNativePlayground(page: Page, code: string): Promise<void> {
  await page.goto(`playground/#${hashOf({'App.tsx': code})}&view=native`);
  await expect(editorStatus(page).first()).toHaveAttribute('data-live-editor', 'rendered', {
    timeout: firstCompile,
  });
  await expect(summary(page)).toHaveText(/native message/, {timeout: firstCompile});
}

test('the playground editor underlines the style key a native message names', async ({page}) => {
  await openNativePlayground(page, gapCode);
  const editor = page.locator('.cm-content');
  const mark = editor.locator('[data-diagnostic="error"]');
  await expect(mark).toHaveText('gap');
  await mark.hover();
  const tip = page.locator('.cm-diagnostic-tip');
  await expect(tip).toContainText('"display:flex" is required for "gap" to have an effect.');
  await expect(tip.getByRole('link', {name: 'Why?'})).toHaveAttribute(
    'href',
    /\/api\/native-messages\/#display-flex-is-required-for-property-to-have$/,
  );
  // The same, from the keyboard: the list under the editor moves the cursor to the key.
  const place = page.getByRole('button', {name: 'Line 4'});
  await place.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', {name: /^Code of /})).toBeFocused();
  const selected = await page.evaluate(() => window.getSelection()?.toString());
  expect(selected).toBe('gap');
});

test('the editor underlines a web compile error at its line', async ({page}) => {
  await page.goto(`playground/#${hashOf({'App.tsx': gapCode.replace('{gap: 8}', '{gap: 8,,}')})}`);
  await expect(editorStatus(page).first()).toHaveAttribute('data-live-editor', 'failed', {
    timeout: firstCompile,
  });
  const mark = page.locator('.cm-content [data-diagnostic="error"]');
  await expect(mark).toHaveText('list: {gap: 8,,},');
  await expect(page.getByRole('button', {name: 'Line 4'})).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe: the Native view’s messages and the playground’s marks, ${mode}`, async ({page}) => {
    await startInColorMode(page, mode);
    const figure = await exampleFigure(page, 'api/html/', 'GridFallback');
    await pickNative(figure);
    await expect(summary(figure)).toHaveText(/native messages/, {timeout: firstCompile});
    expect(await axeViolations(page, 'figure')).toEqual([]);

    await openNativePlayground(page, gapCode);
    await page.locator('.cm-content [data-diagnostic="error"]').hover();
    await expect(page.locator('.cm-diagnostic-tip')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
