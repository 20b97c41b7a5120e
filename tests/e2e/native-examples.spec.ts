import type {FrameLocator, Locator, Page} from '@playwright/test';
import {
  test,
  expect,
  firstCompile,
  scaled,
  openBeforeHydration,
  previewFrame,
  scrollIntoViewAndSettle,
  waitForHydration,
} from './fixtures';

// The docs pages that state a native difference show it in an example's Native view
// (issue #26, item 8): each test opens that view from the page, as a reader would, and
// checks the library's own message and what the frame lays out.

// The library reports some native differences as errors (a two-value `padding`, `href`):
// they are what these examples are for.
test.use({allowedConsoleErrors: ['React Strict DOM:']});

interface Example {
  /** The example's figure: its preview, its Web / Native switch and its Edit button. */
  figure: Locator;
  /** The web preview the page renders before the reader switches or edits. */
  web: Locator;
}

interface NativeView {
  frame: FrameLocator;
  messages: Locator;
}

/** Opens the docs page `route` at its example `name`, hydrated. */
async function openExample(page: Page, route: string, name: string): Promise<Example> {
  await page.goto(route);
  // A pick before hydration is honoured once the page hydrates (tested last); the others
  // start from the hydrated page.
  await waitForHydration(page);
  const web = page.locator(`[data-example="${name}"]`);
  return {figure: page.locator('figure').filter({has: web}), web};
}

/** Switches the example's preview to Native and waits for the native run. */
async function switchToNative({figure}: Example): Promise<NativeView> {
  const views = figure.getByRole('radiogroup', {name: 'Preview'});
  await scrollIntoViewAndSettle(views);
  await views.getByRole('radio', {name: 'Native'}).check();
  await expect(figure.locator('iframe[data-state="shown"][data-native="ios"]')).toHaveCount(1, {
    timeout: firstCompile,
  });
  return {
    frame: previewFrame(figure),
    messages: figure.getByRole('log', {name: 'Native messages'}),
  };
}

/** The rounded top-left corners of the elements `testId` in `scope`. */
const corners = (scope: Locator | FrameLocator, testId: string) =>
  scope.getByTestId(testId).evaluateAll((elements) =>
    elements.map((element) => {
      const {x, y} = element.getBoundingClientRect();
      return {x: Math.round(x), y: Math.round(y)};
    }),
  );

/** The width of the element `testId` in `scope`. */
const widthOf = (scope: Locator | FrameLocator, testId: string) =>
  scope.getByTestId(testId).evaluate((element) => element.getBoundingClientRect().width);

test.describe.configure({timeout: scaled(120_000)});

test('html: the grid’s cards stack in one column on native, with the grid warnings', async ({
  page,
}) => {
  const example = await openExample(page, 'api/html/', 'GridFallback');
  const web = await corners(example.web, 'grid-card');
  expect(new Set(web.map(({y}) => y)).size).toBe(1);

  const {frame, messages} = await switchToNative(example);
  await expect(messages).toContainText('unsupported style property "gridTemplateColumns"');
  await expect(messages).toContainText('"display:grid" is not a supported value');
  await expect(frame.getByTestId('grid-card')).toHaveCount(3);
  const native = await corners(frame, 'grid-card');
  expect(new Set(native.map(({x}) => x)).size).toBe(1);
  expect(native[0]!.y).toBeLessThan(native[1]!.y);
  expect(native[1]!.y).toBeLessThan(native[2]!.y);
});

test('css.create: a two-value padding is dropped on native with an error', async ({page}) => {
  const example = await openExample(page, 'api/css/create/', 'ShorthandSpacing');
  await expect(example.web.getByTestId('shorthand-tag')).toHaveCSS('padding-left', '12px');

  const {frame, messages} = await switchToNative(example);
  await expect(messages).toContainText(
    'invalid style value in "padding:4px 12px". Shortform properties cannot contain multiple values.',
  );
  await expect(frame.getByTestId('shorthand-tag')).toHaveCSS('padding-left', '0px');
  await expect(frame.getByTestId('longhand-tag')).toHaveCSS('padding-left', '12px');
});

test('Styles: a calc() width is dropped on native and the bar fills its track', async ({page}) => {
  const example = await openExample(page, 'learn/styles/', 'HalfWidthBar');
  const webTrack = await widthOf(example.web, 'track');
  expect(await widthOf(example.web, 'bar')).toBeCloseTo(webTrack / 2 - 8, 0);

  const {frame, messages} = await switchToNative(example);
  await expect(messages).toContainText('unsupported style value in "width:calc(50% - 8px)"');
  expect(await widthOf(frame, 'bar')).toBeCloseTo(await widthOf(frame, 'track'), 0);
});

