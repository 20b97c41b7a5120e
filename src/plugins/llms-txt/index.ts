import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import * as cheerio from 'cheerio';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {skillIndex, skillIndexPath} from '../assistant-rules/discovery';
import {skillFile, skillMarkdown, skillPath} from '../assistant-rules/markdown';
import {nativeGuidesMarkdown} from '../assistant-rules/nativeGuides';
import {findExamples} from '../rsd-examples';
import {htmlToMarkdown, type MarkdownOptions} from './htmlToMarkdown';
import {markdownCopyOf} from './markdownCopy';
import {preamble, type PreambleFacts} from './preamble';
import {githubUrl} from '../../data/site';

export {markdownCopyOf};

/** The release of react-strict-dom the pages document: the installed one. */
const libraryVersion = (
  createRequire(import.meta.url)('react-strict-dom/package.json') as {version: string}
).version;

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

/** The releases page, whose Markdown copy each preamble links (site path, no slash). */
const releasesPage = 'learn/releases';

/** The docs sidebars, in the order llms.txt lists them, with the heading of each. */
const sections = [
  {sidebar: 'learnSidebar', name: 'Learn'},
  {sidebar: 'apiSidebar', name: 'API reference'},
  {sidebar: 'contributeSidebar', name: 'Contribute'},
];

type Sidebar = LoadedVersion['sidebars'][string];

/** Route paths of a sidebar's pages in the order the sidebar shows them. */
export function sidebarRoutes(sidebar: Sidebar, docs: LoadedVersion['docs']): string[] {
  const permalinks = new Map(docs.map((doc) => [doc.id, doc.permalink]));
  const permalink = (id: string) => {
    const path = permalinks.get(id);
    if (!path)
      throw new Error(
        `[${pluginName}] the sidebar lists a doc "${id}" the docs plugin did not load`,
      );
    return path;
  };
  const walk = (items: Sidebar): string[] =>
    items.flatMap((item) => {
      if (item.type === 'doc') return [permalink(item.id)];
      if (item.type !== 'category') return [];
      const link = !item.link
        ? []
        : item.link.type === 'doc'
          ? [permalink(item.link.id)]
          : [item.link.permalink];
      return [...link, ...walk(item.items)];
    });
  return [...new Set(walk(sidebar))];
}

/** Each section's route paths, from the docs plugin's sidebars; fails on a sidebar it would leave out. */
function sectionRoutes(allContent: AllContent): {name: string; paths: string[]}[] {
  const content = allContent['docusaurus-plugin-content-docs']?.default as
    LoadedContent | undefined;
  const version = content?.loadedVersions[0];
  if (!version) throw new Error(`[${pluginName}] found no docs plugin content`);
  const unnamed = Object.keys(version.sidebars).filter(
    (id) => !sections.some((s) => s.sidebar === id),
  );
  if (unnamed.length)
    throw new Error(
      `[${pluginName}] give sidebar ${unnamed.join(', ')} a section in llms-txt/index.ts`,
    );
  return sections.map(({sidebar, name}) => {
    if (!version.sidebars[sidebar]) throw new Error(`[${pluginName}] no sidebar "${sidebar}"`);
    return {name, paths: sidebarRoutes(version.sidebars[sidebar], version.docs)};
  });
}

async function readPage(
  outDir: string,
  baseUrl: string,
  siteUrl: string,
  routePath: string,
  options: MarkdownOptions,
  facts: Omit<PreambleFacts, 'pageUrl' | 'title'>,
): Promise<LlmsPage> {
  const file = join(outDir, routePath.slice(baseUrl.length), 'index.html');
  const html = await readFile(file, 'utf8');
  // Other plugins' postBuild run at the same time and may rewrite pages: a page must be
  // read whole, or llms-full.txt silently keeps only its start.
  if (!/<\/body>\s*(<\/html>\s*)?$/.test(html))
    throw new Error(`[${pluginName}] ${file} was read incomplete (${html.length} characters)`);
  const $ = cheerio.load(html);
  const pageUrl = `${siteUrl}${routePath}`;
  const title = $('h1').first().text().trim() || $('title').text();
  return {
    path: routePath,
    title,
    description: $('meta[name="description"]').attr('content') ?? '',
    markdown: preamble({...facts, pageUrl, title}) + htmlToMarkdown(html, pageUrl, options),
  };
}

