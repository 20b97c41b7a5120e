/**
 * The upgrading page's table of changes the changelog does not mark as breaking: each
 * row is an entry of the installed changelog, and the error message the table quotes
 * for 0.0.48 is in that release's native build (recipes/upgrading, when installed) and
 * in 0.0.55's. Everything else on the page is run by `npm run check:recipes`.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
const page = readFileSync(path.join(root, 'docs/learn/upgrading.mdx'), 'utf8');
const packageDir = path.dirname(require.resolve('react-strict-dom/package.json'));
const changelog = readFileSync(path.join(packageDir, 'CHANGELOG.md'), 'utf8');

/** The changelog's entries for one release. */
function release(version: string): string {
  const start = changelog.indexOf(`## ${version} (`);
  expect(start, `no ${version} in the changelog`).toBeGreaterThan(-1);
  const end = changelog.indexOf('\n## ', start + 1);
  return changelog.slice(start, end);
}

describe('changes the changelog does not mark as breaking', () => {
  const rows = [
    ['0.0.42', 'Revert "Use built-in React Native support for logical CSS"'],
    ['0.0.43', 'Remove `display:flex` warning for flex item properties.'],
    ['0.0.46', "Remove `boxSizing:'content-box'` polyfill."],
  ];

  it.each(rows)(
    '%s: the changelog lists it as a fix, and the page has its row',
    (version, entry) => {
      expect(release(version)).toContain(entry);
      expect(release(version)).not.toContain('### Breaking changes');
      // The release's cell links to its entry on the releases page.
      const escaped = version.replace(/\./g, '\\.');
      expect(page).toMatch(
        new RegExp(
          `^\\| \\[${escaped}\\]\\(/learn/releases/#${version.replace(/\./g, '')}\\) \\|`,
          'm',
        ),
      );
    },
  );

  it('0.0.48 brings back an error for flex item properties, which 0.0.55 still prints', () => {
    expect(release('0.0.48')).toContain(
      'Add error messages for styles that only work on flex children',
    );
    const native = readFileSync(path.join(packageDir, 'dist/native/index.js'), 'utf8');
    expect(native).toContain(
      '"display:flex" is required on the parent for "${styleProp}" to have an effect.',
    );
    expect(page).toContain(
      '`"display:flex" is required on the parent for "flexGrow" to have an effect.`',
    );
  });

  it('the plugin files arrived in 0.0.39, and 0.0.52 marks the theme and plugin changes', () => {
    expect(release('0.0.39')).toContain('Include `postcss-plugin` files in published package.');
    expect(release('0.0.52')).toContain('Change theme file extension from `stylex` to `css`.');
    expect(page).toContain('## 0.0.52 and 0.0.53 cannot be installed');
  });
});
