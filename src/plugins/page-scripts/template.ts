import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as ssgTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {cjsDefault} from '../../utils/cjsDefault';

/** Docusaurus's stock page template (an object on Docusaurus 4 when imported by default). */
export const stockTemplate: string = cjsDefault(ssgTemplate);

/** The stock template's deferred entry and route scripts in <head>. */
export const stockScripts = `
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

const startAfterPaint = readFileSync(path.join(__dirname, 'startAfterPaint.js'), 'utf8')
  .replace(/^\s*\/\/.*\n/gm, '')
  .replace(
    /\}\)\(scripts\);\s*$/,
    '})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);',
  );

/**
 * Docusaurus's page template with its scripts started after the first full paint
 * (startAfterPaint.js) instead of deferred in <head>: deferred scripts run as soon as
 * the HTML is parsed, before the browser paints the page's content, so on a slow
 * phone the text waited for main.js. Fails when an upgrade changes the stock template.
 */
export function pageTemplate(stock: string = stockTemplate): string {
  if (!stock.includes(stockScripts) || !stock.includes('</body>'))
    throw new Error(
      'page-scripts: the Docusaurus page template changed; update src/plugins/page-scripts/template.ts',
    );
  return stock
    .replace(stockScripts, '')
    .replace('</body>', `<script>${startAfterPaint}</script>\n  </body>`);
}
