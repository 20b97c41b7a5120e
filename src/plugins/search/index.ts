import {readFile, readdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
// The named export: the default import is undefined where Node loads this as ESM (Docusaurus 4).
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin, RouteBuildMetadata} from '@docusaurus/types';
import {rewriteBuiltPage} from '../rewriteBuiltPage';
import {buildSearchFiles} from './build/files';
import {extractPage, type PageContent} from './build/extract';
import {budgetKB as defaultBudgetKB, defaultMaxHits} from './shared/settings';
import {metaNames} from './shared/types';

/** Name under which Docusaurus reports this plugin. */
export const pluginName = 'local-search';

export interface Options {
  /** The most results the dropdown lists. */
  maxHits?: number;
  /** Both files together, gzipped, in kB (1000 bytes), above which the build fails. */
  budgetKB?: number;
}

/** The first line of the engine's chunk (configureWebpack says why). */
export const searchChunkHint = '//# allFunctionsCalledOnLoad';

/** The HTML file GitHub Pages serves for a route (`/base/learn/` → `learn/index.html`). */
export function htmlFileOf(outDir: string, baseUrl: string, route: string): string {
  const relative = route.startsWith(baseUrl)
    ? route.slice(baseUrl.length)
    : route.replace(/^\//, '');
  return join(outDir, relative.endsWith('.html') ? relative : join(relative, 'index.html'));
}

/**
 * The built pages to index: every route of the build except the not-found page
 * and `noindex` (unlisted) pages. Draft docs are not routes in a production
 * build, so they never reach the index.
 */
export async function collectPages(args: {
  outDir: string;
  baseUrl: string;
  routesPaths: string[];
  routesBuildMetadata?: {[location: string]: RouteBuildMetadata};
  siteTitle?: string;
}): Promise<PageContent[]> {
  const routes = [...new Set(args.routesPaths)]
    .filter(
      (route) => !/\/404(\.html)?\/?$/.test(route) && !args.routesBuildMetadata?.[route]?.noIndex,
    )
    .sort();
  const pages: PageContent[] = [];
  for (const route of routes) {
    const html = await readFile(htmlFileOf(args.outDir, args.baseUrl, route), 'utf8').catch(
      () => null,
    );
    const page = html && extractPage(html, route, args.siteTitle);
    if (page) pages.push(page);
  }
  return pages;
}

/** `html` with `<meta>` tags naming the search files, just before `</head>`. */
export function injectSearchMeta(
  html: string,
  urls: {searchDoc: string; lunrIndex: string},
): string {
  const tags =
    `<meta name="${metaNames.searchDoc}" content="${urls.searchDoc}">` +
    `<meta name="${metaNames.lunrIndex}" content="${urls.lunrIndex}">`;
  return html.replace('</head>', `${tags}</head>`);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * Local search (spec §3, §7): after the build, reads every built page, writes
 * `search-doc-<hash>.json` and `lunr-index-<hash>.json` under the base URL,
 * and names them in a `<meta>` tag on every page for the SearchBar.
 *
 * Why postBuild and `<meta>`: the index is built from the final HTML (which
 * includes imported code samples and components that MDX sources lack), so the
 * content hashes exist only after the pages do. A name baked into the JS bundle
 * would change a chunk after its own hash was taken; a fixed-name manifest
 * would cost a third request. Pages are not long-cached, so a `<meta>` tag
 * stays right. `docusaurus start` runs no postBuild: search then says so.
 */
export default function searchPlugin(_context: LoadContext, options?: unknown): Plugin {
  const {maxHits = defaultMaxHits, budgetKB = defaultBudgetKB} = (options ?? {}) as Options;
  return {
    name: pluginName,
    getClientModules() {
      return [join(__dirname, 'client', 'mark.ts')];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      // lunr stays in the engine's chunk: activation then loads one script, not two (the
      // default vendor group gave lunr a chunk of its own, which cost 4 ms more at 4× CPU).
      // The group is the bundler's default but for lunr; a group that names lunr's chunk
      // `search` is not merged into the engine's chunk of that name.
      const defaultVendors = {
        idHint: 'vendors',
        test: /[\\/]node_modules[\\/](?!lunr[\\/])/i,
        priority: -10,
        reuseExistingChunk: true,
      };
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        optimization: {splitChunks: {cacheGroups: {defaultVendors}}},
        plugins: [
          // V8's compile hint: Chromium compiles every function of the engine's chunk as it
          // streams in, off the main thread, instead of each on its first call; the first
          // query took 4 ms less at 4× CPU. Added once minified (the minifier drops comments),
          // before the content hashes are taken.
          new BannerPlugin({
            banner: searchChunkHint,
            raw: true,
            test: /(^|\/)search\.[0-9a-f]+\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
          }),
        ],
      };
    },
    async postBuild({outDir, routesPaths, routesBuildMetadata, siteConfig}) {
      const {baseUrl} = siteConfig;
      const pages = await collectPages({
        outDir,
        baseUrl,
        routesPaths,
        routesBuildMetadata,
        siteTitle: siteConfig.title,
      });
      const result = buildSearchFiles(pages, {highlightResult: true, maxHits});
      const {searchDoc, lunrIndex} = result;
      await writeFile(join(outDir, searchDoc.fileName), searchDoc.content);
      await writeFile(join(outDir, lunrIndex.fileName), lunrIndex.content);
      const urls = {
        searchDoc: baseUrl + searchDoc.fileName,
        lunrIndex: baseUrl + lunrIndex.fileName,
      };
      // Other plugins' postBuild read and rewrite the pages at the same time (llms-full.txt
      // once lost most of a page read half-written): rewriteBuiltPage.
      for (const file of await htmlFiles(outDir))
        await rewriteBuiltPage(file, (html) => injectSearchMeta(html, urls));
      const sections = pages.reduce((sum, page) => sum + page.sections.length, 0);
      const size = `${(result.gzipBytes / 1000).toFixed(1)} kB gzip`;
      const message = `Search: ${sections} sections of ${pages.length} pages, every term indexed, ${size}.`;
      // A budget that only warns is passed unnoticed: over it, the build stops.
      if (result.gzipBytes > budgetKB * 1000) {
        throw new Error(`${message} Over the ${budgetKB} kB budget.`);
      }
      logger.info(message);
    },
  };
}
