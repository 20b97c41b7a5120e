import {
  compatPages,
  ruleGroups,
  type AssistantRule,
  type ExampleFiles,
  type Failure,
} from '../../data/assistantRules';
import {judgedVersion} from '../../data/native/judge';
import {libraryVersion} from '../../data/site';
import {nativeGuidesMarkdown} from './nativeGuides';

/** The skill's name: its front matter's, and its folder's in an assistant's skills. */
export const skillName = 'react-strict-dom';

/** When an assistant should use the skill: its front matter's, and the discovery index's. */
export const skillDescription =
  'Rules for writing React Strict DOM code (the react-strict-dom package, html.* elements and css.create) that compiles for the web and runs on Android and iOS. Use it when code imports react-strict-dom, or when asked to write cross-platform React with web APIs.';

/**
 * Where the site publishes the skill, under its base URL: as `<name>/SKILL.md`, the layout
 * coding assistants read skills in, beside the discovery index that lists it
 * (src/plugins/assistant-rules/discovery.ts).
 */
export const skillPath = `.well-known/agent-skills/${skillName}/SKILL.md`;

/** The skill's first address, at the site's root, still published: a copy of skillPath. */
export const skillFile = 'react-strict-dom.skill.md';

/** How a link to a page of the site is written: a site path, or the page's Markdown copy. */
type LinkTo = (sitePath: string) => string;

/** `text` as inline code, with a fence longer than any run of backticks in it. */
function code(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return /^`|`$/.test(text) ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

/** What goes wrong with a wrong example, as a clause. */
function failureText(failure: Failure): string {
  switch (failure.kind) {
    case 'compile':
      return `the web build stops with ${code(failure.message)}`;
    case 'types':
      return `TypeScript reports ${code(failure.message)}`;
    case 'native':
      return `Android and iOS log ${code(failure.message)}`;
    case 'native-no-layout':
      return `on Android and iOS the text ${code(failure.element)} has no layout of its own, so its position and size do nothing`;
    case 'web':
      return `the web page throws ${code(failure.message)}`;
    case 'styles-lost':
      return 'it builds and runs, but on the web the element renders without these styles';
    case 'web-output-on-native':
      return 'an Android or iOS build gets the web output, where `<html.div>` has become a DOM `<div>`, which React Native does not have';
  }
}

/** An example's files as fenced blocks, each titled with its file name. */
function fencedFiles(files: ExampleFiles): string[] {
  return Object.entries(files).map(([name, source]) => {
    const language = /\.([cm]?[jt]sx?)$/.exec(name)?.[1] ?? 'text';
    const longest = Math.max(2, ...(source.match(/^`+/gm) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}${language} title="${name}"\n${source.replace(/\n$/, '')}\n${fence}`;
  });
}

/** Site paths in Markdown links, rewritten with `linkTo`. */
function withLinks(markdown: string, linkTo: LinkTo): string {
  return markdown.replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${linkTo(path)})`);
}

function ruleMarkdown(rule: AssistantRule, depth: number, linkTo: LinkTo): string {
  const failures = rule.fails.map(failureText);
  const why =
    failures.length > 1
      ? `${failures.slice(0, -1).join(', ')} and ${failures.at(-1)}`
      : failures[0];
  return [
    `${'#'.repeat(depth)} ${rule.title}`,
    withLinks(rule.rule, linkTo),
    'Right:',
    ...fencedFiles(rule.right),
    `Wrong: ${why}.`,
    ...fencedFiles(rule.wrong),
  ].join('\n\n');
}

/** How to check native support in the compatibility tables, as a section. */
function compatSection(depth: number, linkTo: LinkTo): string {
  return [
    `${'#'.repeat(depth)} Check native support`,
    'Before you use a CSS property or value, an element, a prop or a web API that the rules above do not cover, look it up in the compatibility tables. Each row gives Web, Android and iOS one of four statuses: **Built in**, **Polyfilled** (React Strict DOM implements it), **Partial** (the note says what works) or **Not supported**. Where Android or iOS says Not supported, do not use it in code shared by all platforms: write what the rules above suggest, or give each platform its own file (`Name.web.tsx` and `Name.native.tsx`).',
    ...compatPages.map(({title, path, holds}) => `- [${title}](${linkTo(path)}): ${holds}`),
  ].join('\n\n');
}

/** Every group of rules, then how to check native support; headings start at `depth`. */
export function rulesMarkdown(depth: number, linkTo: LinkTo): string {
  return [
    ...ruleGroups.map((group) =>
      [
        `${'#'.repeat(depth)} ${group.title}`,
        withLinks(group.intro, linkTo),
        ...group.rules.map((rule) => ruleMarkdown(rule, depth + 1, linkTo)),
      ].join('\n\n'),
    ),
    compatSection(depth, linkTo),
  ].join('\n\n');
}

/**
 * The skill file: front matter that says when to use it, an overview, then the rules
 * with links to the Markdown copies of the site's pages, for an assistant that reads
 * it away from the site.
 */
export function skillMarkdown(site: {url: string; baseUrl: string}): string {
  const root = `${site.url}${site.baseUrl}`;
  const linkTo: LinkTo = (path) => `${root}${path.replace(/^\//, '').replace(/\/$/, '')}.md`;
  return `---
name: ${skillName}
description: ${skillDescription}
---

# React Strict DOM

React Strict DOM (\`react-strict-dom\` ${libraryVersion} on npm) renders one React codebase as HTML and atomic CSS on the web and as React Native views on Android and iOS. Components are made of \`html.*\` elements that take web props and event names, styled with \`css.create\`. Follow the rules below. Each has a right and a wrong example; both were compiled and run with react-strict-dom ${libraryVersion}, on the web and on React Native ${judgedVersion('react-native')} for iOS and Android, and the wrong one fails as stated.

The docs are Markdown too: ${root}llms.txt lists every page's Markdown copy, and ${root}llms-full.txt holds them all in one file.

${rulesMarkdown(2, linkTo)}

${nativeGuidesMarkdown(2, linkTo)}
`;
}