/** The code files each live example imports from its folder, read from src/examples. */
function exampleFilesIn(siteDir: string): NonNullable<MarkdownOptions['exampleFiles']> {
  const examples = new Map(findExamples(siteDir).map((example) => [example.name, example]));
  return (name) =>
    (examples.get(name)?.siblings ?? [])
      .filter((sibling) => sibling.kind === 'code')
      .map((sibling) => ({name: sibling.name, code: readFileSync(sibling.filePath, 'utf8')}));
}

/**
 * Writes, at build time and from the built pages themselves, `llms.txt` (an index
 * of every page for language models), `llms-full.txt` (every page in full) and a
 * Markdown copy of each page next to it (`/learn/styles.md` for `/learn/styles/`);
 * and, from src/data/assistantRules.ts, the skill for assistants: `react-strict-dom/SKILL.md`
 * under `.well-known/agent-skills/`, listed with its digest in the discovery index beside
 * it, and the same bytes at its first address, `react-strict-dom.skill.md`.
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const {baseUrl, url, title, tagline, trailingSlash} = context.siteConfig;
  const absolute = (path: string) => `${url}${baseUrl}${path}`;
  let routes: {name: string; paths: string[]}[] = [];
  return {
    name: pluginName,
    allContentLoaded({allContent}) {
      // Docs permalinks have no trailing slash; the site's URLs do.
      const withSlash = (path: string) =>
        trailingSlash && !path.endsWith('/') ? `${path}/` : path;
      routes = sectionRoutes(allContent).map(({name, paths}) => ({
        name,
        paths: paths.map(withSlash),
      }));
    },
    async postBuild({outDir}) {
      const options = {exampleFiles: exampleFilesIn(context.siteDir)};
      const facts = {
        libraryVersion,
        releasesUrl: absolute(`${releasesPage}.md`),
        compatUrl: absolute('compat.json'),
        repositoryUrl: githubUrl,
      };
      const listed = await Promise.all(
        routes.map(async ({name, paths}) => ({
          name,
          pages: await Promise.all(
            paths.map((path) => readPage(outDir, baseUrl, url, path, options, facts)),
          ),
        })),
      );
      const all = listed.flatMap((section) => section.pages);
      await Promise.all(
        all.map(async (page) => {
          const target = join(outDir, markdownCopyOf(page.path).slice(baseUrl.length));
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
        '',
        `The rules an assistant follows to write React Strict DOM code that works on every platform, each with a right and a wrong example checked against the library, as a skill: [SKILL.md](${absolute(skillPath)}), listed with its SHA-256 digest in [index.json](${absolute(skillIndexPath)})`,
        ...listed.flatMap((section) => [
          '',
          `## ${section.name}`,
          '',
          ...section.pages.map(
            (page) =>
              `- [${page.title}](${url}${markdownCopyOf(page.path)})${page.description ? `: ${page.description}` : ''}`,
          ),
        ]),
        '',
      ].join('\n');
      const full = all
        .map((page) => `<!-- ${absolute(page.path.slice(baseUrl.length))} -->\n\n${page.markdown}`)
        .join('\n\n');
      const skill = skillMarkdown({url, baseUrl});
      await mkdir(dirname(join(outDir, skillPath)), {recursive: true});
      await writeFile(join(outDir, skillPath), skill);
      await writeFile(join(outDir, skillFile), skill);
      await writeFile(
        join(outDir, skillIndexPath),
        `${JSON.stringify(skillIndex(skill), null, 2)}\n`,
      );
      await writeFile(join(outDir, 'llms.txt'), index);
      // The guides for Android and iOS first, pointing to their copies further down.
      const guides = nativeGuidesMarkdown(
        2,
        (path) => `${url}${markdownCopyOf(`${baseUrl}${path.slice(1)}`)}`,
      );
      await writeFile(
        join(outDir, 'llms-full.txt'),
        `# ${title}\n\n> ${tagline}\n\n${guides}\n\n${full}`,
      );
    },
  };
}
