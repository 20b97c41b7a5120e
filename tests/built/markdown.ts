import type {Nodes, Root, Table} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';

/** Markdown parsed as GitHub does (tables and all). */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
}

/** Every node of a tree, depth first. */
export function nodes(node: Nodes): Nodes[] {
  return [
    node,
    ...('children' in node ? node.children.flatMap((child) => nodes(child as Nodes)) : []),
  ];
}

/** The text of a node, without its Markdown. */
export function plainText(node: Nodes): string {
  return nodes(node)
    .map((child) => ('value' in child && child.type !== 'html' ? child.value : ''))
    .join('');
}

/** The Markdown source of a node of `markdown`'s tree. */
export function sourceOf(markdown: string, node: Nodes): string {
  return markdown.slice(node.position!.start.offset, node.position!.end.offset);
}

const fenceOpening = /^\s*(`{3,}|~{3,})/;

/** The fenced code blocks of `markdown`, and the start of each one left open. */
export function fences(markdown: string): {count: number; unclosed: string[]} {
  const fenced = nodes(parseMarkdown(markdown)).filter(
    (node) => node.type === 'code' && fenceOpening.test(sourceOf(markdown, node)),
  );
  const unclosed = fenced.filter((node) => {
    const source = sourceOf(markdown, node);
    const [opening] = fenceOpening.exec(source)!.slice(1);
    return !new RegExp(`\\n\\s*${opening[0]}{${opening.length},}\\s*$`).test(source);
  });
  return {count: fenced.length, unclosed: unclosed.map((n) => sourceOf(markdown, n).slice(0, 80))};
}

/**
 * The tables of `markdown`, and each row, in its source, whose cells do not match its
 * header's count (a pipe left unescaped, or a cell lost).
 */
export function tables(markdown: string): {count: number; uneven: string[]} {
  const found = nodes(parseMarkdown(markdown)).filter(
    (node): node is Table => node.type === 'table',
  );
  const cellCount = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/).length;
  const uneven: string[] = [];
  for (const table of found) {
    const expected = table.children[0].children.length;
    const lines = sourceOf(markdown, table).split('\n');
    uneven.push(...lines.filter((line) => cellCount(line) !== expected));
    for (const row of table.children)
      if (row.children.length !== expected) uneven.push(sourceOf(markdown, row));
  }
  return {count: found.length, uneven};
}
