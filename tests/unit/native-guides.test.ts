/**
 * The Learn guides for Android and iOS (issues 45 and 48) and their recipe,
 * recipes/native-guides: the live example that the recipe's Jest test renders on React
 * Native is the site's own file, and the list the skill file and llms-full.txt point
 * to names these guides by their titles.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {nativeGuides} from '../../src/plugins/assistant-rules/nativeGuides';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the recipe native-guides', () => {
  it("renders the text-placement live example as the page shows it: the recipe's copy is the same file", () => {
    expect(read('recipes/native-guides/src/text-placement/CartBadge.tsx')).toBe(
      read('src/examples/learn/text-placement/CartBadge.tsx'),
    );
  });
});

describe('the guides the skill file and llms-full.txt point to', () => {
  it.each(nativeGuides.map((guide) => [guide.path, guide] as const))(
    '%s is a Learn page with that title',
    (sitePath, guide) => {
      const slug = sitePath.replace(/^\/|\/$/g, '');
      const page = read(`docs/${slug}.mdx`);
      expect(page).toMatch(new RegExp(`^slug: /${slug}$`, 'm'));
      expect(page).toMatch(new RegExp(`^# ${guide.title}$`, 'm'));
    },
  );
});
