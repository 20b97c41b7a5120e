/**
 * Upgrade canaries. Theme parts this site replaces (src/theme/) and the build
 * and client hooks that reach into Docusaurus were written against the
 * Docusaurus 3.10 files they replace or rely on. When an upgrade changes one of
 * those files, its test here fails: compare the stock file with the override
 * named in the message, carry over what matters, then update the fingerprint.
 * (What the overrides import from Docusaurus is checked by `tsc`.)
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {prismClientModule} from '@site/src/plugins/syntax-tokens';

const require = createRequire(import.meta.url);
const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
const stock = (file: string) => readFileSync(path.join(themeClassic, 'lib/theme', file), 'utf8');
const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The props a theme component is declared with (theme-classic's type declarations). */
function declaredModule(name: string): string {
  const types = readFileSync(path.join(themeClassic, 'src/theme-classic.d.ts'), 'utf8');
  const start = types.indexOf(`declare module '${name}' {`);
  expect(start, `${name} is no longer declared by theme-classic`).toBeGreaterThanOrEqual(0);
  return types.slice(start, types.indexOf('\n}\n', start));
}

/** Stock files the overrides were written from, with their fingerprints in Docusaurus 3.10.2. */
const overrides: {override: string; stock: Record<string, string>; props?: string[]}[] = [
  {
    override: 'src/theme/CodeBlock/index.tsx (and its string block, which replaces Content/String)',
    stock: {
      'CodeBlock/index.js': '639f8655d319e123',
      'CodeBlock/Content/String.js': '81ab153e9e797be7',
    },
    props: ['@theme/CodeBlock', '@theme/CodeBlock/Content/String'],
  },
  {
    override: 'src/theme/CodeBlock/Content/index.tsx',
    stock: {'CodeBlock/Content/index.js': '0d361f5894590ea4'},
    props: ['@theme/CodeBlock/Content'],
  },
  {
    // Not replaced: it renders the metadata src/theme/CodeBlock builds (className, title).
    override: 'src/theme/CodeBlock/index.tsx (the metadata the stock layout reads)',
    stock: {'CodeBlock/Layout/index.js': '7cff522ae9e56f76'},
  },
  {
    override: 'src/theme/SkipToContent/index.tsx',
    stock: {'SkipToContent/index.js': '1a6bfba899d12a82'},
  },
  {
    override: 'src/theme/NavbarItem/ComponentTypes.tsx',
    stock: {'NavbarItem/ComponentTypes.js': '90ba290ccf01e0b8'},
  },
  {
    override: 'src/theme/NavbarItem/DocSidebarNavbarItem.tsx',
    stock: {'NavbarItem/DocSidebarNavbarItem.js': '3cc2313f37bf3211'},
    props: ['@theme/NavbarItem/DocSidebarNavbarItem'],
  },
  {
    override: 'src/theme/NotFound/Content/index.tsx',
    stock: {'NotFound/Content/index.js': '1339cadd0fe0b2a2'},
    props: ['@theme/NotFound/Content'],
  },
  {
    // Wrapped: relies on the tab list spreading each TabItem's `attributes` on its tab.
    override: 'src/theme/Tabs/index.tsx',
    stock: {'Tabs/index.js': '7fe3d248d13cc48d'},
    props: ['@theme/Tabs'],
  },
  {
    override: 'src/theme/TabItem/index.tsx',
    stock: {
      'TabItem/index.js': 'beef630741839e81',
      'TabItem/styles.module.css': 'e1321924bc6c1a8e',
    },
    props: ['@theme/TabItem'],
  },
];

describe('replaced theme parts still match the stock files they were written from', () => {
  for (const {override, stock: files, props} of overrides) {
    it(override, () => {
      for (const [file, expected] of Object.entries(files)) {
        expect(
          fingerprint(stock(file)),
          `theme-classic lib/theme/${file} changed: review ${override}`,
        ).toBe(expected);
      }
      for (const name of props ?? [])
        expect(declaredModule(name), `${name} props`).toMatchSnapshot();
    });
  }
});

describe('parts replaced by nothing still exist to be replaced', () => {
  // Why they may render nothing (one version, no tags, edit link or date, a sidebar that
  // cannot be hidden, no announcement bar) is checked in lean-client.test.ts.
  it.each([
    'DocVersionBadge',
    'DocVersionBanner',
    'DocItem/Footer',
    'DocRoot/Layout/Sidebar/ExpandButton',
    'DocSidebar/Desktop/CollapseButton',
    'AnnouncementBar',
    'ContentVisibility',
  ])('%s', (name) => {
    expect(existsSync(path.join(themeClassic, 'lib/theme', name, 'index.js'))).toBe(true);
  });
});

describe('src/plugins/syntax-tokens', () => {
  it('swaps the client module theme-classic still adds to every page', () => {
    const theme = readFileSync(path.join(themeClassic, 'lib/index.js'), 'utf8');
    expect(theme).toMatch(/getClientModules\(\) \{[\s\S]*?'\.\/prism-include-languages'/);
    expect(existsSync(prismClientModule)).toBe(true);
    // The build also fails if the module is never requested (see the plugin).
  });
});

describe('src/clientModules/prefetchOnIntent.ts', () => {
  const client = (file: string) => readFileSync(path.join(core, 'lib/client', file), 'utf8');

  it('links still prefetch in view and preload on intent through window.docusaurus', () => {
    const link = client('exports/Link.js');
    expect(link).toMatch(/IntersectionObserver[\s\S]*window\.docusaurus\.prefetch\(/);
    expect(link).toMatch(/onInteractionEnter = \(\) => \{[\s\S]*?window\.docusaurus\.preload\(/);
  });

  it('window.docusaurus is still a plain object with prefetch and preload, set once at start', () => {
    expect(client('clientEntry.js')).toMatch(/window\.docusaurus = docusaurus;/);
    const docusaurus = client('docusaurus.js');
    expect(docusaurus).toMatch(/export default Object\.freeze\(docusaurus\);/);
    expect(docusaurus).toMatch(/\bprefetch\b[\s\S]*\bpreload\b/);
  });
});
