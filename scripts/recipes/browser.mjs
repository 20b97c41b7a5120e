// Opens a recipe's page in headless Chromium and checks what a reader would see: the
// text, styles from css.create on the elements (computed styles, light and dark), the
// extracted CSS file behind every class name, and a console without errors.
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumPath, hasChromium} from '../lib/chromium.mjs';

let browser;

export async function openBrowser() {
  if (!hasChromium())
    throw new Error(
      `No Chromium at ${chromiumPath}: install Debian's chromium or set CHROMIUM_PATH.`,
    );
  browser ??= await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  return browser;
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

/** Text no page of a working setup may show or log. */
const forbidden = [/should never be called at runtime/, /call at runtime/];

/**
 * @typedef {{
 *   selector: string,
 *   styles?: Record<string, string>,
 *   dark?: Record<string, string>,
 *   unstyled?: true,
 * }} ElementCheck
 *   `unstyled`: the element has class names no style sheet has a rule for (a setup
 *   that leaves its files out of the PostCSS include), instead of a rule for each
 * @typedef {{
 *   path?: string,
 *   text: string,
 *   elements: ElementCheck[],
 *   debug?: boolean,
 *   css?: {has?: RegExp[], lacks?: RegExp[]},
 *   timeoutMs?: number,
 * }} PageCheck
 *   `debug`: whether the elements carry the preset's debug output (class names
 *   prefixed with their property, such as `color-x1e2nbdu`, and `data-element-src`)
 *   or none of it; unset, either.
 *   `css`: patterns the page's style sheets, together, must match and must not.
 *   `timeoutMs`: how long to wait for the text (a development server compiles the
 *   app on the first request); 30 s by default.
 * @returns {Promise<{problems: string[], errors: string[], sheets: Array<{href: string, text: string}>}>}
 *   what is wrong; what the page logged as errors (uncaught exceptions and console
 *   errors) and the style sheets it loaded, for recorded messages
 */
export async function checkPage(origin, check) {
  const problems = [];
  const errors = [];
  /** The style sheets the page loaded, `href` and text. */
  let sheets = [];
  const url = new URL(check.path ?? '/', origin).href;
  for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
    const context = await (await openBrowser()).newContext({colorScheme});
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    // An uncaught error usually means the app will never render: stop waiting then.
    const crashed = new Promise((resolve) => page.once('pageerror', resolve));
    page.on('console', (message) => {
      // The browser asks every site for /favicon.ico; these apps have none.
      if (message.location().url.endsWith('/favicon.ico')) return;
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      const response = await page.goto(url, {waitUntil: 'load', timeout: 60_000});
      if (!response?.ok()) problems.push(`${url} answered ${response?.status()}`);
      const shown = await Promise.race([
        page
          .getByText(check.text, {exact: true})
          .first()
          .waitFor({timeout: check.timeoutMs ?? 30_000})
          .then(() => true, () => false),
        crashed.then(() => new Promise((resolve) => setTimeout(() => resolve(false), 1000))),
      ]);
      if (!shown) {
        problems.push(`${colorScheme}: "${check.text}" never appeared`);
        break;
      }
      if (colorScheme === 'light') {
        const stylesheets = await checkStylesheets(page, check);
        problems.push(...stylesheets.problems);
        sheets = stylesheets.sheets;
      }
      for (const element of check.elements) {
        const expected = colorScheme === 'light' ? element.styles : element.dark;
        if (!expected) continue;
        const actual = await page
          .locator(element.selector)
          .first()
          .evaluate((node, names) => {
            const style = getComputedStyle(node);
            return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
          }, Object.keys(expected))
          .catch(() => null);
        if (!actual) {
          problems.push(`${colorScheme}: no element matches ${element.selector}`);
          continue;
        }
        for (const [name, value] of Object.entries(expected))
          if (actual[name] !== value)
            problems.push(
              `${colorScheme}: ${element.selector} has ${name}: ${actual[name]}, not ${value}`,
            );
      }
      const body = await page
        .locator('body')
        .innerText()
        .catch(() => '');
      for (const pattern of forbidden)
        if (pattern.test(body)) problems.push(`the page shows ${pattern}`);
    } finally {
      await context.close();
    }
  }
  const unique = [...new Set(errors)];
  for (const error of unique) problems.push(`the page logged: ${error.split('\n')[0]}`);
  return {problems, errors: unique, sheets};
}

/** The preset's debug class names: the property, a hyphen, the hash (`backgroundColor-x1ysh86f`). */
const debugClassName = /^[a-zA-Z]+-x[a-z0-9]+$/;
const plainClassName = /^x[a-z0-9]+$/;

/**
 * Every class name on the checked elements has a rule in a style sheet the page
 * loaded (none on an `unstyled` element has), in the form `debug` asks for; and the
 * style sheets match `css`.
 */
async function checkStylesheets(page, check) {
  const selectors = check.elements.map((element) => element.selector);
  const {elements, sheets} = await page.evaluate(async (selectors) => {
    const elements = selectors.map((selector) => {
      const node = document.querySelector(selector);
      return {classes: [...(node?.classList ?? [])], src: node?.getAttribute('data-element-src')};
    });
    const sheets = await Promise.all(
      [...document.querySelectorAll('link[rel="stylesheet"]')].map(async (link) => {
        const response = await fetch(link.href);
        return {href: link.href, status: response.status, text: await response.text()};
      }),
    );
    const inline = [...document.querySelectorAll('style')].map((style) => ({
      href: 'inline <style>',
      status: 200,
      text: style.textContent ?? '',
    }));
    return {elements, sheets: [...sheets, ...inline]};
  }, selectors);
  const problems = [];
  for (const sheet of sheets)
    if (sheet.status !== 200) problems.push(`${sheet.href} answered ${sheet.status}`);
  const allCss = sheets.map((sheet) => sheet.text).join('\n');
  // The extracted rules: in cascade layers, or plain with `useCSSLayers: false`.
  if (!/@layer priority|\.x[a-z0-9]+\{/.test(allCss))
    problems.push('no style sheet holds the extracted rules');
  const hasRule = (name) => allCss.includes(`.${name}`);
  check.elements.forEach((element, index) => {
    const {classes, src} = elements[index];
    if (classes.length === 0) problems.push(`${element.selector} has no class names`);
    if (element.unstyled) {
      if (classes.every(hasRule))
        problems.push(`every class name of ${element.selector} has a rule, and none should`);
    } else {
      for (const name of classes.filter((name) => !hasRule(name)))
        problems.push(`no style sheet has a rule for .${name} (${element.selector})`);
    }
    if (check.debug === undefined) return;
    const form = check.debug ? debugClassName : plainClassName;
    const wrong = classes.filter((name) => !form.test(name));
    if (wrong.length)
      problems.push(
        `${element.selector} has ${check.debug ? 'class names without their property prefix' : 'debug class names'}: ${wrong.join(' ')}`,
      );
    if (check.debug !== Boolean(src))
      problems.push(
        `${element.selector} ${src ? `has data-element-src="${src}"` : 'has no data-element-src'}`,
      );
  });
  for (const pattern of check.css?.has ?? [])
    if (!pattern.test(allCss)) problems.push(`the style sheets do not match ${pattern}`);
  for (const pattern of check.css?.lacks ?? [])
    if (pattern.test(allCss)) problems.push(`the style sheets match ${pattern}`);
  return {problems, sheets};
}
