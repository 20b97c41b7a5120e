import {spawn} from 'node:child_process';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './chromium.mjs';
const server = spawn('node', ['scripts/serve-static.mjs', '--port', '3318', '--dir', process.argv[2]], {stdio: 'ignore'});
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
for (const path of process.argv.slice(3)) {
  const page = await browser.newPage();
  page.on('console', (m) => console.log(path, m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log(path, 'pageerror', e.message.slice(0, 300)));
  await page.goto('http://localhost:3318/react-strict-dom/' + path, {waitUntil: 'load'});
  await page.waitForTimeout(2500);
  console.log(path, 'nodes', await page.evaluate(() => document.getElementsByTagName('*').length));
  await page.close();
}
await browser.close(); server.kill();
