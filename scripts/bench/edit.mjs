#!/usr/bin/env node
// What a reader's first Edit costs, against build/: in headless Chromium, opens
// a docs page, clicks an example's Edit button and waits until the edited
// code has rendered in its preview frame; lists every file fetched in between
// (the editor's chunks, the compiler's worker, the preview frame's runtime)
// with its gzip -9 size from build/, and the time taken. Then the same for
// opening /playground/, and for its first Native click (the native runtime, goal
// ≤ 140 kB gzip, at 4× CPU), and for a docs example's first Native click (its build-time
// native modules, no compiler: goal ≤ 130 kB gzip, at 4× CPU). For the first Edit it says
// what the page fetched (issue 46's goal: ≤ 300 KB, KB of 1,024 bytes), what the preview
// frame fetched for its runtime, and the compiler's share (its worker's files). Prints
// figures; asserts nothing, always exits 0.
// Usage: node scripts/bench/edit.mjs [--port 3297] [--dir build]
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath, hasChromium} from '../lib/chromium.mjs';
import {startStaticServer} from '../lib/static-server.mjs';

const {values} = parseArgs({
  options: {port: {type: 'string', default: '3297'}, dir: {type: 'string', default: 'build'}},
});
const base = '/react-strict-dom/';
// The compiler worker's files: assets/js/rsd-playground-compiler*.js (src/plugins/playground-compiler).
const workerChunk = 'rsd-playground-compiler';
const editGoal = 300 * 1024;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** gzip -9 bytes of the built files behind these URLs (the same measure as the other benches). */
function sizes(urls) {
  return urls.map((url) => {
    const file = decodeURIComponent(new URL(url).pathname).slice(base.length);
    return {file, gzip: gzipSync(readFileSync(join(values.dir, file)), {level: 9}).length};
  });
}

async function measure(browser, origin, label, start) {
  const page = await browser.newPage();
  const fetched = [];
  let counting = false;
  page.on('request', (request) => {
    if (counting && new URL(request.url()).pathname.startsWith(`${base}assets/`))
      fetched.push(request);
  });
  const ms = await start(page, () => (counting = true));
  counting = false;
  // Where a start marks the moment its preview showed (window.benchShownAt, ms since the
  // epoch), what the page asked for after it is not on the way there (the native
  // messages' links, fetched once the run has rendered).
  const shownAt = await page.evaluate(() => window.benchShownAt);
  const urls = fetched
    .filter((request) => shownAt === undefined || request.timing().startTime <= shownAt)
    .map((request) => request.url());
  // The preview frame runs in a process of its own, whose requests Playwright does not
  // report: its runtime is the script its document names.
  const frameScripts = await page.evaluate(() =>
    [...document.querySelectorAll('[data-preview-frames] iframe')].flatMap((frame) =>
      [...frame.srcdoc.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]),
    ),
  );
  const files = sizes([...new Set([...urls, ...frameScripts])]);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`${label}: ${kB(total)} gzip in ${files.length} files, ${ms.toFixed(0)} ms`);
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${f.file.padEnd(60)} ${kB(f.gzip).padStart(9)}`);
  }
  await page.close();
  const sum = (test) => files.filter((f) => test(f.file)).reduce((all, f) => all + f.gzip, 0);
  const frame = new Set(sizes(frameScripts).map((f) => f.file));
  return {
    total,
    page: sum((file) => !frame.has(file)),
    frame: sum((file) => frame.has(file)),
    compiler: sum((file) => file.includes(`/${workerChunk}`)),
  };
}

/** KB of 1,024 bytes, as issue 46 counts the first Edit. */
const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The editor says the latest version rendered (in its preview frame, where there is one). */
const rendered = (page) => page.locator('[data-live-editor="rendered"]').waitFor({timeout: 60_000});

if (!hasChromium()) {
  console.log(`Edit bench: no Chromium at ${chromiumPath}; skipped.`);
} else {
  const server = await startStaticServer(values.port, ['--dir', values.dir]);
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    console.log('Bytes from the first Edit click to the first render in the preview frame:');
    const edit = await measure(
      browser,
      server.origin,
      'api/css/create/ Edit',
      async (page, count) => {
        await page.goto(`${server.origin}${base}api/css/create/`);
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        const button = page.getByRole('button', {name: 'Edit', exact: true}).first();
        await button.scrollIntoViewIfNeeded();
        count();
        const t0 = Date.now();
        await button.click();
        await rendered(page);
        return Date.now() - t0;
      },
    );
    console.log(
      `  the page fetched ${KB(edit.page)} (goal ≤ ${KB(editGoal)}: ${edit.page <= editGoal ? 'met' : 'MISSED'}), ` +
        `the preview frame ${KB(edit.frame)} for its runtime; of all, the compiler ${KB(edit.compiler)}`,
    );
    await measure(browser, server.origin, '/playground/ (after its HTML)', async (page, count) => {
      count();
      const t0 = Date.now();
      await page.goto(`${server.origin}${base}playground/`);
      await rendered(page);
      return Date.now() - t0;
    });
    // Read from build/ too: a sandboxed frame's own requests are not always reported to the page.
    const nativeRuntime = readdirSync(join(values.dir, 'assets/js')).find((name) =>
      /^preview-frame-native\.[0-9a-f]+\.js$/.test(name),
    );
    if (nativeRuntime) {
      const [{gzip}] = sizes([`${server.origin}${base}assets/js/${nativeRuntime}`]);
      console.log(
        `native preview runtime ${nativeRuntime}: ${kB(gzip)} gzip (goal ≤ 140 kB: ${gzip <= 140_000 ? 'met' : 'MISSED'})`,
      );
    }
    // The native runtime is fetched on the first Native click: its bytes (goal ≤ 140 kB
    // gzip) and the time to the first native render, with the CPU slowed 4×.
    await measure(
      browser,
      server.origin,
      '/playground/ Native click, 4× CPU',
      async (page, count) => {
        await page.goto(`${server.origin}${base}playground/`);
        await rendered(page);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
        count();
        const t0 = Date.now();
        await page.getByRole('radio', {name: 'Native'}).check();
        await page.waitForSelector(
          '[data-preview-frames] iframe[data-state="shown"][data-native]',
          {
            timeout: 60_000,
          },
        );
        return Date.now() - t0;
      },
    );
    // An unedited example's Native view runs the modules the site's build compiled for it:
    // no compiler, only the native runtime and the view (issue 36, goal ≤ 130 kB gzip).
    await measure(
      browser,
      server.origin,
      'api/html/ example Native click, 4× CPU',
      async (page, count) => {
        await page.goto(`${server.origin}${base}api/html/`);
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        const native = page.getByRole('radio', {name: 'Native'}).first();
        await native.scrollIntoViewIfNeeded();
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
        // Marks the moment the native frame is shown, in the page, as it happens.
        await page.evaluate(() => {
          new MutationObserver((_, observer) => {
            if (!document.querySelector('iframe[data-state="shown"][data-native]')) return;
            window.benchShownAt = Date.now();
            observer.disconnect();
          }).observe(document.body, {subtree: true, attributeFilter: ['data-state']});
        });
        count();
        const t0 = Date.now();
        await native.check();
        await page.waitForSelector(
          '[data-preview-frames] iframe[data-state="shown"][data-native]',
          {
            timeout: 60_000,
          },
        );
        return Date.now() - t0;
      },
    );
  } catch (error) {
    console.log(`Edit bench failed: ${error.message}`);
  } finally {
    await browser.close();
    server.stop();
  }
}
