import type {Nodes, Root, Table} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {describe, expect, it} from 'vitest';
import {builtFile, page, publishedPages, text} from './build';

const siteUrl = 'https://react.github.io/react-strict-dom/';
const full = builtFile('llms-full.txt');
const index = builtFile('llms.txt');
const parse = (markdown: string): Root =>
  fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
const tree = parse(full);

/** Every node of a tree, depth first. */
function nodes(node: Nodes): Nodes[] {
  return [
    node,
    ...('children' in node ? node.children.flatMap((child) => nodes(child as Nodes)) : []),
  ];
}

/** The text of a node, without its Markdown. */
function plainText(node: Nodes): string {
  return nodes(node)
    .map((child) => ('value' in child && child.type !== 'html' ? child.value : ''))
    .join('');
}

/** The Markdown source of a node. */
function source(node: Nodes): string {
  return full.slice(node.position!.start.offset, node.position!.end.offset);
}

/** Published pages that the docs plugin renders (not the landing page or other pages). */
const docsPages = publishedPages().filter((path) => page(path)('html').hasClass('plugin-docs'));

describe('llms-full.txt is well-formed Markdown', () => {
  it('closes every fenced code block', () => {
    const fenced = nodes(tree).filter(
      (node) => node.type === 'code' && /^\s*(`{3,}|~{3,})/.test(source(node)),
    );
    expect(fenced.length).toBeGreaterThan(50);
    const unclosed = fenced.filter((node) => {
      const [opening] = /^\s*(`{3,}|~{3,})/.exec(source(node))!.slice(1);
      return !new RegExp(`\\n\\s*${opening[0]}{${opening.length},}\\s*$`).test(source(node));
    });
    expect(unclosed.map((node) => source(node).slice(0, 80))).toEqual([]);
  });

  it('never glues two code spans into one', () => {
    const glued: string[] = [];
    for (const node of nodes(tree)) {
      if (!('children' in node)) continue;
      node.children.forEach((child, i) => {
        const next = node.children[i + 1];
        if (child.type === 'inlineCode' && next?.type === 'inlineCode')
          glued.push(source(child as Nodes) + source(next as Nodes));
      });
    }
    // Two values run together show up as one span with a doubled backtick inside.
    const runTogether = nodes(tree).filter(
      (node) => node.type === 'inlineCode' && /[^`]``[^`]/.test(node.value),
    );
    expect(glued).toEqual([]);
    expect(runTogether.map(source)).toEqual([]);
  });

  it('gives every table row as many cells as its header', () => {
    const tables = nodes(tree).filter((node): node is Table => node.type === 'table');
    expect(tables.length).toBeGreaterThan(20);
    const cellCount = (line: string) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/).length;
    for (const table of tables) {
      const [header, ...rows] = source(table).split('\n');
      const expected = table.children[0].children.length;
      expect(cellCount(header), header).toBe(expected);
      for (const row of rows) expect(cellCount(row), row).toBe(expected);
      for (const row of table.children) expect(row.children, source(row)).toHaveLength(expected);
    }
  });
});

describe('llms.txt and llms-full.txt list every published docs page', () => {
  it('finds the docs pages in the build', () => {
    expect(docsPages.length).toBeGreaterThan(40);
    expect(docsPages).toContain('learn/');
  });

  it.each(docsPages)('%s: in llms-full.txt, in llms.txt, with its Markdown copy', (path) => {
    const markdownCopy = `${path.replace(/\/$/, '')}.md`;
    expect(full).toContain(`<!-- ${siteUrl}${path} -->`);
    expect(index).toContain(`(${siteUrl}${markdownCopy})`);
    expect(builtFile(markdownCopy)).toMatch(/^# .+/);
  });

  it('lists each page once, in sidebar order within its section', () => {
    const listed = [...full.matchAll(/^<!-- (\S+) -->$/gm)].map((match) =>
      match[1].slice(siteUrl.length),
    );
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...docsPages].sort());
    const sidebar = (section: string) =>
      page(section)('.theme-doc-sidebar-container a.menu__link[href]')
        .toArray()
        .map((link) => link.attribs.href.slice('/react-strict-dom/'.length));
    for (const section of ['learn/', 'api/', 'contribute/']) {
      expect(listed.filter((path) => path.startsWith(section))).toEqual([
        ...new Set(sidebar(section)),
      ]);
    }
  });

  it.each(docsPages)('%s: whole in llms-full.txt, every heading of the page in order', (path) => {
    const url = `${siteUrl}${path}`;
    const start = full.indexOf(`<!-- ${url} -->`);
    expect(start, `${url} in llms-full.txt`).toBeGreaterThan(-1);
    const next = full.indexOf('\n<!-- https://', start + 1);
    const section = parse(full.slice(start, next === -1 ? undefined : next));
    const $ = page(path);
    // The heading anchors' zero-width spaces are not text a reader sees.
    const built = $('article h1, article h2, article h3')
      .toArray()
      .map((heading) =>
        text(
          $(heading)
            .text()
            .replace(/\u200b/g, ''),
        ),
      );
    const written = nodes(section)
      .filter((node) => node.type === 'heading' && node.depth <= 3)
      .map((heading) => text(plainText(heading)));
    expect(built.length).toBeGreaterThan(0);
    expect(written).toEqual(built);
  });

  it('llms.txt parses as one list of links per section', () => {
    const links = nodes(parse(index)).filter((node) => node.type === 'link');
    expect(links).toHaveLength(docsPages.length);
  });
});

describe('the installation guide', () => {
  it('links llms.txt', () => {
    const $ = page('learn/installation/');
    expect(
      $('article a')
        .filter((_, a) => $(a).text() === 'llms.txt')
        .attr('href'),
    ).toBe('/react-strict-dom/llms.txt');
  });
});
