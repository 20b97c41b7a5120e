import {readFileSync, readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {
  test,
  expect,
  inPreview,
  previewFrame,
  scaled,
  scrollIntoViewAndSettle,
  waitForHydration,
} from './fixtures';

// Live examples (src/examples, shown by the <Example> tag). The pages to check
// are read from the build itself: every page whose HTML holds a preview.

const buildDir = join(__dirname, '..', '..', 'build');
const examplesDir = join(__dirname, '..', '..', 'src', 'examples');

/** Route (relative to the base URL) → names of the previews in its static HTML. */
function pagesWithPreviews(): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((f) =>
    f.endsWith('index.html'),
  );
  for (const file of files) {
    const html = readFileSync(join(buildDir, file), 'utf8');
    // The HTML minifier drops attribute quotes.
    const names = [...html.matchAll(/data-example="?([A-Za-z0-9]+)/g)].map((m) => m[1]);
    if (names.length)
      pages.set(
        relative(buildDir, join(buildDir, file, '..'))
          .split(sep)
          .join('/')
          .replace(/(.)$/, '$1/'),
        names,
      );
  }
  return pages;
}

/** A colour written in an example's source, as the browser reports it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The first capture of `pattern` in an example file: tests compare with the source, not a copy. */
function fromSource(file: string, pattern: RegExp): string {
  const match = pattern.exec(readFileSync(join(examplesDir, file), 'utf8'));
  if (!match) throw new Error(`${pattern} not found in src/examples/${file}`);
  return match[1];
}

const background = (locator: Locator) =>
  locator.evaluate((el) => getComputedStyle(el).backgroundColor);

function pageShowing(pages: Map<string, string[]>, name: string): string | undefined {
  return [...pages].find(([, names]) => names.includes(name))?.[0];
}

async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
}

const pages = pagesWithPreviews();

test.describe('live examples', () => {
  test('the landing page shows the strict HTML and strict CSS demos', () => {
    expect(pages.get('')).toEqual(['SearchField', 'SaveButton']);
  });

  for (const [route, names] of pages) {
    test(`/${route}: every preview renders and hydrates (${names.join(', ')})`, async ({page}) => {
      await open(page, route);
      const previews = page.locator('[data-example]');
      await expect(previews).toHaveCount(names.length);
      for (const name of names) {
        const preview = page.locator(`[data-example="${name}"]`);
        await expect(preview).toBeVisible();
        await expect(preview).not.toContainText(/could not load/);
        // React has taken over the server-rendered markup: the lazy chunk ran.
        await expect
          .poll(() =>
            preview.evaluate((el) =>
              Object.keys(el.firstElementChild ?? {}).some((k) => k.startsWith('__reactFiber')),
            ),
          )
          .toBe(true);
      }
    });
  }

  for (const [route, names] of pages) {
    test(`/${route}: every example opens in the editor and renders compiled (${names.join(', ')})`, async ({
      page,
    }) => {
      await open(page, route);
      for (const name of names) {
        const figure = page
          .locator('figure')
          .filter({has: page.locator(`[data-example="${name}"]`)});
        const text = (await figure.locator(`[data-example="${name}"]`).textContent()) ?? '';
        const edit = figure.getByRole('button', {name: 'Edit', exact: true});
        await scrollIntoViewAndSettle(edit);
        await edit.click();
        // The latest compiled version rendered without error in its frame, in place of the page's own. The
        // first compile waits for the compiler's worker to load (over 5 s on a busy machine).
        await expect(figure.locator('[data-live-editor]')).toHaveAttribute(
          'data-live-editor',
          'rendered',
          {timeout: scaled(30_000)},
        );
        await expect(figure.getByRole('textbox', {name: /^Code of /})).toBeVisible();
        await inPreview(
          (timeout) => expect(previewFrame(figure).locator('#root')).toHaveText(text, {timeout}),
          scaled(5_000),
        );
      }
    });
  }

  test('a css.create style is applied, and :hover changes it', async ({page}) => {
    const [base, hover] = [/default: '(#[0-9a-f]{6})'/, /':hover': '(#[0-9a-f]{6})'/].map((p) =>
      fromSource('landing/SaveButton.tsx', p),
    );
    await open(page, '');
    const button = page.locator('[data-example="SaveButton"] button');
    expect(await background(button)).toBe(rgb(base));
    await button.hover();
    await expect.poll(() => background(button)).toBe(rgb(hover));
  });

  test('arriving by client-side navigation, previews are styled too', async ({page}) => {
    const base = fromSource('landing/SaveButton.tsx', /default: '(#[0-9a-f]{6})'/);
    await open(page, 'learn/');
    await page.locator('.navbar__brand').click();
    const button = page.locator('[data-example="SaveButton"] button');
    await expect(button).toBeVisible();
    await expect.poll(() => background(button)).toBe(rgb(base));
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('the static HTML already holds the styled previews', async ({page}) => {
      const base = fromSource('landing/SaveButton.tsx', /default: '(#[0-9a-f]{6})'/);
      await page.goto('');
      const button = page.locator('[data-example="SaveButton"] button');
      await expect(button).toHaveText('Save');
      expect(await background(button)).toBe(rgb(base));
    });
  });

  test('pages without previews load none of their code or CSS', async ({page}) => {
    // Which files hold example code, runtime and CSS: recorded by the plugin at build time.
    const chunks = JSON.parse(
      readFileSync(
        join(__dirname, '..', '..', '.docusaurus', 'rsd-examples', 'chunks.json'),
        'utf8',
      ),
    ) as {
      examples: Record<string, string[]>;
      runtime: string[];
      css: string[];
    };
    const exampleFiles = new Set([
      ...Object.values(chunks.examples).flat(),
      ...chunks.runtime,
      ...chunks.css,
    ]);
    expect(chunks.css.length).toBe(1);
    await open(page, 'learn/');
    await page.waitForLoadState('networkidle');
    // Scripts fetched as scripts (webpack removes their tags once run) and stylesheets
    // applied; prefetch hints for linked pages are neither.
    const loaded = await page.evaluate(() => [
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => new URL(entry.name).pathname),
      ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (el) => new URL(el.href).pathname,
      ),
    ]);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((url) => exampleFiles.has(url.replace('/react-strict-dom/', '')))).toEqual(
      [],
    );
  });

  test.describe('the theme example (css.createTheme)', () => {
    const route = pageShowing(pages, 'ThemeSwitcher');
    const light = fromSource('api/css/createTheme/tokens.css.ts', /surface: '(#[0-9a-f]{6})'/);
    const dark = fromSource('api/css/createTheme/ThemeSwitcher.tsx', /surface: '(#[0-9a-f]{6})'/);
    const card = (page: Page) => page.locator('[data-example="ThemeSwitcher"] > div > div');
    const control = (page: Page) => page.locator('[data-example="ThemeSwitcher"] button');

    test('is placed on a page', () => {
      expect(route, 'a page of the build shows ThemeSwitcher').toBeDefined();
    });

    test('switches theme when its control is used from the keyboard', async ({page}) => {
      await page.emulateMedia({colorScheme: 'light'});
      await open(page, route!);
      expect(await background(card(page))).toBe(rgb(light));
      await control(page).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => background(card(page))).toBe(rgb(dark));
      await expect(control(page)).toHaveText('Use the light theme');
      await page.keyboard.press('Enter');
      await expect.poll(() => background(card(page))).toBe(rgb(light));
    });

    test("follows the site's colour mode", async ({page}) => {
      await page.emulateMedia({colorScheme: 'light'});
      await open(page, route!);
      expect(await background(card(page))).toBe(rgb(light));
      // The site's toggle cycles system → light → dark.
      const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
      await toggle.click();
      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect.poll(() => background(card(page))).toBe(rgb(dark));
    });

    test('starts dark when the page loads in dark mode', async ({page}) => {
      await page.emulateMedia({colorScheme: 'dark'});
      await open(page, route!);
      await expect.poll(() => background(card(page))).toBe(rgb(dark));
    });
  });
});
