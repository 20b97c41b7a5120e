/**
 * The tables of a docs page, read from its MDX: the rows under a heading, each as its
 * cells, and the code spans of a cell. The judge's programs of a page's table are made
 * from the table itself, so a new row is judged without being listed anywhere.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The MDX source of a page under docs/. */
export const pageSource = (page: string): string =>
  readFileSync(path.join(root, 'docs', page), 'utf8');

/**
 * The body rows of the first table after the heading `heading` (any level), each
 * row as its trimmed cells (a `\|` inside a cell stays in it).
 */
export function tableAfter(source: string, heading: string): string[][] {
  const lines = source.split('\n');
  const at = lines.findIndex(
    (line) => /^#{2,4} /.test(line) && line.replace(/^#+ /, '') === heading,
  );
  if (at < 0) throw new Error(`no heading "${heading}"`);
  const start = lines.findIndex((line, i) => i > at && line.startsWith('|'));
  if (start < 0) throw new Error(`no table after "${heading}"`);
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  return lines.slice(start + 2, end < 0 ? undefined : end).map((line) =>
    line
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim()),
  );
}

/** The code spans of a Markdown cell, in order, as CommonMark reads them. */
export const codeSpans = (cell: string): string[] =>
  [...cell.matchAll(/(`+)(.+?)\1(?!`)/g)].map(([, , code]) => code!.replace(/^ (.*) $/, '$1'));
