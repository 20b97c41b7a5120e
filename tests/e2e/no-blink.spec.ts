// No page blinks: what the server rendered stays on screen while the page's scripts load,
// hydrate and render again. A phone six times slower than this machine is what makes a
// gap show; the main content is watched from the moment the parser builds it to the
// moment the page is idle, after every change to the document (a MutationObserver's
// records come before the next paint). The not-found page's content is loaded after
// hydration (src/plugins/lean-client/not-found): its markup must stay meanwhile.
import {test, expect, waitForHydration} from './fixtures';

/** A look at the main content, taken after each change to the document. */
interface Look {
  at: number;
  main: boolean;
  text: number;
  heading: string | null;
}

declare global {
  interface Window {
    mainContentLooks?: Look[];
  }
}

const pages = [
  '',
  'learn/styles/',
  'api/css/create/',
  'api/html/input/',
  'api/compatibility/',
  'playground/',
  // Not-found pages: at an unknown address, in a section, past a real page, and an address
  // whose dot segments the browser resolves before asking (it asks for /react-strict-dom/secret).
  'no-such-page/',
  'learn/no-such-page/',
  'api/html/input/more/',
  'learn/%2e%2e/secret',
];

/** What went wrong after the main content and its heading were first there. */
function blinks(looks: Look[]): string[] {
  const start = looks.findIndex((look) => look.main && look.heading);
  if (start < 0) return ['the main content never had a heading'];
  const heading = looks[start]!.heading;
  let most = 0;
  return looks.slice(start).flatMap((look) => {
    most = Math.max(most, look.text);
    const at = `at ${Math.round(look.at)} ms`;
    if (!look.main) return [`${at}: no <main>`];
    if (look.heading !== heading) return [`${at}: heading ${JSON.stringify(look.heading)}`];
    if (look.text < most / 2) return [`${at}: ${look.text} characters, after ${most}`];
    return [];
  });
}

for (const path of pages) {
  test(`/${path} keeps its main content and heading from parse to idle at 6× CPU`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
    await page.addInitScript(() => {
      const looks: Look[] = (window.mainContentLooks = []);
      new MutationObserver(() => {
        const main = document.querySelector('main');
        looks.push({
          at: performance.now(),
          main: !!main,
          text: main?.textContent?.length ?? 0,
          heading: main?.querySelector('h1')?.textContent ?? null,
        });
      }).observe(document, {childList: true, subtree: true, characterData: true});
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // A chunk loaded after hydration renders in a task or two after it arrives.
    await page.waitForTimeout(500);
    const looks = await page.evaluate(() => window.mainContentLooks ?? []);
    expect(blinks(looks)).toEqual([]);
  });
}
