import {spawn} from 'node:child_process';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './chromium.mjs';
const server = spawn('node', ['scripts/serve-static.mjs', '--port', '3318', '--dir', process.argv[2]], {stdio: 'ignore'});
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
for (const path of process.argv.slice(3)) {
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  await page.addInitScript(() => {
    window.__muts = [];
    const desc = (n) => n.nodeType === 1 ? n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (n.className && typeof n.className === 'string' ? '.' + n.className.split(' ').slice(0, 2).join('.') : '') : n.nodeName;
    new MutationObserver((list) => {
      for (const m of list) {
        if (m.type === 'attributes') window.__muts.push(`attr ${m.attributeName} on ${desc(m.target)}: ${m.oldValue} -> ${m.target.getAttribute(m.attributeName)}`);
        else if (m.type === 'childList') window.__muts.push(`children of ${desc(m.target)}: +${[...m.addedNodes].map(desc).join(',')} -${[...m.removedNodes].map(desc).join(',')}`);
        else window.__muts.push(`text in ${desc(m.target.parentNode)}`);
      }
    }).observe(document, {subtree: true, attributes: true, attributeOldValue: true, childList: true, characterData: true});
    document.addEventListener('DOMContentLoaded', () => window.__muts.push('--- DOMContentLoaded'));
  });
  await page.goto('http://localhost:3318/react-strict-dom/' + path, {waitUntil: 'load'});
  await page.waitForTimeout(2500);
  const muts = await page.evaluate(() => window.__muts);
  const i = muts.indexOf('--- DOMContentLoaded');
  const after = muts.slice(i);
  const counts = new Map();
  for (const m of after) counts.set(m, (counts.get(m) ?? 0) + 1);
  console.log(path, after.length, 'mutations after DCL');
  for (const [m, c] of [...counts].slice(0, 60)) console.log('  ', c, m.slice(0, 200));
  await page.close();
}
await browser.close(); server.kill();
