/**
 * Pages use Example and CompatTable without importing them; src/plugins/mdx-tags
 * adds the import where a page uses one, so the component loads with that page
 * only (src/theme/MDXComponents.tsx no longer registers them for every page). The same
 * for `<details>` and for admonitions, which it imports by type.
 */
import {compile} from '@mdx-js/mdx';
import * as admonitions from '@docusaurus/mdx-loader/lib/remark/admonitions';
import remarkDirective from 'remark-directive';
import {describe, expect, it} from 'vitest';
import remarkPageTags, {pageTags, remarkAdmonitions} from '@site/src/plugins/mdx-tags/remark';
import {cjsDefault} from '@site/src/utils/cjsDefault';

const compiled = async (mdx: string) =>
  String(await compile(mdx, {remarkPlugins: [remarkPageTags], jsx: true}));

describe('remarkPageTags', () => {
  it('imports each tag a page uses, and only those', async () => {
    const code = await compiled(
      "import Demo from '@example/Demo';\n\n# Title\n\n<Example of={Demo} />\n\nText with <CompatLegend /> inline.\n",
    );
    expect(code).toContain(`import Example from "${pageTags.Example!.source}"`);
    expect(code).toContain(`import {CompatLegend} from "${pageTags.CompatLegend!.source}"`);
    expect(code).not.toMatch(/import CompatTable/);
    // Imported, not looked up in the MDX components.
    expect(code).not.toMatch(/Expected component `Example`/);
  });

  it('leaves a page that imports the tag itself as it is', async () => {
    const code = await compiled("import Example from './MyExample';\n\n<Example />\n");
    expect(code.match(/import Example/g)).toHaveLength(1);
    expect(code).toContain("from './MyExample'");
  });

  it('adds nothing to a page without the tags', async () => {
    expect(await compiled('# Title\n\nText.\n')).not.toMatch(/^import /m);
  });
});

describe('remarkPageTags with theme tags', () => {
  it('imports Details for `<details>`, which the MDX components no longer register', async () => {
    const code = await compiled('<details><summary>More</summary>Text</details>\n');
    expect(code).toContain(`import Details from "${pageTags.Details!.source}"`);
    expect(code).toMatch(/<Details>/);
  });
});

describe('remarkAdmonitions', () => {
  // As Docusaurus compiles a page: its admonitions plugin, then this one.
  const withAdmonitions = async (mdx: string) =>
    String(
      await compile(mdx, {
        remarkPlugins: [remarkDirective, cjsDefault(admonitions), remarkAdmonitions],
        jsx: true,
      }),
    );

  it('imports the stock component of each type a page uses, and renders each admonition with it', async () => {
    const code = await withAdmonitions(
      ':::tip[A `coded` title]\n\nText.\n\n:::\n\n:::warning\n\nMore.\n\n:::\n\n:::tip\n\nAgain.\n\n:::\n',
    );
    expect(code).toContain('import {admonitionOf} from "@site/src/components/Admonition"');
    expect(
      code.match(/import AdmonitionTypeTip from "@theme\/Admonition\/Type\/Tip"/g),
    ).toHaveLength(1);
    expect(code).toContain('export const AdmonitionTip = admonitionOf(AdmonitionTypeTip)');
    expect(code).toContain('export const AdmonitionWarning = admonitionOf(AdmonitionTypeWarning)');
    expect(code).not.toMatch(/Note|Danger|_components\.admonition/);
    expect(code.match(/<AdmonitionTip type="tip"/g)).toHaveLength(2);
    // A title with markup stays a child, which admonitionOf turns into the title prop.
    expect(code).toMatch(/<_components\.mdxAdmonitionTitle>/);
  });

  it('says which types there are when a page uses another', async () => {
    await expect(withAdmonitions(':::important\n\nText.\n\n:::\n')).rejects.toThrow(
      /no admonition type "important"; use one of note, tip, info, warning, danger, caution/,
    );
  });

  it('adds nothing to a page without admonitions', async () => {
    expect(await withAdmonitions('# Title\n\nText.\n')).not.toMatch(/^import /m);
  });
});
