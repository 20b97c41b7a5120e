#!/usr/bin/env node
// Screenshots of built pages at 1280px and 390px, light and dark, for review.
// Usage: node scripts/screenshot.mjs [--port 3290] [--full] [--dir build] learn/ api/css/ ...
// Needs a build in build/ (or --dir); writes screenshots/<page>-<width>-<mode>.png.
import {spawn} from 'node:child_process';
import {mkdirSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './lib/chromium.mjs';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    port: {type: 'string', default: '3290'},
    full: {type: 'boolean', default: false},
    dir: {type: 'string', default: 'build'},
  },
});
const pages = positionals.length ? positionals : [''];
const server = spawn(
  'node',
  ['scripts/serve-static.mjs', '--port', values.port, '--dir', values.dir],
  {stdio: 'ignore'},
);
await new Promise((r) => setTimeout(r, 700));
mkdirSync('screenshots', {recursive: true});
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
try {
  for (const path of pages) {
    for (const width of [1280, 390]) {
      for (const mode of ['light', 'dark']) {
        const context = await browser.newContext({
          viewport: {width, height: width > 400 ? 800 : 844},
          colorScheme: mode,
        });
        await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
        const page = await context.newPage();
        await page.goto(`http://localhost:${values.port}/react-strict-dom/${path}`);
        // Hydrated, and nothing still loading (the playground's editor, a first compile).
        await page.waitForFunction(
          () =>
            document.documentElement.dataset.hasHydrated === 'true' &&
            !document.querySelector('[aria-busy="true"], [data-live-editor="compiling"]'),
        );
        const name =
          (path.replace(/\/$/, '').replace(/\//g, '_') || 'home') + `-${width}-${mode}.png`;
        if (values.full) {
          // Blocks that wait until scrolled near (content-visibility: auto) render once the
          // viewport covers them and a frame has passed; a full-page capture alone would show
          // their placeholders. Their real heights change the page's, hence the loop.
          for (let height = 0; ;) {
            const now = await page.evaluate(() => document.documentElement.scrollHeight);
            if (now === height) break;
            height = now;
            await page.setViewportSize({width, height});
            await page.evaluate(
              () => new Promise((r) => requestAnimationFrame(() => setTimeout(r))),
            );
          }
        }
        await page.screenshot({path: `screenshots/${name}`, fullPage: values.full});
        console.log(`screenshots/${name}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.kill();
}
