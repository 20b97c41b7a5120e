import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Name under which Docusaurus reports this plugin. */
export const pluginName = 'offscreen-blocks';

/** Set on <html> when a page's off-screen blocks may skip rendering (blocks.css). */
export const attribute = 'data-offscreen-blocks';

/**
 * Long pages lay out and paint every paragraph, list and table when they are parsed,
 * most of them far below the first screen (the longest task after first paint on
 * api/html/input). With `content-visibility: auto` (blocks.css; components opt in with
 * the `offscreen-block` class, as CompatTable does) they wait until scrolled near. Their placeholder heights are estimates, and the
 * browser scrolls a load at a #fragment, or a reload back to where the reader was, by
 * those estimates before the blocks above render: it lands thousands of pixels off.
 * So this inline script, run in <head> before the content is parsed, turns the rules on
 * only for a plain load: no fragment, not a reload or back/forward. Without JavaScript
 * they stay off.
 */
export const script = `(function(){try{var n=performance.getEntriesByType('navigation')[0];if(!location.hash&&n&&n.type==='navigate')document.documentElement.setAttribute('${attribute}','')}catch(e){}})();`;

export default function offscreenBlocksPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: pluginName,
    getClientModules: () => [path.join(siteDir, 'src/plugins', pluginName, 'blocks.css')],
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
