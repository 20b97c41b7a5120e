import {describe, expect, it} from 'vitest';
import {ruleGroups} from '../../src/data/assistantRules';
import {
  sha256Digest,
  skillIndexPath,
  skillIndexSchema,
  type SkillIndex,
} from '../../src/plugins/assistant-rules/discovery';
import {
  skillDescription,
  skillFile,
  skillMarkdown,
  skillName,
  skillPath,
} from '../../src/plugins/assistant-rules/markdown';
import {basePath, builtAsset, builtFile, page, text} from './build';
import {fences, nodes, parseMarkdown, plainText, tables} from './markdown';

// The rules for assistants (src/data/assistantRules.ts) as published: the skill at
// .well-known/agent-skills/react-strict-dom/SKILL.md with its discovery index, the same
// bytes at its first address at the site's root, and the Learn page "Using an assistant".
// All are written from the data; tests/unit/assistant-rules.test.ts checks the examples.

const siteUrl = 'https://react.github.io/react-strict-dom/';
const skill = builtFile(skillPath);
const rules = ruleGroups.flatMap((group) => group.rules);
const sources = rules.flatMap((rule) =>
  [rule.right, rule.wrong].flatMap((files) =>
    Object.values(files).map((code) => code.replace(/\n$/, '')),
  ),
);
const codeIn = (markdown: string) =>
  new Set(nodes(parseMarkdown(markdown)).flatMap((n) => (n.type === 'code' ? [n.value] : [])));

describe('the skill, SKILL.md', () => {
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

describe('the discovery index, .well-known/agent-skills/index.json', () => {
  const index = JSON.parse(builtFile(skillIndexPath)) as SkillIndex;
  const [entry] = index.skills;

  it('lists the one skill in the 0.2.0 shape: name, type, description, address, digest', () => {
    expect(index.$schema).toBe(skillIndexSchema);
    expect(index.skills).toHaveLength(1);
    expect(Object.keys(entry!).sort()).toEqual(['description', 'digest', 'name', 'type', 'url']);
    expect(entry).toMatchObject({name: skillName, type: 'skill-md'});
    expect(entry!.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(entry!.description.length).toBeLessThanOrEqual(1024);
  });

  it("gives the skill's address beside the index, in a folder named after the skill", () => {
    expect(entry!.url).toBe(`${skillName}/SKILL.md`);
    expect(new URL(entry!.url, `${siteUrl}${skillIndexPath}`).href).toBe(`${siteUrl}${skillPath}`);
  });

  it("holds the SHA-256 digest of the skill's exact bytes", () => {
    const bytes = builtAsset(`${basePath}${skillPath}`);
    expect(entry!.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(entry!.digest).toBe(sha256Digest(bytes));
  });

  it("names the skill and says when to use it as the skill's own front matter does", () => {
    expect(skill).toContain(`\nname: ${entry!.name}\n`);
    expect(skill).toContain(`\ndescription: ${entry!.description}\n`);
    expect(entry!.description).toBe(skillDescription);
  });

  it('the first address serves the same bytes', () => {
    expect(builtAsset(`${basePath}${skillFile}`)).toEqual(builtAsset(`${basePath}${skillPath}`));
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
    const written = new Set(
      $('article .theme-code-block pre')
        .toArray()
        .map((pre) =>
          $(pre)
            .find('.token-line')
            .toArray()
            .map((line) => $(line).text())
            .join('\n')
            .replace(/\n+$/, ''),
        ),
    );
    expect(sources.filter((code) => !written.has(code))).toEqual([]);
  });

  it('links to the skill, its index and llms.txt, and its AGENTS.md snippet names them', () => {
    const hrefs = $('article a')
      .toArray()
      .map((a) => $(a).attr('href'));
    expect(hrefs).toContain(`${basePath}${skillPath}`);
    expect(hrefs).toContain(`${basePath}${skillIndexPath}`);
    expect(hrefs).toContain(`${basePath}${skillFile}`);
    expect(hrefs).toContain(`${basePath}llms.txt`);
    const snippet = $('article .theme-code-block')
      .filter((_, block) => $(block).text().includes('## React Strict DOM'))
      .text();
    expect(snippet).toContain(`${siteUrl}${skillPath}`);
    expect(snippet).toContain(`${siteUrl}llms.txt`);
  });

  it('shows how to install the skill from the site, and where it downloads it from', () => {
    const code = $('article .theme-code-block').text();
    expect(code).toContain(`npx skills add ${siteUrl.replace(/\/$/, '')} --skill ${skillName}`);
    expect(code).toContain(`${siteUrl}${skillPath}`);
  });
});
