/**
 * Code is highlighted at build time into syntax tokens (src/plugins/syntax-tokens)
 * and coloured by class. These tests check that every character of the site's
 * code samples gets the colour prism-react-renderer would have given it inline
 * with the same theme, in both modes; that the tokens round-trip to the code;
 * and that the generated stylesheet holds those colours.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {createElement, Fragment, type ReactElement} from 'react';
import {Highlight, Prism, type PrismTheme, type RenderProps} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {codeColorGroups, codePlain} from '@site/src/data/codeThemes';
import {codeOf, encodeTokens, linesHtml, tokenLines} from '@site/src/plugins/syntax-tokens/tokens';
import {syntaxTokens} from '@site/src/plugins/syntax-tokens/tokenize';
import remarkSyntaxTokens from '@site/src/plugins/syntax-tokens/remark';
import {tokenColorsCss} from '@site/src/plugins/syntax-tokens';
import {commandTokens, managers} from '@site/src/components/InstallCommand/commands';

const root = path.resolve(__dirname, '../..');
// Untyped here (no @types/react-dom); only this one function is used.
const require = createRequire(import.meta.url);
const {renderToStaticMarkup} = require('react-dom/server') as {
  renderToStaticMarkup: (element: ReactElement) => string;
};

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file));
}

/** Every fenced code block in the docs, and every code file pages show. */
function samples(): {name: string; language: string; code: string}[] {
  const fenced = files(path.join(root, 'docs'), /\.mdx?$/).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)].map(
      (match, i) => ({
        name: `${path.relative(root, file)} #${i + 1}`,
        language: match[1]!,
        code: match[2]!,
      }),
    ),
  );
  const sources = [path.join(root, 'src/snippets'), path.join(root, 'src/examples')].flatMap(
    (dir) =>
      files(dir, /\.(tsx?|css)$/).map((file) => ({
        name: path.relative(root, file),
        language: path.extname(file).slice(1),
        code: readFileSync(file, 'utf8'),
      })),
  );
  return [...fenced, ...sources];
}

/** The full theme prism-react-renderer would have applied inline. */
function inlineTheme(mode: 'light' | 'dark'): PrismTheme {
  return {
    plain: codePlain[mode],
    styles: codeColorGroups.map((group) => ({
      types: group.types,
      style: {color: group[mode], ...(group.italic ? {fontStyle: 'italic' as const} : {})},
    })),
  };
}

/** Colour and style of each visible character, as prism-react-renderer shows it. */
function inlineColours(code: string, language: string, theme: PrismTheme): string[] {
  const result: string[] = [];
  const collect = ({tokens, getTokenProps}: RenderProps) => {
    for (const token of tokens.flat()) {
      const {color, fontStyle} = getTokenProps({token}).style ?? {};
      for (const char of token.content) if (/\S/.test(char)) result.push(`${color} ${fontStyle}`);
    }
    return createElement(Fragment);
  };
  renderToStaticMarkup(createElement(Highlight, {code, language, theme, children: collect}));
  return result;
}

/** Colour and style of each visible character, as the site's classes show it. */
function ourColours(code: string, language: string, mode: 'light' | 'dark'): string[] {
  const result: string[] = [];
  for (const token of tokenLines(syntaxTokens(code, language)).flat()) {
    const group = codeColorGroups.find((g) => token.className === `token ${g.name}`);
    const colour = `${group?.[mode] ?? codePlain[mode].color} ${group?.italic ? 'italic' : undefined}`;
    for (const char of token.text) if (/\S/.test(char)) result.push(colour);
  }
  return result;
}

