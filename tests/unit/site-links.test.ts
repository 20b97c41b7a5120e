/**
 * The repository and tracker addresses live in src/data/site.ts. Pages and
 * components link through RepoLink or its helpers; this fails when one writes a
 * github.com/…/react-strict-dom address itself. Reader-facing code (live
 * examples and snippets) cannot import site.ts, so there the address must at
 * least be the same one.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {githubUrl, issueUrl, repoUrl} from '../../src/data/site';

const root = path.resolve(__dirname, '../..');
const scanned = ['docs', 'src', 'docusaurus.config.ts', 'sidebars.ts'];
const textFile = /\.(mdx?|tsx?|jsx?|mjs|cjs|css|json|ya?ml)$/;
// A repository address; `<your-username>`-style placeholders for forks are fine.
const repoAddress = /github\.com\/(?!<)[\w.-]+\/react-strict-dom\b[^\s)"'`<>]*/g;

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (textFile.test(entry)) return [full];
  return readdirSync(full, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && textFile.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

const readerCode = (file: string) =>
  /^src[\\/](examples|snippets)[\\/]/.test(path.relative(root, file));

describe('repository addresses', () => {
  const all = scanned
    .flatMap(files)
    .filter((file) => path.relative(root, file) !== path.join('src', 'data', 'site.ts'));
  const hits = all.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(repoAddress)].map((m) => ({
      file: path.relative(root, file),
      address: m[0],
    })),
  );

  it('scans the docs and the site code', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('are never written out in pages, components or config', () => {
    expect(hits.filter((hit) => !readerCode(hit.file))).toEqual([]);
  });

  it('in examples and snippets, are the address from site.ts', () => {
    const own = githubUrl.replace(/^https:\/\//, '');
    expect(hits.filter((hit) => readerCode(hit.file) && !hit.address.startsWith(own))).toEqual([]);
  });
});

describe('site.ts helpers', () => {
  it('build tracker and repository addresses', () => {
    expect(issueUrl(290)).toBe(`${githubUrl}/issues/290`);
    expect(repoUrl()).toBe(githubUrl);
    expect(repoUrl('/blob/main/CHANGELOG.md')).toBe(`${githubUrl}/blob/main/CHANGELOG.md`);
  });
});

describe("the package's metadata", () => {
  it('still names the former repository, and the installation page says which address is current', () => {
    const pkg = JSON.parse(
      readFileSync(path.join(root, 'node_modules/react-strict-dom/package.json'), 'utf8'),
    ) as {repository: {url: string}; homepage: string};
    expect(pkg.repository.url).toContain('github.com/facebook/react-strict-dom');
    expect(pkg.homepage).toContain('github.com/facebook/react-strict-dom');
    expect(githubUrl).toBe('https://github.com/react/react-strict-dom');
    const page = readFileSync(path.join(root, 'docs/learn/installation.mdx'), 'utf8');
    expect(page).toContain('`facebook/react-strict-dom`');
    expect(page).toContain("<RepoLink>{githubUrl.replace('https://', '')}</RepoLink>");
  });
});
