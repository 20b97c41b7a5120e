/**
 * Boxes of a page in headless Chromium (Debian's, or CHROMIUM_PATH): the web side of
 * a layout promise. The page is the program's server-rendered HTML with the CSS its
 * styles compile to and the library's own element CSS, as an app's page would have.
 */
import {chromium, type Browser} from 'playwright-core';
import {chromiumArgs, chromiumPath} from '../../scripts/lib/chromium.mjs';
import {defaultElementCss} from '@site/src/plugins/preview-frame';
import type {Placed} from './layoutClaims';

let browser: Browser | undefined;
let elementCss: string | undefined;

export async function closeChromium(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

/** Each text's element as placed on a 390 × 800 page: its box and its parent's. */
export async function webBoxes(
  html: string,
  css: string,
  texts: string[],
): Promise<Record<string, Placed | undefined>> {
  browser ??= await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  elementCss ??= defaultElementCss();
  const page = await browser.newPage({viewport: {width: 390, height: 800}});
  try {
    await page.setContent(
      `<!doctype html><html><head><style>body{margin:0}${elementCss}${css}</style></head><body><div id="root">${html}</div></body></html>`,
    );
    return await page.evaluate((wanted) => {
      const root = document.getElementById('root')!;
      const boxOf = (element: Element) => {
        const {x, y, width, height} = element.getBoundingClientRect();
        return {x, y, width, height};
      };
      const ownText = (element: Element) =>
        [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('');
      /** As on native (tests/native/verdicts.ts, hostWithText): whole text, else own text. */
      const find = (text: string) => {
        // An element with `display: contents` has no box: its children are its parent's.
        const all = [...root.querySelectorAll('*')].filter(
          (element) => getComputedStyle(element).display !== 'contents',
        );
        return (
          all.find((element) => element.textContent === text) ??
          all.find((element) => ownText(element).trim() === text)
        );
      };
      return Object.fromEntries(
        wanted.map((text) => {
          const element = find(text);
          return [text, element && {box: boxOf(element), parent: boxOf(element.parentElement!)}];
        }),
      );
    }, texts);
  } finally {
    await page.close();
  }
}
