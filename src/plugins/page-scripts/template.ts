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
 * Docusaurus's page template with its scripts started once the first content is on screen
 * (startAfterPaint.js) instead of deferred in <head>: deferred scripts are fetched while
 * the HTML is parsed and run before the browser paints the page's content, so on a slow
 * phone the largest paint (a docs page's first paragraph) waited for main.js: Lighthouse's
 * mobile LCP doubled without this (issue 46). Fails when an upgrade changes the stock
 * template.
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
