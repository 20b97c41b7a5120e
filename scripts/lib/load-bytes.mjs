// What a page loads in the browser before any interaction, as `npm run bench` and
// `npm run payoffs` count it: gzip -9 bytes of each kind of response during the load and
// an idle time after it (prefetched scripts count as JavaScript), each URL counted once,
// and the request count.
import {gzipSync} from 'node:zlib';

/** Bytes of each kind loaded by a page during load plus `idle`, gzip -9, each URL once. */
export async function loadBytes(
  browser,
  url,
  idle = () => new Promise((resolve) => setTimeout(resolve, 2500)),
) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const bodies = new Map();
  let requests = 0;
  page.on('request', () => requests++);
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    // A script fetched by <link rel=prefetch> (resource type "other") is JavaScript too.
    const js = type === 'script' || new URL(response.url()).pathname.endsWith('.js');
    const kind = js ? 'js' : ({stylesheet: 'css', document: 'html'}[type] ?? 'other');
    try {
      const body = await response.body();
      bodies.set(response.url(), {kind, gzip: gzipSync(body, {level: 9}).length});
    } catch {
      // Redirects and aborted requests have no body.
    }
  });
  const response = await page.goto(url, {waitUntil: 'load'});
  if (response?.status() !== 200) console.log(`  (${url} answered ${response?.status()})`);
  await idle(page);
  await context.close();
  const sum = (kind) =>
    [...bodies.values()].filter((b) => b.kind === kind).reduce((t, b) => t + b.gzip, 0);
  return {js: sum('js'), css: sum('css'), html: sum('html'), other: sum('other'), requests};
}
