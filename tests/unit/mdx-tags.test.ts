/**
 * Pages use Example and CompatTable without importing them; src/plugins/mdx-tags
 * adds the import where a page uses one, so the component loads with that page
 * only (src/theme/MDXComponents.tsx no longer registers them for every page).
 */
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkPageTags, {pageTags} from '@site/src/plugins/mdx-tags/remark';

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
