import type {Nodes} from 'mdast';
import {describe, expect, it} from 'vitest';
import {builtFile, page, publishedPages, text} from './build';
import {skillIndexPath} from '../../src/plugins/assistant-rules/discovery';
import {skillPath} from '../../src/plugins/assistant-rules/markdown';
import {withoutPreamble} from '../../src/plugins/llms-txt/preamble';
import {fences, nodes, parseMarkdown as parse, plainText, sourceOf, tables} from './markdown';

const siteUrl = 'https://react.github.io/react-strict-dom/';
const full = builtFile('llms-full.txt');
const index = builtFile('llms.txt');
const tree = parse(full);

/** The Markdown source of a node of llms-full.txt. */
const source = (node: Nodes) => sourceOf(full, node);

/** Published pages that the docs plugin renders (not the landing page or other pages). */
const docsPages = publishedPages().filter((path) => page(path)('html').hasClass('plugin-docs'));

describe('llms-full.txt is well-formed Markdown', () => {
  it('closes every fenced code block', () => {
    const {count, unclosed} = fences(full);
    expect(count).toBeGreaterThan(50);
    expect(unclosed).toEqual([]);
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
    const {count, uneven} = tables(full);
    expect(count).toBeGreaterThan(20);
    expect(uneven).toEqual([]);
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
    // In llms-full.txt too, the page starts with its copy's preamble.
    expect(full).toContain(`<!-- ${siteUrl}${path} -->\n\n${builtFile(markdownCopy)}`);
    expect(index).toContain(`(${siteUrl}${markdownCopy})`);
    expect(withoutPreamble(builtFile(markdownCopy))).toMatch(/^# .+/);
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

  it('llms.txt parses as links to the skill and its index, then one list of links per section', () => {
    const links = nodes(parse(index)).filter((node) => node.type === 'link');
    expect(links).toHaveLength(docsPages.length + 2);
    expect(links[0]).toMatchObject({url: `${siteUrl}${skillPath}`});
    expect(links[1]).toMatchObject({url: `${siteUrl}${skillIndexPath}`});
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
