import path from 'node:path';

// The few mdast / MDX node shapes this plugin reads and writes.
interface Node {
  type: string;
  depth?: number;
  children?: Node[];
  [key: string]: unknown;
}

/** The MDX tag this plugin adds; src/theme/MDXComponents.tsx registers it. */
export const pageActionsTag = 'PageActions';

/**
 * Puts `<PageActions />` (src/components/PageActions) right after a docs page's
 * `# title`. A title in the page's own MDX cannot be reached from the theme around
 * it, so the page gets the tag as if its author had written it. Partials (`_*.mdx`,
 * included by other pages) have no title and get none; any other page without one
 * fails the build.
 */
export default function remarkPageActions() {
  return (tree: Node, file: {path?: string}) => {
    const children = tree.children ?? [];
    const title = children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    if (title === -1) {
      if (path.basename(file.path ?? '').startsWith('_')) return;
      throw new Error(`[page-actions] ${file.path}: a docs page needs a # title for its actions.`);
    }
    children.splice(title + 1, 0, {
      type: 'mdxJsxFlowElement',
      name: pageActionsTag,
      attributes: [],
      children: [],
    });
  };
}