describe('syntax tokens', () => {
  const all = samples();

  it('cover the languages the docs use', () => {
    expect(new Set(all.map((s) => s.language))).toEqual(
      new Set(['bash', 'css', 'html', 'js', 'json', 'md', 'text', 'ts', 'tsx']),
    );
  });

  it('highlight bash with the Prism instance Highlight uses', () => {
    // tokenize.ts adds bash to prism-react-renderer's Prism when it is imported, so the
    // inline reference below colours bash too, whatever order the tests run in.
    expect(Prism.languages.bash).toBeDefined();
  });

  for (const mode of ['light', 'dark'] as const) {
    // Every code sample of the site, rendered twice: about 3 s on an idle core, and it
    // timed out at Vitest's default 5 s on a loaded machine.
    it(
      `colour every character as prism-react-renderer does inline, in ${mode} mode`,
      {timeout: 60_000},
      () => {
        // prism-react-renderer gives plain text the theme's plain colour.
        const theme = inlineTheme(mode);
        const wrong = all
          .filter((sample) => {
            const expected = inlineColours(sample.code, sample.language, theme).map((c) =>
              c.replace(/^undefined/, codePlain[mode].color),
            );
            return (
              JSON.stringify(ourColours(sample.code, sample.language, mode)) !==
              JSON.stringify(expected)
            );
          })
          .map((sample) => sample.name);
        expect(wrong).toEqual([]);
      },
    );
  }

  it('give back the code as written', () => {
    for (const sample of all)
      expect(codeOf(syntaxTokens(sample.code, sample.language))).toBe(sample.code);
  });

  it('split into lines, a final line break ending the last line', () => {
    const tokens = encodeTokens([
      {group: 'keyword', text: 'const'},
      {text: ' a\n\n'},
      {group: 'comment', text: '// b\n'},
    ]);
    expect(tokenLines(tokens)).toEqual([
      [{className: 'token keyword', text: 'const'}, {text: ' a'}],
      [],
      [{className: 'token comment', text: '// b'}],
    ]);
    expect(tokenLines('plain\ncode')).toEqual([[{text: 'plain'}], [{text: 'code'}]]);
  });

  it('cost no marker for whitespace between runs', () => {
    const tokens = encodeTokens([
      {group: 'keyword', text: 'import'},
      {text: ' '},
      {group: 'keyword', text: 'type'},
    ]);
    expect(tokens).toBe('\x13import type');
  });

  it('give as HTML the markup React renders for the lines, text escaped', () => {
    const tokens = encodeTokens([
      {group: 'keyword', text: 'if'},
      {text: ' (a < b && c > "d") '},
      {group: 'string', text: "'<x>'"},
      {text: '\n\n  '},
      {group: 'comment', text: '// & done'},
    ]);
    const lines = tokenLines(tokens);
    const asReact = createElement(
      Fragment,
      null,
      lines.map((line, i) =>
        createElement(
          'span',
          {key: i, className: 'token-line'},
          ...line.map((token, j) =>
            token.className
              ? createElement('span', {key: j, className: token.className}, token.text)
              : token.text,
          ),
          createElement('br'),
        ),
      ),
    );
    expect(linesHtml(lines)).toBe(renderToStaticMarkup(asReact));
    expect(linesHtml(lines)).toContain('a &lt; b &amp;&amp; c &gt; &quot;d&quot;');
  });

  it('refuse code that holds a marker character', () => {
    expect(() => encodeTokens([{text: 'a\x10b'}])).toThrow(/control character/);
  });
});

describe('install commands', () => {
  /** The class of each visible character. */
  const charClasses = (tokens: string) =>
    tokenLines(tokens)
      .flat()
      .flatMap((token) => [...token.text.replace(/\s/g, '')].map(() => token.className ?? 'plain'));

  it('show the command as written, coloured as the build-time highlighter colours its words', () => {
    for (const {command, devFlag} of managers) {
      for (const flag of [null, devFlag]) {
        const text = [command, flag, 'react-strict-dom'].filter(Boolean).join(' ');
        const ours = commandTokens(command, flag, 'react-strict-dom');
        expect(codeOf(ours)).toBe(text);
        // Prism colours `--dev` but not `--save-dev`; here every flag is a constant.
        const expected = charClasses(syntaxTokens(text, 'bash'));
        const flagStart = command.replace(/\s/g, '').length;
        if (flag)
          expected.splice(
            flagStart,
            flag.length,
            ...Array<string>(flag.length).fill('token constant'),
          );
        expect(charClasses(ours)).toEqual(expected);
      }
    }
  });
});