test('Components: text with no font size is 16px on the web and 14px on native', async ({page}) => {
  const example = await openExample(page, 'learn/components/', 'DefaultTextSize');
  await expect(example.web.getByTestId('unsized')).toHaveCSS('font-size', '16px');

  const {frame} = await switchToNative(example);
  await expect(frame.getByTestId('unsized')).toHaveCSS('font-size', '14px');
  await expect(frame.getByTestId('sized')).toHaveCSS('font-size', '16px');
});

test('html.a: on native the link is blue, and a press logs that href is not handled', async ({
  page,
}) => {
  const {frame, messages} = await switchToNative(
    await openExample(page, 'api/html/a/', 'ExternalLink'),
  );
  const link = frame.getByText('React Strict DOM repository');
  await expect(link).toHaveCSS('color', 'rgb(0, 0, 255)');
  await expect(messages).not.toContainText('href');
  await link.click();
  await expect(messages).toContainText('<a> "href" handling is not implemented in React Native.');
});

test('Links: on native a link with href only logs the error; one with onClick only navigates', async ({
  page,
}) => {
  const example = await openExample(page, 'learn/links-navigation/', 'InAppLinks');
  await example.web.getByText('Orders, with href and onClick').click();
  await expect(example.web.getByText('Orders', {exact: true})).toBeVisible();

  const {frame, messages} = await switchToNative(example);
  await frame.getByText('Orders, with href and onClick').click();
  await expect(messages).toContainText('<a> "href" handling is not implemented in React Native.');
  await expect(frame.getByText('Home', {exact: true})).toBeVisible();
  await frame.getByText('Orders, with onClick only').click();
  await expect(frame.getByText('Orders', {exact: true})).toBeVisible();
});

test('Text placement: the cart and its badge render on native with nothing logged', async ({
  page,
}) => {
  const {frame, messages} = await switchToNative(
    await openExample(page, 'learn/text-placement/', 'CartBadge'),
  );
  await frame.getByText('Add one').click();
  await expect(frame.getByText('Your cart holds 1 item.')).toBeVisible();
  await expect(messages).toHaveText(
    'Neither React Strict DOM nor React Native printed anything in this run.',
  );
});

test('Animation: the transition shorthand runs on the web; native warns and the opacity jumps', async ({
  page,
}) => {
  const example = await openExample(page, 'learn/animation/', 'FadeShorthand');
  await expect(example.web.getByTestId('note')).toHaveCSS('transition-duration', '0.6s');

  const {frame, messages} = await switchToNative(example);
  await expect(messages).toContainText('unsupported style property "transition"');
  const note = frame.getByTestId('note');
  await expect(note).toHaveCSS('transition-duration', '0s');
  await frame.getByRole('button', {name: 'Fade'}).click();
  await expect(note).toHaveCSS('opacity', '0.3');
});

test('Styles: native keeps only the placeholder’s colour, and warns about its fontStyle', async ({
  page,
}) => {
  const placeholderStyle = (field: Locator) =>
    field.evaluate((element) => {
      const {color, fontStyle} = getComputedStyle(element, '::placeholder');
      return {color, fontStyle};
    });
  const example = await openExample(page, 'learn/styles/', 'PlaceholderStyle');
  expect(await placeholderStyle(example.web.getByRole('textbox'))).toEqual({
    color: 'rgb(87, 96, 106)',
    fontStyle: 'italic',
  });

  const {frame, messages} = await switchToNative(example);
  await expect(messages).toContainText('unsupported "::placeholder" style property "fontStyle"');
  expect(await placeholderStyle(frame.getByRole('textbox'))).toEqual({
    color: 'rgb(87, 96, 106)',
    fontStyle: 'normal',
  });
});

test('Native picked before the page hydrated runs the native preview once it has', async ({
  page,
}) => {
  const {hydrate} = await openBeforeHydration(page, 'api/css/create/');
  const figure = page
    .locator('figure')
    .filter({has: page.locator('[data-example="ShorthandSpacing"]')});
  const native = figure.getByRole('radio', {name: 'Native'});
  await native.check();
  await hydrate();
  await expect(native).toBeChecked();
  await expect(figure.locator('iframe[data-state="shown"][data-native="ios"]')).toHaveCount(1, {
    timeout: firstCompile,
  });
});
