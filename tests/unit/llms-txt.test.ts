import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {describe, expect, it} from 'vitest';
import {htmlToMarkdown} from '../../src/plugins/llms-txt/htmlToMarkdown';
import {markdownCopyOf, sidebarRoutes} from '../../src/plugins/llms-txt';
import {statusMeanings} from '../../src/plugins/llms-txt/compatTables';
import {pageChromeAttribute} from '../../src/utils/pageChrome';

const page = (body: string) =>
  `<html><body><article><div class="markdown">${body}</div></article></body></html>`;
const convert = (body: string) =>
  htmlToMarkdown(page(body), 'https://example.org/react-strict-dom/api/css/create/');

describe('htmlToMarkdown', () => {
  it('keeps headings, prose, inline code and absolute links', () => {
    const md = convert(
      '<h1>css.create<a class="hash-link" href="#x">#</a></h1><p>Use <code>css.create</code> with <a href="/react-strict-dom/api/">the API</a>.</p>',
    );
    expect(md).toBe(
      '# css.create\n\nUse `css.create` with [the API](https://example.org/react-strict-dom/api/).\n',
    );
  });

  it('turns a highlighted code block into a fenced block with its title and language', () => {
    const md = convert(
      '<div class="theme-code-block language-tsx"><div class="codeBlockTitle_x">App.tsx</div><pre><code><div class="token-line">const a = 1;<br></div><div class="token-line">a;<br></div></code></pre></div>',
    );
    expect(md).toBe('App.tsx:\n\n```tsx\nconst a = 1;\na;\n```\n');
  });

  it('fences code that contains backticks, and spans inline code around them', () => {
    const md = convert(
      '<p><code>`${a}`</code></p><div class="theme-code-block language-md"><pre><code>```js\nx\n```</code></pre></div>',
    );
    expect(md).toBe('`` `${a}` ``\n\n````md\n```js\nx\n```\n````\n');
  });

  it('escapes Markdown characters in prose', () => {
    expect(convert('<p>html.* elements, <em>not</em> *stars* or [brackets]</p>')).toBe(
      'html.\\* elements, *not* \\*stars\\* or \\[brackets]\n',
    );
  });

  it('turns tables into GFM tables: caption above, pipes escaped, side-by-side values kept apart', () => {
    const md = convert(
      '<table><caption>Props</caption><thead><tr><th>Prop<span>and type</span></th><th>Notes</th></tr></thead>' +
        "<tbody><tr><th><code>dir</code><code>'ltr' | 'rtl'</code></th><td>Rejected.<span>Twice.</span></td></tr></tbody></table>",
    );
    expect(md).toBe(
      "Props:\n\n| Prop and type | Notes |\n| - | - |\n| `dir` `'ltr' \\| 'rtl'` | Rejected. Twice. |\n",
    );
  });

  it.each([
    [
      'a note after the word',
      '<td data-status="unsupported">Not supported<small>React DOM has no such event.</small></td>',
    ],
    [
      'both in elements',
      '<td data-status="unsupported"><span>Not supported</span><small>React DOM has no such event.</small></td>',
    ],
    [
      'the status on an inner element',
      '<td><span data-status="unsupported">Not supported<small>React DOM has <code>no</code> such event.</small></span></td>',
    ],
  ])('gives a status cell its word, then its note in brackets (%s)', (_, cell) => {
    const md = convert(
      `<table><thead><tr><th>Name</th><th>Web</th></tr></thead><tbody><tr><th><code>onX</code></th>${cell}</tr></tbody></table>`,
    );
    expect(md).toContain('| `onX` | Not supported (React DOM has no such event.) |');
  });

  it('leaves a status cell without a note as its word', () => {
    const md = convert(
      '<table><thead><tr><th>Name</th><th>iOS</th></tr></thead><tbody><tr><th>a</th><td data-status="native">Built in</td></tr></tbody></table>',
    );
    expect(md).toContain('| a | Built in |');
  });

  it('says once what the legend’s status words mean, and drops the other legends', () => {
    const legend = (label: string) =>
      `<ul aria-label="${label}">${(['native', 'polyfilled', 'partial', 'unsupported'] as const)
        .map((status) => `<li data-status="${status}">${status}-word</li>`)
        .join('')}</ul>`;
    const md = convert(`${legend('Legend')}<p>First table</p>${legend('Legend')}<p>Second</p>`);
    expect(md).toBe(
      [
        'What the status words in the tables mean:',
        '',
        ...Object.entries(statusMeanings).map(
          ([status, meaning]) => `- **${status}-word**: ${meaning}.`,
        ),
        '',
        'First table',
        '',
        'Second',
        '',
      ].join('\n'),
    );
  });

  it('names the status a legend has that it cannot explain', () => {
    expect(() => convert('<ul><li data-status="maybe">Maybe</li></ul>')).toThrow(/"maybe"/);
  });

  it('lists the files a live example imports after its source, unless the page shows them', () => {
    const example = (name: string) =>
      `<figure><div data-example="${name}"><p>Rendered</p></div><div class="theme-code-block language-tsx"><div class="codeBlockTitle_x">${name}.tsx</div><pre><code>import {colors} from './tokens.css';</code></pre></div></figure>`;
    const shown =
      '<div class="theme-code-block language-ts"><pre><code>export const shown = 1;</code></pre></div>';
    const md = htmlToMarkdown(page(example('Panel') + shown), 'https://example.org/', {
      exampleFiles: (name) =>
        name === 'Panel'
          ? [
              {name: 'tokens.css.ts', code: 'export const colors = 1;\n'},
              {name: 'shown.ts', code: 'export const shown = 1;\n'},
            ]
          : [],
    });
    expect(md).toBe(
      [
        'Panel.tsx:',
        '',
        '```tsx',
        "import {colors} from './tokens.css';",
        '```',
        '',
        'tokens.css.ts:',
        '',
        '```ts',
        'export const colors = 1;',
        '```',
        '',
        '```ts',
        'export const shown = 1;',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('leaves out the page actions', () => {
    expect(
      convert(
        `<h1>Title</h1><div ${pageChromeAttribute}=""><a href="x.md">View as Markdown</a></div><p>Text</p>`,
      ),
    ).toBe('# Title\n\nText\n');
  });

  it('gives every tab its own labelled section', () => {
    const md = convert(
      '<div class="tabs-container"><ul><li role="tab">npm</li><li role="tab">yarn</li></ul>' +
        '<div role="tabpanel"><p>a</p></div><div role="tabpanel" hidden><p>b</p></div></div>',
    );
    expect(md).toBe('**npm**\n\na\n\n**yarn**\n\nb\n');
  });

  it('keeps a diagram’s text alternative and drops icons, controls and a live preview', () => {
    const md = convert(
      '<label>Filter <input></label><svg role="img"><title>Flow</title><desc>From a to b.</desc></svg><svg aria-hidden="true"></svg>' +
        '<figure><div data-example="X"><p>Rendered</p></div><figcaption><span>Live preview</span><span>Runs on Web</span></figcaption></figure>',
    );
    expect(md).toBe('*Diagram: Flow. From a to b.*\n\nLive preview — Runs on Web\n');
  });

  it('lists nested items', () => {
    expect(convert('<ul><li>a<ul><li>b</li></ul></li></ul>')).toBe('- a\n  - b\n');
  });
});

describe('sidebarRoutes', () => {
  const docs = [
    {id: 'api/index', permalink: '/r/api'},
    {id: 'api/css/index', permalink: '/r/api/css'},
    {id: 'api/css/create', permalink: '/r/api/css/create'},
    {id: 'api/other', permalink: '/r/api/other'},
  ] as LoadedVersion['docs'];

  it('follows the sidebar: docs, then each category’s own page before its items', () => {
    const sidebar = [
      {type: 'doc', id: 'api/index'},
      {
        type: 'category',
        label: 'CSS',
        link: {type: 'doc', id: 'api/css/index'},
        items: [
          {type: 'doc', id: 'api/css/create'},
          {type: 'link', label: 'x', href: 'https://x'},
        ],
      },
      {
        type: 'category',
        label: 'More',
        link: {type: 'generated-index', permalink: '/r/api/more', slug: 'more'},
        items: [],
      },
      {type: 'doc', id: 'api/other'},
    ] as LoadedVersion['sidebars'][string];
    expect(sidebarRoutes(sidebar, docs)).toEqual([
      '/r/api',
      '/r/api/css',
      '/r/api/css/create',
      '/r/api/more',
      '/r/api/other',
    ]);
  });

  it('fails on a doc the docs plugin did not load', () => {
    expect(() =>
      sidebarRoutes([{type: 'doc', id: 'gone'}] as LoadedVersion['sidebars'][string], docs),
    ).toThrow(/"gone"/);
  });
});

describe('markdownCopyOf', () => {
  it('maps a route to a .md file beside its folder, with or without the trailing slash', () => {
    expect(markdownCopyOf('/react-strict-dom/learn/styles/')).toBe(
      '/react-strict-dom/learn/styles.md',
    );
    expect(markdownCopyOf('/react-strict-dom/api')).toBe('/react-strict-dom/api.md');
  });
});
