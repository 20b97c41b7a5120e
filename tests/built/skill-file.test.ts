import {describe, expect, it} from 'vitest';
import {ruleGroups} from '../../src/data/assistantRules';
import {skillFile, skillMarkdown} from '../../src/plugins/assistant-rules/markdown';
import {basePath, builtFile, codeBlocks, page, text} from './build';
import {fences, nodes, parseMarkdown, plainText, tables} from './markdown';

// The rules for assistants (src/data/assistantRules.ts) as published: the skill file
// at the site's root, and the Learn page "Using an assistant". Both are written from
// the data; tests/unit/assistant-rules.test.ts checks the examples themselves.

const siteUrl = 'https://react.github.io/react-strict-dom/';
const skill = builtFile(skillFile);
const rules = ruleGroups.flatMap((group) => group.rules);
const sources = rules.flatMap((rule) =>
  [rule.right, rule.wrong].flatMap((files) =>
    Object.values(files).map((code) => code.replace(/\n$/, '')),
  ),
);
const codeIn = (markdown: string) =>
  new Set(nodes(parseMarkdown(markdown)).flatMap((n) => (n.type === 'code' ? [n.value] : [])));

describe(skillFile, () => {
  it('is written from the rules data', () => {
    expect(skill).toBe(skillMarkdown({url: 'https://react.github.io', baseUrl: basePath}));
  });

  it('starts with the front matter of a skill: its name and when to use it', () => {
    const [, frontMatter] = /^---\n([\s\S]*?)\n---\n/.exec(skill) ?? [];
    expect(frontMatter?.split('\n').map((line) => line.split(':')[0])).toEqual([
      'name',
      'description',
    ]);
    expect(frontMatter).toMatch(/^name: react-strict-dom$/m);
  });

  it('is well-formed Markdown with every rule and every example', () => {
    expect(fences(skill).unclosed).toEqual([]);
    expect(tables(skill).uneven).toEqual([]);
    const headings = nodes(parseMarkdown(skill))
      .filter((node) => node.type === 'heading' && node.depth === 3)
      .map((heading) => plainText(heading));
    expect(headings).toEqual(rules.map((rule) => rule.title.replace(/`/g, '')));
    const written = codeIn(skill);
    expect(sources.filter((code) => !written.has(code))).toEqual([]);
  });

  it("links only to the site's Markdown: the pages' copies and llms.txt, which exist", () => {
    const links = nodes(parseMarkdown(skill)).flatMap((node) =>
      node.type === 'link' ? [node.url] : [],
    );
    expect(links.length).toBeGreaterThan(10);
    for (const url of links) {
      expect(url).toMatch(new RegExp(`^${siteUrl}.+\\.(md|txt)$`));
      expect(() => builtFile(url.slice(siteUrl.length)), url).not.toThrow();
    }
  });
});

describe('the Learn page "Using an assistant"', () => {
  const $ = page('learn/assistants/');

  it('shows every rule as a heading, with its examples', () => {
    const headings = $('article h4')
      .toArray()
      .map((heading) =>
        text(
          $(heading)
            .text()
            .replace(/\u200b/g, ''),
        ),
      );
    expect(headings).toEqual(rules.map((rule) => rule.title.replace(/`/g, '')));
    const written = new Set(codeBlocks($));
    expect(sources.filter((code) => !written.has(code))).toEqual([]);
  });

  it('links to the skill file and llms.txt, and its AGENTS.md snippet names them', () => {
    const hrefs = $('article a')
      .toArray()
      .map((a) => $(a).attr('href'));
    expect(hrefs).toContain(`${basePath}${skillFile}`);
    expect(hrefs).toContain(`${basePath}llms.txt`);
    const snippet = $('article .theme-code-block')
      .filter((_, block) => $(block).text().includes('## React Strict DOM'))
      .text();
    expect(snippet).toContain(`${siteUrl}${skillFile}`);
    expect(snippet).toContain(`${siteUrl}llms.txt`);
  });
});
