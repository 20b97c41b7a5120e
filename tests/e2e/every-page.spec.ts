import {statSync} from 'node:fs';
import {test, expect, axeViolations, startInColorMode, waitForHydration} from './fixtures';
import {scaled} from './slowdown';
import {publishedPages} from './pages';

// Every published page, in both colour modes: no WCAG 2.2 AA violation found by
// axe on any of its content, no request to another origin, and (through the fixture)
// no console error; and, once, no sideways scrolling on a 390px-wide phone.

/**
 * The time one page may take: 30 s, plus 1 s per 2 KB of built HTML, as fast as an idle
 * machine (scaled: see ./slowdown.ts). axe's run grows with the page's DOM: the API index
 * pages (130–150 KB of HTML, every prop in a table) take the longest.
 */
function pageTimeout(path: string): number {
  const htmlBytes = statSync(`build/${path}index.html`).size;
  return scaled(30_000 + Math.ceil(htmlBytes / 2_000) * 1_000);
}

for (const path of publishedPages()) {
  for (const mode of ['light', 'dark'] as const) {
    test(`/${path} in ${mode} mode`, async ({page, baseURL}) => {
      test.setTimeout(pageTimeout(path));
      const origin = new URL(baseURL!).origin;
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin)
          foreign.push(request.url());
      });
      // The top page only: a preview frame (an opaque origin) has no storage.
      await startInColorMode(page, mode);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // Off-screen blocks and code wait to render (content-visibility: auto), and axe cannot
      // check the colours of what is not rendered: render everything first.
      await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
      expect(await axeViolations(page), 'axe violations').toEqual([]);
      expect(foreign, 'requests to other origins').toEqual([]);
      if (mode === 'light') {
        await page.setViewportSize({width: 390, height: 844});
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth), {
            message: 'sideways scroll at 390px',
          })
          .toBeLessThanOrEqual(0);
      }
    });
  }
}
