/**
 * Code is highlighted on the server and coloured by class (src/theme/CodeBlock/
 * Content, src/plugins/static-highlight). These tests check that every token of
 * the site's own code samples gets the colour prism-react-renderer would have
 * given it inline with the same theme, in both modes, and that the generated
 * stylesheet holds those colours.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {createElement, Fragment, type ReactElement} from 'react';
import {Highlight, Prism, type PrismTheme, type RenderProps, type Token} from 'prism-react-renderer';
import {beforeAll, describe, expect, it} from 'vitest';
import {codeColorGroups, codePlain, tokenGroup} from '@site/src/data/codeThemes';
import {getTokenProps, plainLines} from '@site/src/theme/CodeBlock/Content/lines';
import {codeColorsCss} from '@site/src/plugins/static-highlight';

const root = path.resolve(__dirname, '../..');
// Untyped here (no @types/react-dom); only this one function is used.
const require = createRequire(import.meta.url);
const {renderToStaticMarkup} = require('react-dom/server') as {renderToStaticMarkup: (element: ReactElement) => string};

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file));
}

/** Every fenced code block in the docs, and every code file pages show. */
function samples(): {name: string; language: string; code: string}[] {
  const fenced = files(path.join(root, 'docs'), /\.mdx?$/).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)].map((match, i) => ({
      name: `${path.relative(root, file)} #${i + 1}`,
      language: match[1]!,
      code: match[2]!,
    })),
  );
  const sources = [path.join(root, 'src/snippets'), path.join(root, 'src/examples')].flatMap((dir) =>
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

/** Each token with the inline style prism-react-renderer gives it. */
function inlineStyles(code: string, language: string, theme: PrismTheme) {
  const result: {token: Token; color?: string; fontStyle?: string}[] = [];
  const collect = ({tokens, getTokenProps: inline}: RenderProps) => {
    for (const token of tokens.flat()) result.push({token, ...inline({token}).style});
    return createElement(Fragment);
  };
  renderToStaticMarkup(createElement(Highlight, {code, language, theme, children: collect}));
  return result;
}

beforeAll(() => {
  // The site registers bash on Prism (src/theme/prism-include-languages.ts); do the same here.
  (globalThis as {Prism?: unknown}).Prism = Prism;
  require('prismjs/components/prism-bash');
});

describe('token colours', () => {
  const all = samples();

  it('covers the languages the docs use', () => {
    expect(new Set(all.map((s) => s.language))).toEqual(new Set(['bash', 'css', 'html', 'js', 'json', 'text', 'ts', 'tsx']));
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`match prism-react-renderer's inline colours in ${mode} mode`, () => {
      const theme = inlineTheme(mode);
      const wrong: string[] = [];
      for (const sample of all) {
        for (const {token, color, fontStyle} of inlineStyles(sample.code, sample.language, theme)) {
          const group = tokenGroup(token.types);
          const ours = {color: group?.[mode], fontStyle: group?.italic ? 'italic' : undefined};
          if (ours.color !== color || ours.fontStyle !== fontStyle) {
            wrong.push(`${sample.name}: ${JSON.stringify(token)} is ${JSON.stringify(ours)}, expected ${color} ${fontStyle}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('are all in the generated stylesheet with the block colours, dark ones under the dark theme', () => {
    const css = codeColorsCss();
    for (const group of codeColorGroups) {
      expect(css).toContain(`.prism-code .token.${group.name} { color: ${group.light}; }`);
      expect(css).toContain(`[data-theme='dark'] .prism-code .token.${group.name} { color: ${group.dark}; }`);
    }
    expect(css).toContain('.prism-code .token.comment { font-style: italic; }');
    expect(css).toContain(`:root { --code-color: ${codePlain.light.color}; --code-background: ${codePlain.light.backgroundColor}; }`);
    expect(css).toContain(`[data-theme='dark'] { --code-color: ${codePlain.dark.color}; --code-background: ${codePlain.dark.backgroundColor}; }`);
  });
});

describe('token markup', () => {
  it('names a token by its group and leaves plain text without a class', () => {
    expect(getTokenProps({token: {types: ['tag', 'punctuation'], content: '<'}})).toEqual({
      children: '<',
      className: 'token punctuation',
    });
    expect(getTokenProps({token: {types: ['plain'], content: 'x'}})).toEqual({children: 'x'});
  });

  it('shows unhighlighted code line by line, keeping empty lines', () => {
    expect(plainLines('a\n\nb')).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'b'}],
    ]);
  });
});
