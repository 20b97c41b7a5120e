import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import * as cheerio from 'cheerio';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlToMarkdown} from './htmlToMarkdown';

/** Name under which Docusaurus reports this plugin. */
export const pluginName = 'llms-txt';

/** One page as listed in llms.txt. */
export interface LlmsPage {
  /** Route path with the base URL, e.g. /react-strict-dom/learn/styles/ */
  path: string;
  title: string;
  description: string;
  markdown: string;
}

/** The docs sections, in the order llms.txt lists them. */
const sections = [
  {name: 'Learn', index: 'learn/'},
  {name: 'API reference', index: 'api/'},
  {name: 'Contribute', index: 'contribute/'},
];

/** Where a page's Markdown copy is served: /learn/styles/ → /learn/styles.md */
export function markdownPath(routePath: string, baseUrl: string): string {
  const relative = routePath.slice(baseUrl.length).replace(/\/$/, '');
  return `${relative || 'index'}.md`;
}

async function readPage(outDir: string, baseUrl: string, routePath: string): Promise<LlmsPage> {
  const file = join(outDir, routePath.slice(baseUrl.length), 'index.html');
  const html = await readFile(file, 'utf8');
  const $ = cheerio.load(html);
  return {
    path: routePath,
    title: $('h1').first().text().trim() || $('title').text(),
    description: $('meta[name="description"]').attr('content') ?? '',
    markdown: htmlToMarkdown(html, `https://site.invalid${routePath}`).replaceAll('https://site.invalid', ''),
  };
}

/** Route paths of a section in sidebar order, read from its index page's sidebar. */
async function sectionOrder(outDir: string, baseUrl: string, index: string): Promise<string[]> {
  const html = await readFile(join(outDir, index, 'index.html'), 'utf8');
  const $ = cheerio.load(html);
  const hrefs = $('.theme-doc-sidebar-container a.menu__link[href^="/"]')
    .toArray()
    .map((link) => $(link).attr('href')!);
  return [...new Set(hrefs)].filter((href) => href.startsWith(baseUrl + index));
}

/**
 * Writes, at build time and from the built pages themselves, `llms.txt` (an index
 * of every page for language models), `llms-full.txt` (every page in full) and a
 * Markdown copy of each page next to it (`/learn/styles.md` for `/learn/styles/`).
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const {baseUrl, url, title, tagline} = context.siteConfig;
  const absolute = (path: string) => `${url}${baseUrl}${path}`;
  return {
    name: pluginName,
    async postBuild({outDir}) {
      const listed: {name: string; pages: LlmsPage[]}[] = [];
      for (const section of sections) {
        const paths = await sectionOrder(outDir, baseUrl, section.index);
        listed.push({name: section.name, pages: await Promise.all(paths.map((p) => readPage(outDir, baseUrl, p)))});
      }
      const all = listed.flatMap((section) => section.pages);
      await Promise.all(
        all.map(async (page) => {
          const target = join(outDir, markdownPath(page.path, baseUrl));
          await mkdir(dirname(target), {recursive: true});
          await writeFile(target, page.markdown);
        }),
      );
      const index = [
        `# ${title}`,
        '',
        `> ${tagline}`,
        '',
        'Every page below is also available as Markdown at the address shown; llms-full.txt holds them all in one file.',
        ...listed.flatMap((section) => [
          '',
          `## ${section.name}`,
          '',
          ...section.pages.map(
            (page) =>
              `- [${page.title}](${absolute(markdownPath(page.path, baseUrl))})${page.description ? `: ${page.description}` : ''}`,
          ),
        ]),
        '',
      ].join('\n');
      const full = all.map((page) => `<!-- ${absolute(page.path.slice(baseUrl.length))} -->\n\n${page.markdown}`).join('\n\n');
      await writeFile(join(outDir, 'llms.txt'), index);
      await writeFile(join(outDir, 'llms-full.txt'), `# ${title}\n\n> ${tagline}\n\n${full}`);
    },
  };
}