describe('MDX code blocks', () => {
  type Node = {type: string; children?: Node[]; [key: string]: unknown};
  const page = path.join(root, 'docs/api/html/label.mdx');
  const transform = remarkSyntaxTokens({siteDir: root});
  const esm = (body: unknown[]): Node => ({
    type: 'mdxjsEsm',
    value: '',
    data: {estree: {type: 'Program', body}},
  });
  const rawImport = (name: string, source: string) => ({
    type: 'ImportDeclaration',
    source: {value: source},
    specifiers: [{type: 'ImportDefaultSpecifier', local: {name}}],
  });
  const text = (node: Node) =>
    (node.children![0]!.data as {estree: {body: {expression: {value: string}}[]}}).estree.body[0]!
      .expression.value;

  it('turns a fence into a CodeBlock with its tokens', () => {
    const tree: Node = {
      type: 'root',
      children: [{type: 'code', lang: 'tsx', meta: 'title="a.tsx"', value: 'const a = 1;'}],
    };
    transform(tree, {path: page});
    const block = tree.children![0]!;
    expect(block).toMatchObject({type: 'mdxJsxFlowElement', name: 'CodeBlock'});
    expect(block.attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'language', value: 'tsx'},
      {type: 'mdxJsxAttribute', name: 'title', value: 'a.tsx'},
    ]);
    expect(text(block)).toBe(syntaxTokens('const a = 1;', 'tsx'));
  });

  it('fails on fence options other than a title', () => {
    const tree: Node = {
      type: 'root',
      children: [{type: 'code', lang: 'tsx', meta: '{1,3} showLineNumbers', value: 'a'}],
    };
    expect(() => transform(tree, {path: page})).toThrow(/only title="..." is/);
  });

  it('inlines a ?raw import shown in a CodeBlock and drops the import', () => {
    const source = '@site/src/snippets/api/html/label/LabelledField.tsx?raw';
    const imports = esm([rawImport('LabelledField', source), rawImport('Other', '@site/x.tsx')]);
    const block: Node = {
      type: 'mdxJsxFlowElement',
      name: 'CodeBlock',
      attributes: [{type: 'mdxJsxAttribute', name: 'language', value: 'tsx'}],
      children: [{type: 'mdxFlowExpression', value: 'LabelledField'}],
    };
    transform({type: 'root', children: [imports, block]}, {path: page});
    const file = readFileSync(
      path.join(root, 'src/snippets/api/html/label/LabelledField.tsx'),
      'utf8',
    );
    expect(text(block)).toBe(syntaxTokens(file, 'tsx'));
    expect((imports.data as {estree: {body: unknown[]}}).estree.body).toEqual([
      rawImport('Other', '@site/x.tsx'),
    ]);
  });

  it('leaves code computed while the page renders as it is', () => {
    const child = {type: 'mdxFlowExpression', value: '`git clone ${url}`'};
    const block: Node = {
      type: 'mdxJsxFlowElement',
      name: 'CodeBlock',
      attributes: [],
      children: [child],
    };
    transform({type: 'root', children: [block]}, {path: page});
    expect(block.children).toEqual([child]);
  });
});

describe('token colours stylesheet', () => {
  it('holds every group with the block colours, dark ones under the dark theme', () => {
    const css = tokenColorsCss();
    for (const group of codeColorGroups) {
      expect(css).toContain(`.prism-code .token.${group.name} { color: ${group.light}; }`);
      expect(css).toContain(
        `[data-theme='dark'] .prism-code .token.${group.name} { color: ${group.dark}; }`,
      );
    }
    expect(css).toContain('.prism-code .token.comment { font-style: italic; }');
    expect(css).toContain(
      `:root { --code-color: ${codePlain.light.color}; --code-background: ${codePlain.light.backgroundColor}; }`,
    );
    expect(css).toContain(
      `[data-theme='dark'] { --code-color: ${codePlain.dark.color}; --code-background: ${codePlain.dark.backgroundColor}; }`,
    );
  });
});
