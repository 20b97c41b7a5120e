import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {inflateRawSync} from 'node:zlib';
import type {Locator, Page} from '@playwright/test';
import {
  test,
  expect,
  editorStatus as editor,
  firstCompile,
  hashOf,
  inPreview,
  openEditor,
  previewFrame,
  replaceCode,
  scaled,
} from './fixtures';

// Editable examples and /playground/: code compiled in the browser with
// React Strict DOM's own Babel preset, rendered in a sandboxed preview frame
// (tests/e2e/preview-isolation.spec.ts tests the sandbox). Every test also
// checks that nothing was requested from another origin.

const examplesDir = join(__dirname, '..', '..', 'src', 'examples');
const hoverButton = readFileSync(join(examplesDir, 'api/css/create/HoverButton.tsx'), 'utf8');

/** A component that sets its colour through css.create. */
const redText = `import {css, html} from 'react-strict-dom';

const styles = css.create({
  text: {color: 'rgb(200, 30, 60)'},
});

export default function Edited() {
  return <html.p style={styles.text}>Edited text</html.p>;
}
`;

const filesOf = (hash: string) =>
  JSON.parse(inflateRawSync(Buffer.from(hash.replace(/^#/, ''), 'base64url')).toString()) as Record<
    string,
    string
  >;

let foreign: string[] = [];

test.beforeEach(({context, baseURL}) => {
  foreign = [];
  const origin = new URL(baseURL!).origin;
  // Context-wide, so the compiler's worker is watched too; data: and blob: URLs are local.
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && !['data:', 'blob:'].includes(url.protocol))
      foreign.push(request.url());
  });
});

test.afterEach(() => {
  expect(foreign, 'requests to another origin').toEqual([]);
});

const code = (scope: Page | Locator) => scope.getByRole('textbox', {name: /^Code of /});

test.describe('editing a live example', () => {
  test('renders edited code with compiled atomic classes; errors keep the last render; fixing and Reset recover', async ({
    page,
  }) => {
    const figure = await openEditor(page, 'api/css/create/', 'HoverButton');
    const preview = previewFrame(figure);

    await replaceCode(page, figure, redText);
    const text = preview.getByText('Edited text');
    // The first compile loads the compiler; the run replaces the frame the wait started in.
    await inPreview((timeout) => expect(text).toBeVisible({timeout}), firstCompile);
    await expect(editor(figure)).toHaveAttribute('data-live-editor', 'rendered');
    expect(await text.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(200, 30, 60)');
    expect(await text.getAttribute('class')).toMatch(/^x[a-z0-9]+( x[a-z0-9]+)*$/);
    expect(await text.getAttribute('style')).toBeNull();

    // A syntax error: the message names the file and line; the page and the last render stay.
    await replaceCode(
      page,
      figure,
      redText.replace('export default function Edited() {', 'export default function Edited( {'),
    );
    const error = figure.getByRole('status');
    await expect(error).toContainText(/Compile error in HoverButton\.tsx, line \d+, column \d+/);
    await expect(editor(figure)).toHaveAttribute('data-live-editor', 'failed');
    await expect(text).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('css.create');
    await expect(figure.getByRole('log', {name: 'Console'})).toBeVisible();

    // Fixing it recovers, without a reload.
    await replaceCode(page, figure, redText.replace('Edited text', 'Fixed text'));
    await inPreview(
      (timeout) => expect(preview.getByText('Fixed text')).toBeVisible({timeout}),
      scaled(5_000),
    );
    await expect(error).toBeEmpty();

    await figure.getByRole('button', {name: 'Reset'}).click();
    await expect(code(figure)).toContainText('export function HoverButton()');
    // innerText doubles blank lines (each is a <div><br></div>); compare the lines with text.
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    expect(lines(await code(figure).innerText())).toEqual(lines(hoverButton));
    await inPreview(
      (timeout) =>
        expect(preview.getByRole('button', {name: 'Save changes'})).toBeVisible({timeout}),
      scaled(5_000),
    );
    await expect(editor(figure)).toHaveAttribute('data-live-editor', 'rendered');
  });

  test.describe('a component that throws', () => {
    // React reports errors its boundaries catch on the console.
    test.use({allowedConsoleErrors: ['Boom on render']});

    test('shows a runtime error and keeps the last render', async ({page}) => {
      const figure = await openEditor(page, 'api/css/create/', 'HoverButton');
      await replaceCode(
        page,
        figure,
        `export default function Broken() {\n  throw new Error('Boom on render');\n}\n`,
      );
      await expect(figure.getByRole('status')).toContainText('Runtime error');
      await expect(figure.getByRole('status')).toContainText('Boom on render');
      await expect(previewFrame(figure).getByRole('button', {name: 'Save changes'})).toBeVisible();
    });
  });

  test("a sibling file is a tab of its own, and the example's imports of it compile", async ({
    page,
  }) => {
    const figure = await openEditor(page, 'api/css/createTheme/', 'ThemeSwitcher');
    const tokens = figure.getByRole('tab', {name: 'tokens.css.ts'});
    await tokens.click();
    await expect(tokens).toHaveAttribute('aria-selected', 'true');
    await expect(code(figure)).toContainText('css.defineVars');
    // A new surface colour in the tokens reaches the card.
    const source = readFileSync(join(examplesDir, 'api/css/createTheme/tokens.css.ts'), 'utf8');
    await replaceCode(
      page,
      figure,
      source.replace(/surface: '#[0-9a-f]{6}'/, "surface: '#ffeedd'"),
    );
    const card = previewFrame(figure).locator('#root > div > div');
    // Each run renders in a new frame: a frame replaced while read is read again, and the
    // edit's compile may take as long as a first one on a busy machine (CI, load 5).
    await expect
      .poll(
        () =>
          card.evaluate((el) => getComputedStyle(el).backgroundColor).catch(() => 'frame replaced'),
        {timeout: firstCompile},
      )
      .toBe('rgb(255, 238, 221)');
  });

  test('Escape then Tab leaves the editor, and a hint says so', async ({page}) => {
    const figure = await openEditor(page, 'api/css/create/', 'HoverButton');
    await expect(figure.getByText(/press Esc then Tab/)).toBeVisible();
    await code(figure).click();
    await page.keyboard.press('Tab');
    await expect(code(figure)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(code(figure)).not.toBeFocused();
  });

  test('Open in playground carries the code, sibling files included', async ({page}) => {
    const figure = await openEditor(page, 'api/css/createTheme/', 'ThemeSwitcher');
    await figure.getByRole('link', {name: 'Open in playground'}).click();
    await expect(page).toHaveTitle('Playground | React Strict DOM');
    await expect(editor(page)).toHaveAttribute('data-live-editor', 'rendered', {
      timeout: firstCompile,
    });
    await expect(page.getByRole('tab', {name: 'tokens.css.ts'})).toBeVisible();
    await expect(
      previewFrame(page).getByRole('button', {name: /Use the (dark|light) theme/}),
    ).toBeVisible();
  });
});

test.describe('/playground/', () => {
  test('starts with a working example', async ({page}) => {
    await page.goto('playground/');
    await expect(page).toHaveTitle('Playground | React Strict DOM');
    await expect(editor(page)).toHaveAttribute('data-live-editor', 'rendered', {
      timeout: firstCompile,
    });
    await previewFrame(page).getByRole('button').click();
    await expect(previewFrame(page).locator('#root')).toContainText('1');
  });

  test('renders the code held in the URL hash, and keeps the hash in step with edits', async ({
    page,
  }) => {
    await page.goto(`playground/#${hashOf({'Edited.tsx': redText})}`);
    const text = previewFrame(page).getByText('Edited text');
    await expect(text).toBeVisible({timeout: firstCompile});
    expect(await text.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(200, 30, 60)');
    await expect(page.getByText('Edited.tsx')).toBeVisible();

    const changed = redText.replace('Edited text', 'Shared text');
    await replaceCode(page, page, changed);
    await inPreview(
      (timeout) => expect(previewFrame(page).getByText('Shared text')).toBeVisible({timeout}),
      scaled(5_000),
    );
    await expect
      .poll(async () => filesOf(await page.evaluate(() => window.location.hash)))
      .toEqual({'Edited.tsx': changed});
  });
});
