/**
 * Checks the web claims of /learn/sharing-packages/ against the installed package, by
 * compiling with the library's Babel preset: a theme file imported by its `.css` path
 * gets the same variable names wherever it is compiled; through any other path it does
 * not compile. Its native claims (hyphenated `defineVars` keys never resolve; variables
 * from a second copy of the package do not either) are judged by React Native's own
 * code: tests/native/pageClaims.test.ts (`npm run check:native`).
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const babel = require('@babel/core') as {
  transformSync(code: string, options: object): {code: string; metadata: object} | null;
};
const root = path.resolve(__dirname, '../..');
// The shared package of the recipe behind the page (npm run check:recipes builds it).
const snippets = path.join(root, 'recipes/sharing-packages/packages/ui/src');
const page = readFileSync(path.join(root, 'docs/learn/sharing-packages.mdx'), 'utf8');

/** The compiled code and the CSS rules the compiler collected, as one string. */
function compileForWeb(code: string, filename: string): string {
  const result = babel.transformSync(code, {
    filename,
    babelrc: false,
    configFile: false,
    parserOpts: {plugins: ['typescript', 'jsx']},
    presets: [[require.resolve('react-strict-dom/babel-preset'), {debug: false, dev: false}]],
  })!;
  return result.code + JSON.stringify(result.metadata);
}

/** The CSS variable names a compiled file mentions. */
const variables = (code: string) => [...new Set(code.match(/--x[a-z0-9]+/g))].sort();

describe('sharing a theme file on web', {timeout: 60_000}, () => {
  const tokensFile = path.join(snippets, 'tokens.css.ts');
  const defined = variables(compileForWeb(readFileSync(tokensFile, 'utf8'), tokensFile));

  it('names the same variables in the theme file, its package and another package', () => {
    expect(defined).toHaveLength(3);
    const button = path.join(snippets, 'Button.tsx');
    // Button.tsx uses all three variables.
    expect(variables(compileForWeb(readFileSync(button, 'utf8'), button))).toEqual(defined);
    // A file elsewhere that imports the theme file by its path.
    const elsewhere = path.join(root, 'tests/unit/fixtures/elsewhere/App.tsx');
    const specifier = path.relative(path.dirname(elsewhere), path.join(snippets, 'tokens.css'));
    const app = compileForWeb(
      `import {css} from 'react-strict-dom';
       import {colors, radii} from '${specifier}';
       export const styles = css.create({box: {color: colors.accent, borderColor: colors.onAccent, borderRadius: radii.control}});`,
      elsewhere,
    );
    expect(variables(app)).toEqual(defined);
  });

  it('does not compile a style that reads variables through a re-export', () => {
    const barrel = path.join(snippets, 'index');
    expect(() =>
      compileForWeb(
        `import {css} from 'react-strict-dom';
         import {colors} from '${barrel}';
         export const styles = css.create({box: {color: colors.accent}});`,
        path.join(root, 'tests/unit/fixtures/elsewhere/App.tsx'),
      ),
    ).toThrow('Could not resolve the path to the imported file');
    expect(page).toContain('Could not resolve the path to the imported file');
  });
});
