import {describe, expect, it} from 'vitest';
import {htmlToMarkdown} from '../../src/plugins/llms-txt/htmlToMarkdown';
import {markdownPath} from '../../src/plugins/llms-txt';

const page = (body: string) => `<html><body><article><div class="markdown">${body}</div></article></body></html>`;

describe('htmlToMarkdown', () => {
  it('keeps headings, prose, inline code and absolute links', () => {
    const md = htmlToMarkdown(
      page('<h1>css.create<a class="hash-link" href="#x">#</a></h1><p>Use <code>css.create</code> with <a href="/react-strict-dom/api/">the API</a>.</p>'),
      'https://example.org/react-strict-dom/api/css/create/',
    );
    expect(md).toBe('# css.create\n\nUse `css.create` with [the API](https://example.org/react-strict-dom/api/).\n');
  });

  it('turns a highlighted code block into a fenced block with its language', () => {
    const md = htmlToMarkdown(
      page('<div class="theme-code-block language-tsx"><pre><code><span class="token-line">const a = 1;</span><span class="token-line">a;</span></code></pre></div>'),
      'https://example.org/',
    );
    expect(md).toBe('```tsx\nconst a = 1;\na;\n```\n');
  });

  it('turns tables into GFM tables and escapes pipes', () => {
    const md = htmlToMarkdown(
      page('<table><thead><tr><th>Prop</th><th>Type</th></tr></thead><tbody><tr><td>dir</td><td><code>\'ltr\' | \'rtl\'</code></td></tr></tbody></table>'),
      'https://example.org/',
    );
    expect(md).toBe("| Prop | Type |\n| --- | --- |\n| dir | `'ltr' \\| 'rtl'` |\n");
  });

  it('lists nested items and drops form controls', () => {
    const md = htmlToMarkdown(page('<label>Filter <input></label><ul><li>a<ul><li>b</li></ul></li></ul>'), 'https://example.org/');
    expect(md).toBe('- a\n  - b\n');
  });
});

describe('markdownPath', () => {
  it('maps a route to a .md file beside its folder', () => {
    expect(markdownPath('/react-strict-dom/learn/styles/', '/react-strict-dom/')).toBe('learn/styles.md');
    expect(markdownPath('/react-strict-dom/', '/react-strict-dom/')).toBe('index.md');
  });
});
