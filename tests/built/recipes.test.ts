/**
 * The built pages show what `npm run check:recipes` found: each recipe's "Checked with"
 * line with the versions and date from src/data/recipes/stamps.json, the recipes' own
 * files as code blocks, and every recorded message, letter for letter.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import messages from '../../src/data/recipes/messages.json';
import stamps from '../../src/data/recipes/stamps.json';
import {formatCheckDate} from '../../src/data/recipes/stamps';
import {page, text} from './build';

const root = path.resolve(__dirname, '../..');

/** Each page that cites recipes, by its URL, with the recipes it cites. */
const citing = readdirSync(path.join(root, 'docs'), {recursive: true})
  .map(String)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const source = readFileSync(path.join(root, 'docs', file), 'utf8');
    const slug = /^slug: \/(.+)$/m.exec(source)?.[1];
    const cited = [...source.matchAll(/<RecipeStamp recipes="([^"]+)"/g)].flatMap((m) =>
      m[1].split(/\s+/),
    );
    const quoted = [...source.matchAll(/<RecordedMessage id="([^"]+)"/g)].map((m) => m[1]);
    return {url: slug ? `${slug}/` : '', cited, quoted, source};
  })
  .filter(({cited, quoted}) => cited.length > 0 || quoted.length > 0);

type Stamp = {checked: string; node: string; tools: Array<{label: string; version: string}>};
const stamped: Record<string, Stamp> = stamps;
const recorded: Record<string, {text: string}> = messages;

describe('"Checked with" lines', () => {
  it.each(citing.filter(({cited}) => cited.length).map((p) => [p.url, p.cited] as const))(
    '%s names each recipe’s versions, Node.js and the date',
    (url, cited) => {
      const shown = text(page(url)('article').text());
      const oldest = cited.map((name) => stamped[name].checked).sort()[0];
      expect(shown).toContain(`Checked ${cited.length > 1 ? 'on ' : 'with '}`);
      expect(shown).toContain(formatCheckDate(oldest));
      for (const name of cited) {
        const {node, tools} = stamped[name];
        expect(shown).toContain(`recipes/${name}`);
        expect(shown).toContain(`Node.js ${node}`);
        for (const tool of tools) expect(shown).toContain(`${tool.label} ${tool.version}`);
      }
    },
  );
});

describe('recorded messages', () => {
  it.each(citing.filter(({quoted}) => quoted.length).map((p) => [p.url, p.quoted] as const))(
    '%s quotes each one as recorded',
    (url, quoted) => {
      const blocks = page(url)('figure pre code')
        .toArray()
        .map((code) => page(url)(code).text());
      for (const id of quoted) expect(blocks).toContain(recorded[id].text);
    },
  );
});

describe("recipes' files on the pages", () => {
  it.each(citing.map((p) => [p.url, p.source] as const))(
    '%s shows each imported file as it is',
    (url, source) => {
      const imported = [...source.matchAll(/from '@site\/(recipes\/[^']+)\?raw'/g)].map(
        (m) => m[1],
      );
      // Whitespace aside: a code block's lines are elements, with no newline between them.
      const bare = (value: string) => value.replace(/\s+/g, '');
      const blocks = page(url)('pre code')
        .toArray()
        .map((code) => bare(page(url)(code).text()));
      for (const file of imported) {
        const source = bare(readFileSync(path.join(root, file), 'utf8'));
        expect(
          blocks.some((block) => block === source),
          file,
        ).toBe(true);
      }
    },
  );
});
