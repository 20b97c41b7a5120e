import type {LoadContext, Plugin} from '@docusaurus/types';

/** Name under which Docusaurus reports this plugin. */
export const pluginName = 'index-html-url';

/**
 * The static host serves /page/index.html with the page itself, but the client
 * router would then see a path the server never rendered and fail to hydrate.
 * This inline script, run before any bundle, rewrites the address to /page/
 * without a reload. (Addresses with no file, such as /page.html, reach the
 * not-found page, whose own script handles them: see src/theme/NotFound/Content.)
 */
export const script =
  "(function(){var p=location.pathname;if(/\\/index\\.html$/i.test(p))history.replaceState(history.state,'',p.slice(0,-10)+location.search+location.hash)})();";

export default function indexHtmlUrlPlugin(_context: LoadContext): Plugin {
  return {
    name: pluginName,
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
